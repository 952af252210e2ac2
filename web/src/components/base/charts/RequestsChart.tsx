/** Usage note: frappe-charts loads on demand; a blank frame of the same height shows meanwhile. */

import type { LogsChartBucket } from "../../../../../shared/logs/logs-stats.ts";
import { onDemand, useOnDemand } from "../../../lib/on-demand.ts";

export interface RequestsChartProps {
  /** Evenly spaced buckets (shared/logs/logs-stats chartBuckets); errors draw as a second, danger-coloured line. */
  buckets: readonly LogsChartBucket[];
  /** Called with the bucket indexes at both ends of a drag across the chart. */
  onZoom?: (start: number, end: number) => void;
}

const frappeChart = onDemand<RequestsChartProps>(() => import("./FrappeRequestsChart.tsx"));

/** Starts loading the chart library now (a page that will show the chart, while its data loads). */
export function preloadRequestsChart(): void {
  frappeChart.load().catch(() => {}); // a failure shows when the chart renders
}

/** The requests-over-time line chart. */
export function RequestsChart(props: RequestsChartProps) {
  const FrappeRequestsChart = useOnDemand(frappeChart);
  if (FrappeRequestsChart) return <FrappeRequestsChart {...props} />;
  return <div className="requests-chart requests-chart-loading" aria-busy="true" />;
}
