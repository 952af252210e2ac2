/** @module The histogram's data: hourly totals and hourly errors for the filter, as chart buckets. */
import { useEffect, useState } from "react";
import type { Client } from "../../shared/client/index.ts";
import { requestLogStats } from "../../shared/client/logs.ts";
import {
  chartBuckets,
  joinFilters,
  LOGS_ERRORS_FILTER,
  type LogsChartBucket,
  statsTotal,
} from "../../shared/logs-query.ts";
import { isAbortError } from "../common/api-error.ts";

export interface LogsChart {
  buckets: LogsChartBucket[];
  /** Requests in the range (the `{n} log(s)` hint), null while loading. */
  total: number | null;
}

/** Reloads when the filter, the bounds or `reloadKey` change; a failed load leaves the chart empty. */
export function useLogsChart(
  client: Client,
  filter: string,
  bounds: { from: number | null; to: number | null },
  reloadKey: number,
): LogsChart {
  const [chart, setChart] = useState<LogsChart>({ buckets: [], total: null });
  const { from, to } = bounds;
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey forces a reload with the same filter
  useEffect(() => {
    let live = true;
    setChart((c) => ({ ...c, total: null }));
    Promise.all([
      requestLogStats(client.pb, filter, null),
      requestLogStats(client.pb, joinFilters(filter, LOGS_ERRORS_FILTER), null),
    ]).then(
      ([stats, errors]) =>
        live && setChart({ buckets: chartBuckets(stats, errors, { from, to }), total: statsTotal(stats) }),
      (err) => live && !isAbortError(err) && setChart({ buckets: [], total: 0 }),
    );
    return () => {
      live = false;
    };
  }, [client, filter, from, to, reloadKey]);
  return chart;
}
