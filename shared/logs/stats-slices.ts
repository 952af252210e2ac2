/**
 * @module Hourly stats counted in time slices asked side by side: the span of the logs cut on whole
 * hours (PocketBase counts per hour, so every hour falls in one slice), each slice's `created`
 * bounds joined to the filter, and the slices' answers merged back into one, in date order. The
 * first slice is open below and the last open above, so a log outside the span found beforehand
 * (written meanwhile, or out of row order) is still counted exactly once.
 */
import { formatDateTime } from "../dates.ts";
import { joinFilters } from "./logs-query.ts";
import type { HourlyStat } from "./logs-stats.ts";

const HOUR = 3_600_000;

/** How many slices a long span is cut into: each slice re-reads the table, so more cost more. */
export const STATS_SLICES = 2;

/** The fewest hours a slice spans: a shorter span is asked in one request. */
export const MIN_SLICE_HOURS = 6;

/** One slice's `created` bounds (epoch ms on whole hours): from inclusive, to exclusive; null is open. */
export interface StatsSlice {
  from: number | null;
  to: number | null;
}

/** The one slice that is the whole answer. */
const WHOLE: StatsSlice = { from: null, to: null };

/**
 * The span from the oldest to the newest log (epoch ms) cut into up to `count` slices on whole hours,
 * each at least `minHours` long; one open slice when the span is shorter or unknown.
 * @example hourSlices(Date.parse("2025-01-01T00:10Z"), Date.parse("2025-01-02T23:50Z"), 2) // [{from: null, to: 2025-01-02T00:00Z}, {from: 2025-01-02T00:00Z, to: null}]
 */
export function hourSlices(
  oldest: number,
  newest: number,
  count = STATS_SLICES,
  minHours = MIN_SLICE_HOURS,
): StatsSlice[] {
  if (!Number.isFinite(oldest) || !Number.isFinite(newest) || newest < oldest) return [WHOLE];
  const start = Math.floor(oldest / HOUR) * HOUR;
  const hours = Math.floor(newest / HOUR) - start / HOUR + 1;
  const slices = Math.min(Math.floor(count), Math.floor(hours / Math.max(1, minHours)));
  if (slices <= 1) return [WHOLE];
  const perSlice = Math.ceil(hours / slices) * HOUR;
  const cuts: number[] = [];
  for (let at = 1; at < slices; at++) cuts.push(start + at * perSlice);
  return [null, ...cuts].map((from, at) => ({ from, to: cuts[at] ?? null }));
}

/**
 * `filter` narrowed to a slice, its `created` bounds first (a cheap text comparison, so the rest of
 * the filter is read only for the slice's logs).
 * @example sliceFilter('data.auth != "admin"', { from: null, to: Date.UTC(2025, 0, 2) }) // '(created < "2025-01-02 00:00:00.000Z") && (data.auth != "admin")'
 */
export function sliceFilter(filter: string, slice: StatsSlice): string {
  const bounds: string[] = [];
  if (slice.from !== null) bounds.push(`created >= "${formatDateTime(new Date(slice.from))}"`);
  if (slice.to !== null) bounds.push(`created < "${formatDateTime(new Date(slice.to))}"`);
  return joinFilters(bounds.join(" && "), filter);
}

/**
 * The slices' answers as one: the counts of a date added up (hour-aligned slices never share one,
 * the sum only keeps the merge exact whatever the cuts), sorted by date as the server answers.
 */
export function mergeSliceStats<T extends HourlyStat>(answers: readonly (readonly T[])[]): T[] {
  const byDate = new Map<string, T>();
  for (const answer of answers)
    for (const stat of answer) {
      const seen = byDate.get(stat.date);
      byDate.set(stat.date, seen ? { ...seen, total: Number(seen.total) + Number(stat.total) } : stat);
    }
  return [...byDate.values()].sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
}
