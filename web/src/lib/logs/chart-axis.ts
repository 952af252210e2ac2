/** @module The requests chart's axis labels and tooltip titles (spec: at most 15 x ticks, 6 y ticks, tooltips 'DD h a'). */

/** At most this many labelled ticks on the time axis. */
export const CHART_MAX_X_TICKS = 15;
/** At most this many ticks on the count axis (frappe's own intervals never pass it for counts from 0). */
export const CHART_MAX_Y_TICKS = 6;

const HOUR = 3_600_000;
const MEDIUM_DATE = new Intl.DateTimeFormat("en-US", {
  timeZone: "UTC",
  month: "short",
  day: "numeric",
  year: "numeric",
});

/**
 * The axis labels with all but at most `max` evenly spaced ones blanked (the first one is always
 * kept), so a wide chart of many buckets still shows a readable axis.
 */
export function xTickLabels(labels: readonly string[], max = CHART_MAX_X_TICKS): string[] {
  const step = Math.max(1, Math.ceil(labels.length / max));
  return labels.map((label, i) => (i % step === 0 ? label : ""));
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
