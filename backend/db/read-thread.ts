/**
 * @module A read thread (see read-threads.ts): one read-only connection to data.db on which the
 * queries it is sent run one after another. A sort without an index or a filtered count of a million rows
 * is one synchronous SQLite step; here it holds this thread, not the server's event loop.
 */
import type { SQLInputValue } from "node:sqlite";
import { parentPort, workerData } from "node:worker_threads";
import { openReadOnlyDatabase } from "./connection.ts";
import type { ReadJob, ReadResult, ReadThreadData } from "./read-jobs.ts";
import { cachedStatement } from "./statement-cache.ts";

const db = openReadOnlyDatabase((workerData as ReadThreadData).path);

parentPort?.on("message", (job: ReadJob) => {
  if ("close" in job) {
    // the connection closes before the thread ends, so the server's own close is the last one
    db.close();
    parentPort?.close();
    return;
  }
  let result: ReadResult;
  try {
    result = { id: job.id, rows: cachedStatement(db, job.sql).all(...(job.params as SQLInputValue[])) };
  } catch (err) {
    result = { id: job.id, error: err instanceof Error ? err.message : String(err) };
  }
  parentPort?.postMessage(result);
});
