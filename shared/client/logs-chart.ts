/**
 * @module The requests chart's counts for a filter and a bucket size, from any backend: pbdeck's
 * stats count any bucket size; a PocketBase v0.18 server counts hours only, so a small range is
 * counted from the list instead, and a large one stays hourly (and says so).
 */
import type PocketBase from "pocketbase";
import { joinFilters, LOGS_ERRORS_FILTER } from "../logs/logs-query.ts";
import { type BucketStat, countIntoStats, HOURLY, statsTotal, statsUnitMs } from "../logs/logs-stats.ts";
import type { LogsApi } from "./generations/logs-api.ts";
import { requestLogsV018 } from "./generations/v018/request-logs.ts";

/** Most requests counted from the list when the stats are hourly only (one page, PocketBase's maximum). */
export const LIST_COUNT_LIMIT = 500;

/** The note on a chart kept hourly because the server's stats are hourly only. */
export const HOURLY_ONLY_NOTE = "hourly: this server counts requests per hour only";

export interface ChartStats {
  /** Requests per unit, and those with status >= 400 per unit. */
  stats: BucketStat[];
  errors: BucketStat[];
  /** The unit both are counted in (ms): the bucket size asked for, or one hour. */
  unitMs: number;
  /** Whether a smaller bucket was asked for and the chart stays hourly (too many requests to list). */
  hourlyOnly: boolean;
}

/** pbdeck's stats with their `errors` counts as two lists, the shape of two separate answers. */
function splitErrors(counted: readonly BucketStat[]): { stats: BucketStat[]; errors: BucketStat[] } {
  const stats: BucketStat[] = [];
  const errors: BucketStat[] = [];
  for (const { errors: failed, ...stat } of counted) {
    stats.push(stat);
    if (failed) errors.push({ ...stat, total: failed });
  }
  return { stats, errors };
}

/**
 * Counts requests matching `filter` per bucket of `bucketMs`; `requestKey` prefixes the SDK's cancel
 * keys (null: never cancelled).
 * @throws ClientResponseError 400 for a bad filter, and whatever the stats or the list throw
 * @example const chart = await loadChartStats(pb, filter, chartBucketMs(15 * 60_000), null);
 */
export function loadChartStats(
  pb: PocketBase,
  filter: string,
  bucketMs: number,
  requestKey: string | null = null,
): Promise<ChartStats> {
  return loadLogsChartStats(requestLogsV018(pb), filter, bucketMs, requestKey);
}

/**
 * loadChartStats through the logs adapter of the server's generation (v0.20+ count every log entry,
 * hourly, and their errors through the request status in `data`). When the errors take a second
 * request, `onTotals` gets the totals first (errors still empty) so a chart can be drawn without
 * waiting for that second scan of the logs.
 * @throws ClientResponseError 400 for a bad filter, and whatever the stats or the list throw
 */
export async function loadLogsChartStats(
  logs: LogsApi,
  filter: string,
  bucketMs: number,
  requestKey: string | null = null,
  onTotals?: (totals: ChartStats) => void,
): Promise<ChartStats> {
  const key = (suffix: string) => (requestKey === null ? null : `${requestKey}_${suffix}`);
  const errorsFilter = joinFilters(filter, LOGS_ERRORS_FILTER);
  // pbdeck counts the errors in the same scan; PocketBase ignores the flag and needs a second request
  const stats = await logs.bucketStats(filter, bucketMs, key("stats"), true);
  const unitMs = statsUnitMs(stats, bucketMs);
  if (stats.length === 0) return { stats, errors: [], unitMs, hourlyOnly: false };
  if (unitMs === bucketMs && stats.every((stat) => stat.errors !== undefined))
    return { ...splitErrors(stats), unitMs, hourlyOnly: false };
  if (unitMs === bucketMs) {
    onTotals?.({ stats, errors: [], unitMs, hourlyOnly: false });
    const errors = await logs.bucketStats(errorsFilter, bucketMs, key("errors"));
    return { stats, errors, unitMs, hourlyOnly: false };
  }
  // the server ignored the bucket size: count a small range from the list, else stay hourly
  if (statsTotal(stats) <= LIST_COUNT_LIMIT) {
    const listed = await logs.times(filter, LIST_COUNT_LIMIT, key("list"));
    if (listed.complete)
      return { ...countIntoStats(listed.items, bucketMs), unitMs: bucketMs, hourlyOnly: false };
  }
  onTotals?.({ stats, errors: [], unitMs: HOURLY, hourlyOnly: true });
  const errors = await logs.bucketStats(errorsFilter, bucketMs, key("errors"));
  return { stats, errors, unitMs: HOURLY, hourlyOnly: true };
}
