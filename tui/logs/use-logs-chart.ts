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
  const { from, to } = bounds;
  // the count belongs to one query: a render never shows the previous filter's count
  const key = `${reloadKey} ${from} ${to} ${filter}`;
  const [chart, setChart] = useState<LogsChart & { key: string }>({ key: "", buckets: [], total: null });
  useEffect(() => {
    let live = true;
    Promise.all([
      requestLogStats(client.pb, filter, null),
      requestLogStats(client.pb, joinFilters(filter, LOGS_ERRORS_FILTER), null),
    ]).then(
      ([stats, errors]) =>
        live &&
        setChart({ key, buckets: chartBuckets(stats, errors, { from, to }), total: statsTotal(stats) }),
      (err) => live && !isAbortError(err) && setChart({ key, buckets: [], total: 0 }),
    );
    return () => {
      live = false;
    };
  }, [client, filter, from, to, key]);
  return { buckets: chart.buckets, total: chart.key === key ? chart.total : null };
}
