/** @module The requests chart: hourly stats and error stats of the current filter; the total comes from them. */
import { atom } from "nanostores";
import { countRequestLogs, requestLogStats } from "../../../../shared/client/logs.ts";
import {
  type HourlyStat,
  joinFilters,
  LOGS_ERRORS_FILTER,
  statsTotal,
} from "../../../../shared/logs-query.ts";
import { pb } from "../../lib/api.ts";
import { errorMessage, handleApiError, isAbortError } from "../../lib/handle-api-error.ts";
import { isFilterError } from "../../lib/logs/log-format.ts";
import { setLogsTotal } from "./logs.ts";

export const $logsStats = atom<HourlyStat[]>([]);
export const $logsErrorStats = atom<HourlyStat[]>([]);
export const $logsStatsLoading = atom(false);
/** A failure other than a bad filter (500, network): the chart shows a retry. */
export const $logsStatsError = atom("");

let sequence = 0;

async function countApart(filter: string, mine: number): Promise<void> {
  try {
    const total = await countRequestLogs(pb, filter, "logs_count");
    if (mine === sequence) setLogsTotal(filter, total);
  } catch (err) {
    if (!isAbortError(err)) console.warn(err);
  }
}

/**
 * Loads the stats of a filter, then its error stats (status >= 400) for the marks. The sum of the
 * stats is the list total, so no separate count query runs unless the stats fail.
 */
export async function loadLogsStats(filter: string): Promise<void> {
  const mine = ++sequence;
  $logsStatsLoading.set(true);
  try {
    const stats = await requestLogStats(pb, filter, "logs_stats");
    if (mine !== sequence) return;
    $logsStats.set(stats);
    $logsStatsError.set("");
    setLogsTotal(filter, statsTotal(stats));
    $logsStatsLoading.set(false);
    const errors = await requestLogStats(pb, joinFilters(filter, LOGS_ERRORS_FILTER), "logs_error_stats");
    if (mine === sequence) $logsErrorStats.set(errors);
  } catch (err) {
    if (isAbortError(err) || mine !== sequence) return;
    if (isFilterError(err)) {
      console.warn(err); // the list shows the filter's message; keep the last good chart
    } else {
      handleApiError(err);
      $logsStatsError.set(errorMessage(err));
      $logsStats.set([]);
      $logsErrorStats.set([]);
      void countApart(filter, mine);
    }
  } finally {
    if (mine === sequence) $logsStatsLoading.set(false);
  }
}
