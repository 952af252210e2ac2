/** @module Messages between the server and the SQL runner process (plain JSON over the IPC channel). */

/** What the server asks the runner to do. */
export interface SqlRunRequest {
  /** Absolute path of data.db. */
  dbPath: string;
  sql: string;
  /** Open read-write and run in a transaction; otherwise read-only. */
  write: boolean;
  rowLimit: number;
}

/** A result: the columns, at most `rowLimit` rows (arrays in column order) and whether more were left. */
export interface SqlRunResult {
  columns: string[];
  rows: unknown[][];
  truncated: boolean;
  /** Rows changed by a write (0 for reads). */
  changes: number;
}

export type SqlRunReply = { ok: true; result: SqlRunResult } | { ok: false; message: string };
