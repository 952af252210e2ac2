/**
 * @module The requests chart: requests and errors per bucket of the current filter (the bucket size
 * follows the range, see shared/logs/logs-stats chartBucketMs); the total comes from them.
 */
import { atom } from "nanostores";
import { type ChartStats, loadLogsChartStats } from "../../../../shared/client/logs-chart.ts";
import { type BucketStat, HOURLY, statsTotal } from "../../../../shared/logs/logs-stats.ts";
import { errorMessage, handleApiError, isAbortError } from "../../lib/handle-api-error.ts";
import { rangeBucketMs } from "../../lib/logs/chart-bucket.ts";
import { isFilterError } from "../../lib/logs/log-format.ts";
import { setLogsTotal } from "./logs.ts";
import { logsApi } from "./logs-api.ts";

export const $logsStats = atom<BucketStat[]>([]);
export const $logsErrorStats = atom<BucketStat[]>([]);
/** The unit both stats are counted in (ms): the bucket size asked for, or one hour. */
export const $logsStatsUnit = atom(HOURLY);
/** The server counts per hour only and the range holds too many requests to count finer. */
export const $logsHourlyOnly = atom(false);
export const $logsStatsLoading = atom(false);
/** A failure other than a bad filter (500, network): the chart shows a retry. */
export const $logsStatsError = atom("");

let sequence = 0;

async function countApart(filter: string, mine: number): Promise<void> {
  try {
    const total = await logsApi().count(filter, "logs_count");
    if (mine === sequence) setLogsTotal(filter, total);
  } catch (err) {
    if (!isAbortError(err)) console.warn(err);
  }
}

/**
 * Loads the stats of a filter and its error stats (status >= 400) for the marks, per bucket of
 * the range's size; when the errors take a second request the totals are shown before it answers.
 * The sum of the stats is the list total, so no separate count query runs unless the stats fail.
 */
export async function loadLogsStats(
  filter: string,
  bounds: { from: number | null; to: number | null } = { from: null, to: null },
): Promise<void> {
  const mine = ++sequence;
  $logsStatsLoading.set(true);
  try {
    const show = (chart: ChartStats) => {
      if (mine !== sequence) return;
      $logsStats.set(chart.stats);
      $logsErrorStats.set(chart.errors);
      $logsStatsUnit.set(chart.unitMs);
      $logsHourlyOnly.set(chart.hourlyOnly);
      $logsStatsError.set("");
      setLogsTotal(filter, statsTotal(chart.stats));
      $logsStatsLoading.set(false);
    };
    // a PocketBase server counts the errors in a second scan of the logs (seconds at a million logs):
    // the totals are drawn as soon as they are counted and the errors line joins when it is;
    // pbdeck's own backend answers both at once, so it is shown once, as before
    show(await loadLogsChartStats(logsApi(), filter, rangeBucketMs(bounds), "logs_chart", show));
  } catch (err) {
    if (isAbortError(err) || mine !== sequence) return;
    // the error catalogue: a failed stats load clears the chart (bars of another filter would mislead)
    $logsStats.set([]);
    $logsErrorStats.set([]);
    $logsHourlyOnly.set(false);
    if (isFilterError(err)) {
      console.warn(err); // the list shows the filter's message under the search box: no toast
      $logsStatsError.set("");
    } else {
      handleApiError(err);
      $logsStatsError.set(errorMessage(err));
      void countApart(filter, mine);
    }
  } finally {
    if (mine === sequence) $logsStatsLoading.set(false);
  }
}
