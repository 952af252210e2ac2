/**
 * @module Request stats (GET /api/logs/requests/stats) turned into evenly spaced chart buckets, and
 * the bucket size a range gets: minutes for short ranges, hours for long ones.
 */

/** Requests counted in one UTC hour, as the stats endpoint returns them. */
export interface HourlyStat {
  total: number;
  date: string;
}

/**
 * Requests counted in one bucket. pbdeck's stats endpoint takes a `bucket` size (seconds) and then
 * says it in every entry; PocketBase ignores the parameter and answers hourly without it.
 */
export interface BucketStat extends HourlyStat {
  bucket?: number;
  /** Those with status >= 400: pbdeck counts them in the same answer when asked (`errors=1`). */
  errors?: number;
}

/** One point of the requests chart. */
export interface LogsChartBucket {
  /** Start of the bucket, epoch ms. */
  time: number;
  /** Length of the bucket in ms (the stats' unit, or several units when the span is long). */
  span: number;
  total: number;
  /** Requests with status >= 400 in the bucket. */
  errors: number;
}

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** One hour in ms: the unit of PocketBase's stats. */
export const HOURLY = HOUR;

/** Most points a chart gets; longer spans merge units into wider buckets. */
export const MAX_CHART_BUCKETS = 240;

/** The sizes a chart bucket may have, smallest first: whole minutes, then whole hours. */
const BUCKET_SIZES = [1, 2, 5, 10, 15, 30].map((m) => m * MINUTE);

/**
 * The bucket size (ms) for a range of `spanMs`: up to 24 h, the smallest of 1, 2, 5, 10, 15 or 30
 * minutes that keeps within MAX_CHART_BUCKETS; beyond, hours (merged further by chartBuckets on long
 * spans). So 15 min and 1 h get 1 minute, 24 h gets 10 minutes, 7 d and an open range ("all") hours.
 * @example chartBucketMs(15 * 60_000) // 60_000
 */
export function chartBucketMs(spanMs: number | null): number {
  if (spanMs === null || !Number.isFinite(spanMs) || spanMs <= 0 || spanMs > 24 * HOUR) return HOUR;
  return BUCKET_SIZES.find((size) => Math.ceil(spanMs / size) <= MAX_CHART_BUCKETS) ?? HOUR;
}

/** A bucket size in words for the chart: `1 min`, `10 min`, `1 h`, `3 h`. */
export function bucketLabel(spanMs: number): string {
  return spanMs < HOUR ? `${Math.round(spanMs / MINUTE)} min` : `${Math.round(spanMs / HOUR)} h`;
}

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

/**
 * The unit (ms) the stats were counted in: the `bucket` they say (pbdeck), else one hour
 * (PocketBase). Empty stats are taken as `asked`: there is nothing to draw either way.
 */
export function statsUnitMs(stats: readonly BucketStat[], asked: number): number {
  if (stats.length === 0) return asked;
  const bucket = Number(stats[0].bucket);
  return Number.isFinite(bucket) && bucket > 0 ? bucket * 1000 : HOUR;
}

/**
 * Counts request times into stats of `unitMs` (for a server whose stats are hourly only, from the
 * list): all of them, and those with status >= 400 apart.
 */
export function countIntoStats(
  entries: ReadonlyArray<{ created: string; status: number }>,
  unitMs: number,
): { stats: BucketStat[]; errors: BucketStat[] } {
  const totals = new Map<number, number>();
  const failed = new Map<number, number>();
  for (const item of entries) {
    const time = statTime(item.created);
    if (!Number.isFinite(time)) continue;
    const start = Math.floor(time / unitMs) * unitMs;
    totals.set(start, (totals.get(start) ?? 0) + 1);
    if (Number(item.status) >= 400) failed.set(start, (failed.get(start) ?? 0) + 1);
  }
  const asStats = (counts: Map<number, number>): BucketStat[] =>
    [...counts]
      .sort((a, b) => a[0] - b[0])
      .map(([start, total]) => ({ total, date: new Date(start).toISOString().replace("T", " ") }));
  return { stats: asStats(totals), errors: asStats(failed) };
}

/**
 * Evenly spaced buckets from the stats and the error stats, counted in units of `unitMs` (one hour
 * by default, PocketBase's stats): empty units between the first and the last (or the given bounds)
 * count 0, and spans longer than MAX_CHART_BUCKETS units merge into wider buckets.
 */
export function chartBuckets(
  stats: readonly HourlyStat[],
  errorStats: readonly HourlyStat[] = [],
  bounds: { from: number | null; to: number | null } = { from: null, to: null },
  unitMs: number = HOUR,
): LogsChartBucket[] {
  const floor = (time: number) => Math.floor(time / unitMs) * unitMs;
  const count = (list: readonly HourlyStat[]) => {
    const counts = new Map<number, number>();
    for (const stat of list) {
      const time = statTime(stat.date);
      if (Number.isFinite(time)) counts.set(floor(time), (counts.get(floor(time)) ?? 0) + stat.total);
    }
    return counts;
  };
  const totals = count(stats);
  const errors = count(errorStats);
  const times = [...totals.keys()];
  if (times.length === 0 && (bounds.from === null || bounds.to === null)) return [];
  const first = floor(bounds.from ?? Math.min(...times));
  const last = floor(bounds.to ?? Math.max(...times));
  if (last < first) return [];
  const units = (last - first) / unitMs + 1;
  const step = Math.max(1, Math.ceil(units / MAX_CHART_BUCKETS));
  const buckets: LogsChartBucket[] = [];
  for (let start = first; start <= last; start += step * unitMs) {
    let total = 0;
    let failed = 0;
    for (let i = 0; i < step; i++) {
      total += totals.get(start + i * unitMs) ?? 0;
      failed += errors.get(start + i * unitMs) ?? 0;
    }
    buckets.push({ time: start, span: step * unitMs, total, errors: failed });
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
