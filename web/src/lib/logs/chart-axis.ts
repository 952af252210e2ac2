/** @module The requests chart's axis labels and tooltip titles (spec: at most 15 x ticks, 6 y ticks, tooltips 'DD h a'). */

/** At most this many labelled ticks on the time axis. */
export const CHART_MAX_X_TICKS = 15;
/** At most this many ticks on the count axis (frappe's own intervals never pass it for counts from 0). */
export const CHART_MAX_Y_TICKS = 6;

const MINUTE = 60_000;
const HOUR = 3_600_000;
const DAY = 86_400_000;
/** Width of a label's character and the least room between two labels, in px (11 px axis text; generous). */
const CHAR_PX = 7;
const LABEL_GAP_PX = 14;
/** 1970-01-05 was a Monday: weeks are counted from it. */
const FIRST_MONDAY = 4 * DAY;

const MEDIUM_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "short",
  day: "numeric",
  year: "numeric",
});
const MONTH_DAY = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", day: "numeric" });
const MONTH_YEAR = new Intl.DateTimeFormat("en-US", { timeZone: "UTC", month: "short", year: "numeric" });

/** One labelled tick of the time axis. */
export interface XTick {
  /** Where it stands across the plot: 0 is the first point's bucket start, 1 the last point's. */
  at: number;
  label: string;
}

/** A step between ticks: a fixed length aligned to UTC (minutes, hours, days, Monday weeks) or whole months. */
type TickStep = { ms: number; offset?: number } | { months: number };

const STEPS: TickStep[] = [
  ...[1, 2, 5, 10, 15, 30].map((m) => ({ ms: m * MINUTE })),
  ...[1, 2, 3, 6, 12].map((h) => ({ ms: h * HOUR })),
  { ms: DAY },
  { ms: 2 * DAY },
  { ms: 7 * DAY, offset: FIRST_MONDAY },
  ...[1, 2, 3, 6, 12].map((months) => ({ months })),
];

/** The whole-step times from `from` to `to` (inclusive), UTC. */
function stepTimes(step: TickStep, from: number, to: number): number[] {
  const times: number[] = [];
  if ("ms" in step) {
    const offset = step.offset ?? 0;
    for (let t = Math.ceil((from - offset) / step.ms) * step.ms + offset; t <= to; t += step.ms)
      times.push(t);
    return times;
  }
  const start = new Date(from);
  let month = start.getUTCFullYear() * 12 + start.getUTCMonth();
  month = Math.ceil(month / step.months) * step.months;
  for (;;) {
    const t = Date.UTC(Math.floor(month / 12), month % 12, 1);
    if (t > to) return times;
    if (t >= from) times.push(t);
    month += step.months;
  }
}

/** `14:00` under a day, `Jan 2` for a day (and for midnight among hours), `Jan 2025` for months, `2025` for years. */
function tickLabel(step: TickStep, time: number): string {
  const date = new Date(time);
  if ("months" in step) return step.months >= 12 ? String(date.getUTCFullYear()) : MONTH_YEAR.format(date);
  if (step.ms >= DAY || time % DAY === 0) return MONTH_DAY.format(date);
  return date.toISOString().slice(11, 16);
}

/** How many labels of `chars` characters fit side by side across `plotWidth` px, at most 15. */
export function xTicksFitting(plotWidth: number, chars: number): number {
  return Math.min(CHART_MAX_X_TICKS, Math.floor(plotWidth / (chars * CHAR_PX + LABEL_GAP_PX)));
}

/**
 * The time axis's labelled ticks for evenly spaced buckets drawn across `plotWidth` px: the finest
 * whole minutes, hours, days, weeks or months that fit without overlapping, at most 15.
 * @example xTicks(hourlyBucketsOfAWeek, 900) // one a day: [{ at: 0, label: "Jan 1" }, …]
 */
export function xTicks(buckets: ReadonlyArray<{ time: number; span: number }>, plotWidth: number): XTick[] {
  if (buckets.length === 0 || plotWidth <= 0) return [];
  const first = buckets[0].time;
  const last = buckets[buckets.length - 1].time;
  const span = buckets[0].span;
  // point i stands at the middle of its slot: slot i of n
  const at = (time: number) => ((time - first) / span + 0.5) / buckets.length;
  let fallback: XTick[] = [];
  for (const step of STEPS) {
    // far too many to fit: skip without listing them (minutes over years)
    const length = "ms" in step ? step.ms : step.months * 28 * DAY;
    if ((last - first) / length > CHART_MAX_X_TICKS + 1) continue;
    const ticks = stepTimes(step, first, last).map((time) => ({
      at: at(time),
      label: tickLabel(step, time),
    }));
    if (ticks.length === 0) break;
    const widest = Math.max(...ticks.map((tick) => tick.label.length));
    if (ticks.length <= xTicksFitting(plotWidth, widest)) return ticks;
    fallback = ticks.slice(0, 1);
  }
  return fallback;
}

/**
 * A bucket's tooltip title in the 'DD h a' format: medium date, 12-hour clock hour and AM/PM
 * ("Jan 1, 2025 3 PM"), in UTC like the logs' created column. Buckets shorter than an hour add the
 * minutes ("Jan 1, 2025 3:05 PM"), or two buckets of the same hour would read alike.
 */
export function chartTooltipTitle(time: number, span: number): string {
  const date = new Date(time);
  const hours = date.getUTCHours();
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  const minutes = span < HOUR ? `:${String(date.getUTCMinutes()).padStart(2, "0")}` : "";
  return `${MEDIUM_DATE.format(date)} ${hour}${minutes} ${hours < 12 ? "AM" : "PM"}`;
}
