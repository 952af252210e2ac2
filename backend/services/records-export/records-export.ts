/**
 * @module A records export read row by row: the list's query run in a thread on a read-only connection
 * of its own (`query-rows-thread.ts`), and its rows written as runs of file text of at most about 256 K
 * characters or a few milliseconds of work, whichever comes first (the caller writes them as the client
 * reads and yields to the event loop between runs, so other requests wait at most a run behind an
 * export). In a thread because SQLite sorts, or skips the rows a filter leaves out, inside one step
 * that nothing can interrupt; on its own connection because a statement left open on the server's
 * connection, as a slow client leaves it, would make SQLite refuse DROP TABLE and DROP INDEX there
 * ("database table is locked"); a reader on another connection only keeps its snapshot.
 */

import { join } from "node:path";

import type { Collection } from "../../../shared/models.ts";
import { exportFileWriter } from "../../../shared/records/records-export-rows.ts";
import type { Backend } from "../../context.ts";
import { readOnlyOptions } from "../../db/connection.ts";
import type { RequestInfo } from "../../filter/index.ts";
import type { RequestAuth, StoredRecord } from "../common/caller.ts";
import { InvalidListQuery } from "../common/list-query.ts";
import { exportRecords } from "../records/record-export.ts";
import { recordQuery } from "../records/record-query.ts";
import { recordFromRow } from "../records/record-store.ts";
import type { RecordsExportInput } from "./export-input.ts";
import { type QueryRow, type QueryRowsThread, queryRowsThread } from "./query-rows-thread.ts";

/** Characters gathered before a run is handed out (a write per row would cost more than the row). */
const EXPORT_RUN_CHARS = 256 * 1024;
/**
 * Work a run may take (ms) before it is handed out, however short: the server answers nothing else
 * while a run is built (256 K characters took 9-40 ms here, more on a loaded machine).
 */
const EXPORT_RUN_MS = 5;
// records serialized together (one pass of the list API's serializer): a small part of a run's time
const rowsPerBatch = 100;

/** The file's text, run after run. */
export interface RecordsExportText {
  /** The next run of text (the head comes in the first, the tail in the last), or null after the last; a few ms of work at most. */
  next(): Promise<string | null>;
  /** Stops reading: the query's thread stops, so its read of the database ends. Safe to call again. */
  close(): void;
}

/**
 * Opens the export of the records of `collection` matching `input` (as an admin: no listRule). The
 * first rows are read here, so a filter, sort or query that fails does so before any text exists.
 * @throws InvalidListQuery when the filter or sort does not compile or the query fails.
 */
export async function openRecordsExport(
  backend: Backend,
  collection: Collection,
  input: RecordsExportInput,
  viewer: RequestAuth,
  request: RequestInfo,
): Promise<RecordsExportText> {
  let rows: QueryRowsThread;
  let pending: QueryRow[] | null;
  try {
    const { table, where, whereParams, orderBy, orderParams } = recordQuery(
      backend,
      collection,
      input,
      request,
      null,
    );
    rows = queryRowsThread(
      join(backend.dataDir, "data.db"),
      readOnlyOptions,
      `SELECT ${table}.* FROM ${table}${where}${orderBy}`,
      [...whereParams, ...orderParams],
    );
  } catch (err) {
    throw new InvalidListQuery(err instanceof Error ? err.message : "invalid export query");
  }
  try {
    pending = await rows.next(); // a sort runs before these come, in the thread
  } catch (err) {
    rows.close();
    throw new InvalidListQuery(err instanceof Error ? err.message : "invalid export query");
  }
  const writer = exportFileWriter(input.format, input.columns);
  let started = false;
  let wroteRows = false;
  let ended = false;
  let taken = 0; // rows of `pending` already written
  const batch: StoredRecord[] = [];

  const close = () => {
    ended = true;
    rows.close();
  };

  return {
    async next() {
      if (ended) return null;
      if (pending && taken === pending.length) {
        pending = await rows.next();
        taken = 0;
      }
      let text = started ? "" : writer.head;
      started = true;
      const startedAt = performance.now();
      // only the rows already here: waiting for more ends the run
      while (pending && taken < pending.length) {
        if (text.length >= EXPORT_RUN_CHARS || performance.now() - startedAt >= EXPORT_RUN_MS) return text;
        batch.length = 0;
        while (batch.length < rowsPerBatch && taken < pending.length)
          batch.push(recordFromRow(collection, pending[taken++]));
        if (wroteRows) text += writer.separator;
        text += writer.rows(exportRecords(backend, batch, viewer, { request }));
        wroteRows = true;
      }
      if (pending) return text;
      close();
      return text + writer.tail;
    },
    close,
  };
}
