/**
 * @module A query's rows read in a worker thread, on a read-only connection of its own, and handed
 * over in batches as the reader asks for them. SQLite does a query's sort, or its scan past rows a
 * filter skips, inside one synchronous step: a million unindexed rows sorted took 1.6 s here, during
 * which the server answered nothing. In a thread that step holds only the thread.
 */
import { Worker } from "node:worker_threads";

/** Rows handed over in one message at most (arrays of column values, cheaper to copy than objects). */
const ROWS_PER_MESSAGE = 1000;
/** About this many characters (or blob bytes) end a message sooner: rows of long texts stay a few MB in flight. */
const CHARS_PER_MESSAGE = 1024 * 1024;
/** Messages the thread reads ahead of the reader, so the next batch is ready when it is asked for. */
const MESSAGES_AHEAD = 2;

// plain JavaScript, run with `eval`: no file to resolve from the built or the source tree
const threadSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { DatabaseSync } = require("node:sqlite");
const { path, options, sql, params, rowsPerMessage, charsPerMessage, messagesAhead } = workerData;
let db;
let rows;
let credit = messagesAhead;
let ended = false;
function fail(err) {
  ended = true;
  parentPort.postMessage({ error: err instanceof Error ? err.message : String(err) });
  if (db?.isOpen) db.close();
}
function send() {
  try {
    while (credit > 0 && !ended) {
      credit--;
      const batch = [];
      let chars = 0;
      let step = rows.next();
      while (!step.done) {
        batch.push(step.value);
        for (const value of step.value)
          if (typeof value === "string") chars += value.length;
          else if (value instanceof Uint8Array) chars += value.byteLength;
        if (batch.length >= rowsPerMessage || chars >= charsPerMessage) break;
        step = rows.next();
      }
      ended = step.done === true;
      parentPort.postMessage({ rows: batch, ended });
    }
    if (ended && db.isOpen) db.close();
  } catch (err) {
    fail(err);
  }
}
parentPort.on("message", () => {
  credit++;
  send();
});
try {
  db = new DatabaseSync(path, options);
  const statement = db.prepare(sql);
  statement.setReturnArrays(true);
  parentPort.postMessage({ columns: statement.columns().map((column) => column.name) });
  rows = statement.iterate(...params);
  send();
} catch (err) {
  fail(err);
}
`;

/** A row as the query's columns name its values. */
export type QueryRow = Record<string, unknown>;

/** The query's rows as they come from the thread. */
export interface QueryRowsThread {
  /**
   * The next rows (at least one), waiting for the thread if none is here yet; null after the last.
   * @throws QueryRowsFailure when the query fails (the first call gets the failure of a query that does not compile).
   */
  next(): Promise<QueryRow[] | null>;
  /** Stops the thread (its connection closes with it). Safe to call again. */
  close(): void;
}

/** The query failed in the thread (SQLite's message). */
export class QueryRowsFailure extends Error {}

type ThreadMessage = { columns: string[] } | { rows: unknown[][]; ended: boolean } | { error: string };

/**
 * Starts reading `sql` with `params` from the database at `path`, opened with `options` (read-only
 * ones: the thread never writes).
 */
export function queryRowsThread(
  path: string,
  options: Record<string, unknown>,
  sql: string,
  params: unknown[],
): QueryRowsThread {
  const worker = new Worker(threadSource, {
    eval: true,
    workerData: {
      path,
      options,
      sql,
      params,
      rowsPerMessage: ROWS_PER_MESSAGE,
      charsPerMessage: CHARS_PER_MESSAGE,
      messagesAhead: MESSAGES_AHEAD,
    },
  });
  let columns: string[] = [];
  const arrived: unknown[][][] = [];
  let ended = false;
  let failure: QueryRowsFailure | null = null;
  let waiting: (() => void) | null = null;
  const wake = () => {
    const resume = waiting;
    waiting = null;
    resume?.();
  };
  worker.on("message", (message: ThreadMessage) => {
    if ("columns" in message) columns = message.columns;
    else if ("error" in message) failure = new QueryRowsFailure(message.error);
    else {
      if (message.rows.length > 0) arrived.push(message.rows);
      if (message.ended) ended = true;
    }
    wake();
  });
  worker.on("error", (err) => {
    failure ??= new QueryRowsFailure(err.message);
    wake();
  });
  worker.on("exit", () => {
    if (!ended) failure ??= new QueryRowsFailure("the query's thread stopped");
    wake();
  });

  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    void worker.terminate();
  };

  const asObjects = (batch: unknown[][]): QueryRow[] =>
    batch.map((values) => {
      const row: QueryRow = {};
      for (let i = 0; i < columns.length; i++) row[columns[i]] = values[i];
      return row;
    });

  return {
    async next() {
      while (arrived.length === 0 && !ended && !failure && !closed)
        await new Promise<void>((resolve) => {
          waiting = resolve;
        });
      const batch = arrived.shift();
      if (batch) {
        if (!ended) worker.postMessage(null); // one more may be read ahead
        return asObjects(batch);
      }
      if (failure) throw failure;
      close();
      return null;
    },
    close,
  };
}
