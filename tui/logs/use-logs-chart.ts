/** @module The histogram's data: requests and errors per bucket (sized from the range) for the filter. */
import { useEffect, useState } from "react";
import type { LogsApi } from "../../shared/client/generations/logs-api.ts";
import { loadLogsChartStats } from "../../shared/client/logs-chart.ts";
import {
  chartBucketMs,
  chartBuckets,
  type LogsChartBucket,
  statsTotal,
} from "../../shared/logs/logs-stats.ts";
import { isAbortError } from "../common/api-error.ts";

export interface LogsChart {
  buckets: LogsChartBucket[];
  /** Requests in the range (the `{n} log(s)` hint), null while loading. */
  total: number | null;
  /** Whether the server's stats are hourly only and the chart stays hourly (too many requests to list). */
  hourlyOnly: boolean;
}

interface Loaded {
  key: string;
  buckets: LogsChartBucket[];
  total: number | null;
  hourlyOnly: boolean;
}

/**
 * Reloads when the filter, the bounds or `reloadKey` change; a failed load leaves the chart empty.
 * The bucket size follows the range: minutes for 15 min and 1 h, 10 minutes for 24 h, hours beyond.
 * `api` is the logs adapter of the server's generation (null while not known: nothing loads).
 */
export function useLogsChart(
  api: LogsApi | null,
  filter: string,
  bounds: { from: number | null; to: number | null },
  reloadKey: number,
): LogsChart {
  const { from, to } = bounds;
  // the count belongs to one query: a render never shows the previous filter's count
  const key = `${reloadKey} ${from} ${to} ${filter}`;
  const [chart, setChart] = useState<Loaded>({ key: "", buckets: [], total: null, hourlyOnly: false });
  useEffect(() => {
    let live = true;
    if (!api) return;
    const span = from !== null && to !== null ? to - from : null;
    loadLogsChartStats(api, filter, chartBucketMs(span), null).then(
      ({ stats, errors, unitMs, hourlyOnly }) =>
        live &&
        setChart({
          key,
          buckets: chartBuckets(stats, errors, { from, to }, unitMs),
          total: statsTotal(stats),
          hourlyOnly,
        }),
      (err) => live && !isAbortError(err) && setChart({ key, buckets: [], total: 0, hourlyOnly: false }),
    );
    return () => {
      live = false;
    };
  }, [api, filter, from, to, key]);
  const current = chart.key === key;
  return {
    buckets: chart.buckets,
    total: current ? chart.total : null,
    hourlyOnly: current && chart.hourlyOnly,
  };
}
