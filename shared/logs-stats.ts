/** @module Hourly request stats (GET /api/logs/requests/stats) turned into evenly spaced chart buckets. */

/** Requests counted in one UTC hour, as the stats endpoint returns them. */
export interface HourlyStat {
  total: number;
  date: string;
}

/** One point of the requests chart. */
export interface LogsChartBucket {
  /** Start of the bucket, epoch ms. */
  time: number;
  /** Length of the bucket in ms (one hour, or several when the span is long). */
  span: number;
  total: number;
  /** Requests with status >= 400 in the bucket. */
  errors: number;
}

const HOUR = 3_600_000;

/** Most points a chart gets; longer spans merge hours into wider buckets. */
export const MAX_CHART_BUCKETS = 240;

/** The sum of `total` over the stats (the chart hint's `{n} log(s)`). */
export function statsTotal(stats: readonly HourlyStat[]): number {
  let sum = 0;
  for (const stat of stats) sum += Number(stat.total) || 0;
  return sum;
}

/** Epoch ms of a stats date (`2024-01-01 10:00:00.000Z`), NaN when unreadable. */
export function statTime(date: string): number {
  return Date.parse(date.replace(" ", "T"));
}

function floorHour(time: number): number {
  return Math.floor(time / HOUR) * HOUR;
}

/**
 * Evenly spaced buckets from the hourly stats and the hourly error stats: empty hours between
 * the first and the last (or the given bounds) count 0, and spans longer than MAX_CHART_BUCKETS
 * hours merge into wider buckets.
 */
export function chartBuckets(
  stats: readonly HourlyStat[],
  errorStats: readonly HourlyStat[] = [],
  bounds: { from: number | null; to: number | null } = { from: null, to: null },
): LogsChartBucket[] {
  const totals = new Map<number, number>();
  const errors = new Map<number, number>();
  for (const stat of stats) {
    const time = statTime(stat.date);
    if (Number.isFinite(time)) totals.set(floorHour(time), (totals.get(floorHour(time)) ?? 0) + stat.total);
  }
  for (const stat of errorStats) {
    const time = statTime(stat.date);
    if (Number.isFinite(time)) errors.set(floorHour(time), (errors.get(floorHour(time)) ?? 0) + stat.total);
  }
  const times = [...totals.keys()];
  if (times.length === 0 && (bounds.from === null || bounds.to === null)) return [];
  const first = floorHour(bounds.from ?? Math.min(...times));
  const last = floorHour(bounds.to ?? Math.max(...times));
  if (last < first) return [];
  const hours = (last - first) / HOUR + 1;
  const step = Math.max(1, Math.ceil(hours / MAX_CHART_BUCKETS));
  const buckets: LogsChartBucket[] = [];
  for (let start = first; start <= last; start += step * HOUR) {
    let total = 0;
    let failed = 0;
    for (let i = 0; i < step; i++) {
      total += totals.get(start + i * HOUR) ?? 0;
      failed += errors.get(start + i * HOUR) ?? 0;
    }
    buckets.push({ time: start, span: step * HOUR, total, errors: failed });
  }
  return buckets;
}

/** The time range covered by the buckets from index `start` to `end` (inclusive, any order). */
export function bucketsRange(
  buckets: readonly LogsChartBucket[],
  start: number,
  end: number,
): { from: number; to: number } | null {
  if (buckets.length === 0) return null;
  const clamp = (i: number) => Math.min(buckets.length - 1, Math.max(0, Math.round(i)));
  const a = buckets[clamp(Math.min(start, end))];
  const b = buckets[clamp(Math.max(start, end))];
  return { from: a.time, to: b.time + b.span - 1 };
}
