/** @module Live tail of the logs: poll the list endpoint for rows created since the newest one shown. */
import { atom } from "nanostores";
import type { LogEntry } from "../../../../shared/client/generations/logs-api.ts";
import { formatDateTime } from "../../../../shared/dates.ts";
import { joinFilters } from "../../../../shared/logs/logs-query.ts";
import { handleApiError, isAbortError } from "../../lib/handle-api-error.ts";
import { $logs, currentLogsFilter, prependLogs } from "./logs.ts";
import { logsApi } from "./logs-api.ts";

/** How often the tail asks for new rows (ms). */
export const FOLLOW_INTERVAL = 1500;
const FOLLOW_BATCH = 200;

export const $logsFollow = atom(false);
/** New rows held back while the list is hovered or scrolled away ("N new"). */
export const $logsPending = atom<LogEntry[]>([]);

let since = "";

/** Turns the live tail on or off. */
export function setLogsFollow(on: boolean): void {
  since = formatDateTime(new Date());
  $logsPending.set([]);
  $logsFollow.set(on);
}

function newestCreated(): string {
  let newest = since;
  for (const log of [...$logsPending.get().slice(0, 1), ...$logs.get().slice(0, 1)]) {
    if (log.created > newest) newest = log.created;
  }
  return newest;
}

/**
 * Fetches rows created at or after the newest one shown (ids already known are dropped, so rows
 * of the same millisecond are not lost). Held rows wait in $logsPending; others go on top.
 */
export async function pollNewLogs(hold: boolean): Promise<void> {
  const filter = currentLogsFilter();
  if (filter === null || !$logsFollow.get()) return;
  const cursor = newestCreated();
  try {
    const items = await logsApi().list(1, FOLLOW_BATCH, {
      filter: joinFilters(filter, `created >= "${cursor}"`),
      requestKey: "logs_follow",
    });
    if (!$logsFollow.get() || filter !== currentLogsFilter()) return;
    const known = new Set([...$logs.get(), ...$logsPending.get()].map((log) => log.id));
    const fresh = items.filter((log) => !known.has(log.id));
    if (fresh.length === 0) return;
    if (hold) $logsPending.set([...fresh, ...$logsPending.get()]);
    else prependLogs(fresh);
  } catch (err) {
    if (isAbortError(err)) return;
    const status = (err as { status?: number }).status;
    // an ended session signs out as everywhere; any other miss is retried on the next tick
    if (status === 401 || status === 403) handleApiError(err, { notify: false });
    else console.warn(err);
  }
}

/** Shows the held rows. */
export function flushPendingLogs(): void {
  const pending = $logsPending.get();
  if (pending.length === 0) return;
  $logsPending.set([]);
  prependLogs(pending);
}

/** Drops held rows (the list was reloaded for another filter). */
export function clearPendingLogs(): void {
  $logsPending.set([]);
}
