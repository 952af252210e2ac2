import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { HOURLY_ONLY_NOTE } from "../../../../shared/client/logs-chart.ts";
import { bucketLabel, bucketsRange, chartBuckets, statsTotal } from "../../../../shared/logs/logs-stats.ts";
import {
  $logsErrorStats,
  $logsHourlyOnly,
  $logsStats,
  $logsStatsError,
  $logsStatsLoading,
  $logsStatsUnit,
} from "../../stores/logs/logs-stats.ts";
import { RequestsChart } from "../base/charts/RequestsChart.tsx";

export interface LogsChartProps {
  /** The shown range's bounds, so empty hours at both ends still count. */
  bounds: { from: number | null; to: number | null };
  onZoom: (range: { from: number; to: number }) => void;
  onRetry: () => void;
}

/**
 * Requests per bucket (minutes on short ranges, hours on long ones) for the current filter, errors
 * marked, with the '{n} log(s)' hint and the bucket size; drag to zoom.
 */
export function LogsChart({ bounds, onZoom, onRetry }: LogsChartProps) {
  const stats = useStore($logsStats);
  const errorStats = useStore($logsErrorStats);
  const loading = useStore($logsStatsLoading);
  const error = useStore($logsStatsError);
  const unit = useStore($logsStatsUnit);
  const hourlyOnly = useStore($logsHourlyOnly);
  const buckets = useMemo(() => {
    // a preset runs to now; all time and open ends follow the data
    const to = bounds.from !== null && bounds.to === null ? Date.now() : bounds.to;
    return chartBuckets(stats, errorStats, { from: bounds.from, to }, unit);
  }, [stats, errorStats, bounds.from, bounds.to, unit]);

  return (
    <section className="logs-chart" aria-label="Requests chart">
      <div className="logs-chart-hint muted">
        {loading ? "Loading..." : `${statsTotal(stats)} log(s)`}
        {!loading && buckets.length > 0 && (
          <span className="logs-chart-bucket"> · per {bucketLabel(buckets[0].span)}</span>
        )}
        {!loading && hourlyOnly && <span> · {HOURLY_ONLY_NOTE}</span>}
        {!loading && buckets.length > 1 && <span> · drag across the chart to zoom</span>}
      </div>
      {/* kept mounted so it fades out as well as in (150 ms, logs.css) */}
      <div className={`chart-loader${loading ? " chart-loader-shown" : ""}`} aria-hidden="true">
        <span className="spinner" />
      </div>
      {error ? (
        <div className="state-panel state-error" role="alert">
          {error}
          <button type="button" className="btn btn-sm btn-secondary" onClick={onRetry}>
            Retry
          </button>
        </div>
      ) : buckets.length === 0 ? (
        <div className="requests-chart requests-chart-empty" />
      ) : (
        <RequestsChart
          buckets={buckets}
          onZoom={(start, end) => {
            const range = bucketsRange(buckets, start, end);
            if (range) onZoom(range);
          }}
        />
      )}
    </section>
  );
}
