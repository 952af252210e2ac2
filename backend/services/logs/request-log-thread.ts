/**
 * @module The request log thread (see request-logs.ts): appends each batch of entries to `_requests`
 * in one transaction on a connection of its own to logs.db, and purges old entries when asked. The
 * inserts (a WAL append and the six indexes of `_requests`) then hold this thread, not the server's.
 */
import { parentPort, workerData } from "node:worker_threads";
import { openDatabase } from "../../db/connection.ts";
import { type LogBatch, type LogBatchDone, PURGE_SQL } from "./request-log-jobs.ts";

const db = openDatabase((workerData as { path: string }).path);
const insert = db.prepare(
  "INSERT INTO _requests (id, url, method, status, auth, remoteIp, userIp, referer, userAgent, meta, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
);
const purge = db.prepare(PURGE_SQL);

function write(batch: Extract<LogBatch, { rows: unknown }>): LogBatchDone {
  try {
    db.exec("BEGIN");
    for (const row of batch.rows) insert.run(...row);
    db.exec("COMMIT");
  } catch (err) {
    if (db.isTransaction) db.exec("ROLLBACK");
    return { error: err instanceof Error ? err.message : String(err), purged: false };
  }
  if (batch.purgeBefore === null) return { purged: false };
  try {
    return { purged: Number(purge.run(batch.purgeBefore).changes) > 0 };
  } catch (err) {
    return { error: err instanceof Error ? err.message : String(err), purged: false };
  }
}

parentPort?.on("message", (batch: LogBatch) => {
  if ("close" in batch) {
    // closed before the thread ends, so the server's own close is the last one (and removes the -wal)
    db.close();
    parentPort?.close();
    return;
  }
  parentPort?.postMessage(write(batch));
});
