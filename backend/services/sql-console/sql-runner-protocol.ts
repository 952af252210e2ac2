/** @module Messages between the server and the SQL runner process (plain JSON over the IPC channel). */

/** What the server asks the runner to do. */
export interface SqlRunRequest {
  /** Absolute path of data.db. */
  dbPath: string;
  sql: string;
  /** Open read-write and run in a transaction; otherwise read-only. */
  write: boolean;
  rowLimit: number;
  /** Rows stop being read once their JSON text would pass this many bytes. */
  byteLimit: number;
  /** Longer text cells are cut to this many characters, with a marker. */
  cellCharLimit: number;
  /** The runner kills itself after this long too, even if the server's timer cannot run. */
  timeLimitMs: number;
}

/** Which limit cut the rows: the row count or the result's size. */
export type SqlTruncation = "rows" | "bytes";

/** A result: the columns, the rows that fit the limits (arrays in column order) and whether more were left. */
export interface SqlRunResult {
  columns: string[];
  rows: unknown[][];
  truncated: boolean;
  /** Why rows were left out (null when none were). */
  truncatedBy: SqlTruncation | null;
  /** Rows changed by a write (0 for reads). */
  changes: number;
}

export type SqlRunReply = { ok: true; result: SqlRunResult } | { ok: false; message: string };
