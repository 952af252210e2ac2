/**
 * @module The messages between the request log writer (request-logs.ts) and its thread
 * (request-log-thread.ts), and the purge both the thread and a settings change run (logs.ts).
 */

/** Deletes the entries created at or before its one parameter. */
export const PURGE_SQL = "DELETE FROM _requests WHERE created <= ?";

/** One `_requests` row: id, url, method, status, auth, remoteIp, userIp, referer, userAgent, meta, created, updated. */
export type LogRow = [
  string,
  string,
  string,
  number,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
  string,
];

/** A batch to append (and the purge's date limit when one is due), or the order to close. */
export type LogBatch = { rows: LogRow[]; purgeBefore: string | null } | { close: true };

/** What the thread did with a batch: whether the purge deleted entries, and the failure if any. */
export interface LogBatchDone {
  purged: boolean;
  error?: string;
}
