/** Usage note: load lazily through RequestsChart; this module pulls in frappe-charts. */
import { Chart, type ChartData } from "frappe-charts";
import { type MouseEvent, useEffect, useMemo, useRef, useState } from "react";
import type { LogsChartBucket } from "../../../../../shared/logs/logs-stats.ts";
import { chartTooltipTitle, xTicks } from "../../../lib/logs/chart-axis.ts";
import type { RequestsChartProps } from "./RequestsChart.tsx";
import { type PlotBox, RequestsChartTimeAxis } from "./RequestsChartTimeAxis.tsx";

const DARK = "(prefers-color-scheme: dark)";

/** The buckets drawn: a line needs two points, so one busy bucket gets an empty one after it. */
function drawnBuckets(given: readonly LogsChartBucket[]): readonly LogsChartBucket[] {
  return given.length === 1
    ? [...given, { ...given[0], time: given[0].time + given[0].span, total: 0, errors: 0 }]
    : given;
}

function chartData(buckets: readonly LogsChartBucket[]): ChartData {
  return {
    // frappe drops most labels of a long axis by its own rule: RequestsChartTimeAxis draws them instead
    labels: buckets.map(() => ""),
    datasets: [
      { name: "Requests", values: buckets.map((b) => b.total) },
      { name: "Errors", values: buckets.map((b) => b.errors) },
    ],
  };
}

function themeColors(): string[] {
  const style = getComputedStyle(document.documentElement);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return [read("--primary", "#3b5bdb"), read("--danger", "#d9363e")];
}

/** Whether the system is in dark mode, updated when it changes: the chart's colours follow. */
function useDarkMode(): boolean {
  const [dark, setDark] = useState(() => matchMedia(DARK).matches);
  useEffect(() => {
    const query = matchMedia(DARK);
    const onChange = () => setDark(query.matches);
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);
  return dark;
}

/** Index of the bucket nearest to a page x position, from the chart's own axis positions. */
function bucketIndexAt(chart: Chart, clientX: number): number {
  const positions = chart.state.xAxis?.positions ?? [];
  if (positions.length === 0) return -1;
  const box = chart.container.getBoundingClientRect();
  const x = clientX - box.left - chart.measures.margins.left - chart.measures.paddings.left;
  let best = 0;
  for (let i = 1; i < positions.length; i++) {
    if (Math.abs(positions[i] - x) < Math.abs(positions[best] - x)) best = i;
  }
  return best;
}

/**
 * Gives the tooltips their own titles: frappe titles a point with its axis label, blank here (the
 * axis is drawn apart), so each point's title is set after frappe indexes them (on creation, update
 * and resize).
 */
function titleTooltips(chart: Chart, titles: { current: string[] }): void {
  const indexPoints = chart.makeDataByIndex.bind(chart);
  chart.makeDataByIndex = () => {
    indexPoints();
    for (const [index, point] of Object.entries(chart.dataByIndex)) {
      point.formattedLabel = titles.current[Number(index)] ?? point.formattedLabel;
    }
  };
  chart.makeDataByIndex();
}

/** The plot's insets from frappe's measures and the top of its axis (under its tick marks), or null before it draws. */
function plotBox(chart: Chart, host: HTMLElement): PlotBox | null {
  const tick = host.querySelector(".x.axis line");
  if (!tick) return null;
  const { margins, paddings } = chart.measures;
  return {
    left: margins.left + paddings.left,
    right: margins.right + paddings.right,
    top: tick.getBoundingClientRect().bottom - host.getBoundingClientRect().top,
  };
}

/** The frappe line chart of requests (and errors) per bucket; drag across it to zoom in. */
export default function FrappeRequestsChart({ buckets, onZoom }: RequestsChartProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  const chartRef = useRef<Chart | null>(null);
  const dataRef = useRef(buckets);
  dataRef.current = buckets;
  const titlesRef = useRef<string[]>([]);
  titlesRef.current = drawnBuckets(buckets).map((b) => chartTooltipTitle(b.time, b.span));
  const dark = useDarkMode();
  const [drag, setDrag] = useState<{ startX: number; x: number; start: number } | null>(null);
  const [frame, setFrame] = useState<{ box: PlotBox; width: number } | null>(null);
  const ticks = useMemo(
    () => (frame ? xTicks(drawnBuckets(buckets), frame.width - frame.box.left - frame.box.right) : []),
    [buckets, frame],
  );

  // create (again when the theme changes, since colours are fixed at creation)
  // biome-ignore lint/correctness/useExhaustiveDependencies: dark is the re-create trigger
  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const chart = new Chart(host, {
      type: "line",
      data: chartData(drawnBuckets(dataRef.current)),
      height: 180,
      colors: themeColors(),
      animate: false,
      axisOptions: { xIsSeries: 1, xAxisMode: "tick", yAxisMode: "span" },
      lineOptions: { regionFill: 1, hideDots: 1 },
      truncateLegends: true,
    });
    titleTooltips(chart, titlesRef);
    chartRef.current = chart;
    // the time axis follows the frame's width (frappe redraws on resize too)
    const observer = new ResizeObserver(() => {
      const box = plotBox(chart, host);
      setFrame(box ? { box, width: host.clientWidth } : null);
    });
    observer.observe(host);
    return () => {
      observer.disconnect();
      chart.destroy();
      chartRef.current = null;
      host.innerHTML = "";
    };
  }, [dark]);

  // update in place when the data changes
  useEffect(() => {
    chartRef.current?.update(chartData(drawnBuckets(buckets)));
  }, [buckets]);

  function onMouseDown(e: MouseEvent<HTMLDivElement>) {
    const chart = chartRef.current;
    if (!chart || !onZoom || e.button !== 0) return;
    const start = bucketIndexAt(chart, e.clientX);
    if (start >= 0) setDrag({ startX: e.clientX, x: e.clientX, start });
  }

  function onMouseUp(e: MouseEvent<HTMLDivElement>) {
    const chart = chartRef.current;
    const current = drag;
    setDrag(null);
    if (!chart || !current || !onZoom) return;
    const end = bucketIndexAt(chart, e.clientX);
    if (end >= 0 && end !== current.start) onZoom(current.start, end);
  }

  const box = hostRef.current?.getBoundingClientRect();
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: drag-to-zoom is a mouse shortcut; the range buttons do the same from the keyboard
    <div
      className="requests-chart-frame"
      onMouseDown={onMouseDown}
      onMouseMove={(e) => drag && setDrag({ ...drag, x: e.clientX })}
      onMouseUp={onMouseUp}
      onMouseLeave={() => setDrag(null)}
    >
      <div ref={hostRef} className="requests-chart" data-testid="requests-chart" />
      {frame && <RequestsChartTimeAxis ticks={ticks} box={frame.box} />}
      {drag && box && Math.abs(drag.x - drag.startX) > 2 && (
        <div
          className="requests-chart-selection"
          style={{ left: Math.min(drag.x, drag.startX) - box.left, width: Math.abs(drag.x - drag.startX) }}
        />
      )}
    </div>
  );
}
