/** @module The embedded backend's SQL console (`/api/pbdeck/sql`); a remote PocketBase v0.18 has none. */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";

/** The limits the backend applies to each statement. */
export interface SqlConsoleLimits {
  rowLimit: number;
  /** The most bytes of rows (as JSON) one result holds. */
  byteLimit: number;
  timeLimitMs: number;
}

/**
 * The answer to one statement: columns, rows as arrays in column order, whether rows were left out and
 * which limit cut them (the row count, or the result's size in bytes). Text cells longer than the
 * backend's cell limit come back cut, ending with "… (cut: N characters in all)".
 */
export interface SqlConsoleResult {
  columns: string[];
  rows: unknown[][];
  truncated: boolean;
  truncatedBy: "rows" | "bytes" | null;
  changes: number;
}

/**
 * The SQL console's limits, or null when the backend has no SQL console (it answers 404).
 * @throws ClientResponseError for any other failure (401 for a non-admin).
 */
export async function sqlConsoleLimits(pb: PocketBase): Promise<SqlConsoleLimits | null> {
  try {
    return await pb.send<SqlConsoleLimits>("/api/pbdeck/sql", { method: "GET", requestKey: null });
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return null;
    throw err;
  }
}

/**
 * Runs one statement, read-only unless `write` (then in a transaction).
 * @throws ClientResponseError 400 with SQLite's message for bad SQL, a refused write or the time limit;
 *   429 when too many queries run at once (or, for a write, the database stays busy): try again.
 */
export function runSqlQuery(pb: PocketBase, query: string, write = false): Promise<SqlConsoleResult> {
  return pb.send<SqlConsoleResult>("/api/pbdeck/sql", {
    method: "POST",
    body: { query, write },
    requestKey: null,
  });
}

/** A view query's dry run: the fields a save would create and the first rows. */
export interface ViewQueryPreview {
  fields: { name: string; type: string }[];
  columns: string[];
  rows: unknown[][];
}

/**
 * Previews a view collection's query without saving (embedded backend only; 404 on a remote PocketBase).
 * @throws ClientResponseError 400 with `data.query` ("Invalid query - ...") when the query fails.
 */
export function previewViewQuery(pb: PocketBase, query: string): Promise<ViewQueryPreview> {
  return pb.send<ViewQueryPreview>("/api/pbdeck/view-preview", {
    method: "POST",
    body: { query },
    requestKey: "pbdeck-view-preview", // a newer keystroke cancels the older preview
  });
}
