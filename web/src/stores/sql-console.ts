/** @module The SQL console's state: the statement, the write toggle, the last result or error. */
import { atom } from "nanostores";
import { runSqlQuery, type SqlConsoleResult } from "../../../shared/client/sql-console.ts";
import { pb } from "../lib/api.ts";
import { errorMessage, errorStatus, handleApiError } from "../lib/handle-api-error.ts";

/** The example shown as the empty editor's placeholder (never as text: typing would append to it). */
export const SQL_EXAMPLE = "SELECT name, type FROM _collections ORDER BY name";
export const $sqlQuery = atom("");
/** Writes allowed for the next runs (off by default; each write run is confirmed). */
export const $sqlWrite = atom(false);
export const $sqlResult = atom<SqlConsoleResult | null>(null);
/** SQLite's message for the last run, shown under the editor. */
export const $sqlError = atom("");
export const $sqlRunning = atom(false);

export function setSqlQuery(query: string): void {
  $sqlQuery.set(query);
}

export function setSqlWrite(write: boolean): void {
  $sqlWrite.set(write);
}

/** Runs the current statement (read-only unless writes are on). */
export async function runSql(): Promise<void> {
  if ($sqlRunning.get()) return;
  $sqlRunning.set(true);
  $sqlError.set("");
  try {
    $sqlResult.set(await runSqlQuery(pb, $sqlQuery.get(), $sqlWrite.get()));
  } catch (err) {
    $sqlResult.set(null);
    // SQL errors and "too many queries" are shown inline; other failures (401, network) go through the funnel
    const status = errorStatus(err);
    if (status === 400 || status === 429) $sqlError.set(errorMessage(err));
    else handleApiError(err);
  } finally {
    $sqlRunning.set(false);
  }
}
