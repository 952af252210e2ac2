/** @module The logs list (through the generation's logs adapter): rows first (skipTotal), pages, filter and endpoint errors, the admin toggle. */
import { atom } from "nanostores";
import type { LogEntry } from "../../../../shared/client/generations/logs-api.ts";
import { errorMessage, handleApiError, isAbortError } from "../../lib/handle-api-error.ts";
import { isFilterError } from "../../lib/logs/log-format.ts";
import { logsApi } from "./logs-api.ts";

export const LOGS_PER_PAGE = 30;
/** localStorage key of the "Include requests by admins" toggle ("1" or "0"). */
export const INCLUDE_ADMIN_LOGS_KEY = "includeAdminLogs";

export const $logs = atom<LogEntry[]>([]);
export const $logsPage = atom(0);
/** Whether the last page came back full (there may be more). */
export const $logsHasMore = atom(false);
/** The number of logs matching `filter` (it comes apart from the rows); shown when it is the rows' filter. */
export const $logsTotal = atom<{ filter: string; total: number } | null>(null);
export const $logsLoading = atom(false);
/** A 400 from the filter: shown under the search box (the list is cleared, as for any failed load). */
export const $logsFilterError = atom("");
/** Any other failure (500, network): shown with a retry. */
export const $logsError = atom("");

function readIncludeAdmins(): boolean {
  try {
    return localStorage.getItem(INCLUDE_ADMIN_LOGS_KEY) === "1";
  } catch {
    return false;
  }
}

export const $includeAdminLogs = atom(readIncludeAdmins());

// persist the toggle
$includeAdminLogs.listen((value) => {
  try {
    localStorage.setItem(INCLUDE_ADMIN_LOGS_KEY, value ? "1" : "0");
  } catch {
    // storage may be unavailable (private mode): the toggle still works for the session
  }
});

/** Turns the "Include requests by admins" toggle on or off. */
export function setIncludeAdminLogs(value: boolean): void {
  $includeAdminLogs.set(value);
}

let currentFilter: string | null = null;
let sequence = 0;

/** The filter of the rows shown (null before the first load). */
export function currentLogsFilter(): string | null {
  return currentFilter;
}

/** Loads a page of logs without their count; page 1 replaces the list, later pages append. */
export async function loadLogs(filter: string, page = 1): Promise<void> {
  const mine = ++sequence;
  $logsLoading.set(true);
  try {
    const items = await logsApi().list(page, LOGS_PER_PAGE, { filter, requestKey: "logs_list" });
    if (mine !== sequence) return;
    currentFilter = filter;
    $logsFilterError.set("");
    $logsError.set("");
    const known = page === 1 ? [] : $logs.get();
    const ids = new Set(known.map((log) => log.id));
    // later pages may overlap when new rows arrived in between: keep each row once
    $logs.set([...known, ...items.filter((log) => !ids.has(log.id))]);
    $logsPage.set(page);
    $logsHasMore.set(items.length >= LOGS_PER_PAGE);
  } catch (err) {
    if (isAbortError(err) || mine !== sequence) return;
    if (isFilterError(err)) {
      handleApiError(err, { notify: false }); // silence filter errors
      $logsFilterError.set(errorMessage(err));
    } else {
      handleApiError(err);
      $logsError.set(errorMessage(err));
    }
    // the error catalogue: a failed list load clears the list (rows of another filter would mislead)
    $logs.set([]);
    $logsPage.set(0);
    $logsHasMore.set(false);
  } finally {
    if (mine === sequence) $logsLoading.set(false);
  }
}

/** Loads the next page of the rows shown. */
export async function loadMoreLogs(): Promise<void> {
  if (currentFilter === null || $logsLoading.get() || !$logsHasMore.get()) return;
  await loadLogs(currentFilter, $logsPage.get() + 1);
}

/** Sets the total of a filter once it is known (from the stats, or a count). */
export function setLogsTotal(filter: string, total: number): void {
  $logsTotal.set({ filter, total });
}

/** Puts newer rows first (live tail), each once, and grows the total by the rows added. */
export function prependLogs(items: LogEntry[]): number {
  const list = $logs.get();
  const ids = new Set(list.map((log) => log.id));
  const fresh = items.filter((log) => !ids.has(log.id));
  if (fresh.length === 0) return 0;
  $logs.set([...fresh, ...list]);
  const total = $logsTotal.get();
  if (total) $logsTotal.set({ ...total, total: total.total + fresh.length });
  return fresh.length;
}
