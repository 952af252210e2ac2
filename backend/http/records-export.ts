/**
 * @module `GET /api/pbdeck/collections/{collection}/export`: the records matching a filter, in a sort,
 * streamed as a CSV or JSON file (embedded backend only; a remote PocketBase answers 404). Everything
 * that can be refused is refused before the first byte, a busy server included (429: at most
 * MAX_RUNNING_EXPORTS at once); then runs of text are written as fast as the client reads them, with
 * a turn of the event loop after each, and a client that goes away stops the reading.
 */
import { setImmediate as nextTurn } from "node:timers/promises";
import type { Response, Router } from "express";
import { exportFileName } from "../../shared/records/records-export-rows.ts";
import type { Backend } from "../context.ts";
import { badRequest, notFound, tooManyRequests } from "../errors.ts";
import { InvalidListQuery } from "../services/common/list-query.ts";
import { requestInfoOf } from "../services/records/record-request-info.ts";
import { recordsExportInput } from "../services/records-export/export-input.ts";
import { exportSlots } from "../services/records-export/export-slots.ts";
import { openRecordsExport, type RecordsExportText } from "../services/records-export/records-export.ts";
import { viewDateColumns } from "../services/records-export/view-date-columns.ts";
import { adminOnly } from "./guards.ts";
import { searchParamsOf } from "./query-params.ts";
import { invalidListParams } from "./records.ts";
import { getAuth } from "./request-context.ts";

const contentTypes = { csv: "text/csv; charset=utf-8", json: "application/json; charset=utf-8" };
const busyMessage = "Too many exports are running; try again when one has finished.";

/** Resolves once the response can take more (or is closed). */
function drained(res: Response): Promise<void> {
  return new Promise((resolve) => {
    if (res.destroyed) return resolve();
    const done = () => {
      res.off("drain", done);
      res.off("close", done);
      resolve();
    };
    res.on("drain", done);
    res.on("close", done);
  });
}

/** Writes the runs with backpressure; stops reading when the client goes away. */
async function writeRuns(res: Response, text: RecordsExportText): Promise<void> {
  let open = true;
  const stop = () => {
    open = false;
    text.close();
  };
  res.on("close", stop);
  if (res.destroyed) stop(); // gone before this began: its close event is past
  try {
    for (let run = await text.next(); run !== null && open; run = await text.next()) {
      if (!res.write(run)) await drained(res);
      // one turn of the event loop after every run, whatever the socket did: a fast reader drains it
      // within the same turn (the drain comes on the next tick), and other requests would never be seen
      await nextTurn();
    }
    if (open) res.end();
  } catch {
    // a failure mid-file (the table changed under the read): the download breaks instead of ending as if complete
    res.destroy();
  } finally {
    text.close();
    res.off("close", stop);
  }
}

/** Binds the streamed records export. */
export function bindRecordsExportRoutes(router: Router, backend: Backend): void {
  const slots = exportSlots();
  router.get("/pbdeck/collections/:collection/export", adminOnly, async (req, res) => {
    const collection = backend.collections.find(String(req.params.collection ?? ""));
    if (!collection) throw notFound();
    const input = recordsExportInput(
      collection,
      searchParamsOf(req),
      viewDateColumns(backend.db, collection),
    );
    const auth = getAuth(req);
    const request = requestInfoOf(
      { method: req.method, url: req.originalUrl, headers: req.headers },
      auth,
      {},
    );
    // taken before the query runs: opening it may sort the whole table
    const release = slots.take();
    if (!release) throw tooManyRequests(busyMessage);
    try {
      let text: RecordsExportText;
      try {
        text = await openRecordsExport(backend, collection, input, auth, request);
      } catch (err) {
        if (err instanceof InvalidListQuery) throw badRequest(invalidListParams);
        throw err;
      }
      const name = exportFileName(collection.name, input.format, new Date());
      res.status(200);
      res.setHeader("Content-Type", contentTypes[input.format]);
      res.setHeader("Content-Disposition", `attachment; filename="${name}"`);
      res.setHeader("Cache-Control", "no-store");
      await writeRuns(res, text);
    } finally {
      release(); // ended, failed or left by its client
    }
  });
}
