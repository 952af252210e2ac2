/** Usage note: frappe-charts loads on demand; a blank frame of the same height shows meanwhile. */
import { lazy, Suspense } from "react";
import type { LogsChartBucket } from "../../../../../shared/logs/logs-stats.ts";

export interface RequestsChartProps {
  /** Evenly spaced buckets (shared/logs/logs-stats chartBuckets); errors draw as a second, danger-coloured line. */
  buckets: readonly LogsChartBucket[];
  /** Called with the bucket indexes at both ends of a drag across the chart. */
  onZoom?: (start: number, end: number) => void;
}

const loadFrappeChart = () => import("./FrappeRequestsChart.tsx");
const FrappeRequestsChart = lazy(loadFrappeChart);

/** Starts loading the chart library now (a page that will show the chart, while its data loads). */
export function preloadRequestsChart(): void {
  void loadFrappeChart();
}

/** The requests-over-time line chart. */
export function RequestsChart(props: RequestsChartProps) {
  return (
    <Suspense fallback={<div className="requests-chart requests-chart-loading" aria-busy="true" />}>
      <FrappeRequestsChart {...props} />
    </Suspense>
  );
}
