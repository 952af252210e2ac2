import type { XTick } from "../../../lib/logs/chart-axis.ts";

/** Where the chart's plot stands in its frame, in px: its left and right insets and the top of the axis labels. */
export interface PlotBox {
  left: number;
  right: number;
  top: number;
}

export interface RequestsChartTimeAxisProps {
  ticks: readonly XTick[];
  box: PlotBox;
}

/** The time axis's labels under the requests chart, each centred on its time (lib/logs/chart-axis xTicks). */
export function RequestsChartTimeAxis({ ticks, box }: RequestsChartTimeAxisProps) {
  return (
    <div className="requests-chart-time-axis" style={{ left: box.left, right: box.right, top: box.top }}>
      {ticks.map((tick) => (
        <span key={tick.at} className="requests-chart-time-tick" style={{ left: `${tick.at * 100}%` }}>
          {tick.label}
        </span>
      ))}
    </div>
  );
}
