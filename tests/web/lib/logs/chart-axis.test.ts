import { expect, test } from "vitest";
import {
  CHART_MAX_X_TICKS,
  CHART_MAX_Y_TICKS,
  chartTooltipTitle,
  xTicks,
  xTicksFitting,
} from "../../../../web/src/lib/logs/chart-axis.ts";

const MINUTE = 60_000;
const HOUR = 3_600_000;
/** `count` buckets of `span` ms from `start` (ISO, UTC). */
const buckets = (start: string, count: number, span: number) =>
  Array.from({ length: count }, (_, i) => ({ time: Date.parse(start) + i * span, span }));
const labels = (ticks: ReadonlyArray<{ label: string }>) => ticks.map((tick) => tick.label);

test("the spec's limits: 15 x ticks, 6 y ticks; fewer x ticks when labels would not fit", () => {
  expect(CHART_MAX_X_TICKS).toBe(15);
  expect(CHART_MAX_Y_TICKS).toBe(6);
  expect(xTicksFitting(5000, 5)).toBe(15);
  expect(xTicksFitting(490, 5)).toBe(10); // 5 characters: 35 px and 14 px between
});

test("a week of hours: one tick a day at 600 px, at midnight, labelled with the day; twice a day at 1000 px", () => {
  // 2025-01-01 00:00 to 2025-01-08 00:00: 169 points, as the '7 d' range
  const week = buckets("2025-01-01T00:00:00Z", 169, HOUR);
  expect(labels(xTicks(week, 1000))).toHaveLength(15);
  expect(labels(xTicks(week, 1000)).slice(0, 3)).toEqual(["Jan 1", "12:00", "Jan 2"]);
  const ticks = xTicks(week, 600);
  expect(labels(ticks)).toEqual(["Jan 1", "Jan 2", "Jan 3", "Jan 4", "Jan 5", "Jan 6", "Jan 7", "Jan 8"]);
  // each at its point: the middle of the point's slot
  expect(ticks[0].at).toBeCloseTo(0.5 / 169);
  expect(ticks[1].at).toBeCloseTo(24.5 / 169);
});

test("24 h of 10 minute buckets: whole hours, midnight as the date; narrower plots get wider steps", () => {
  const day = buckets("2025-03-09T13:20:00Z", 145, 10 * MINUTE);
  expect(labels(xTicks(day, 1100))).toEqual([
    "14:00",
    "16:00",
    "18:00",
    "20:00",
    "22:00",
    "Mar 10",
    "02:00",
    "04:00",
    "06:00",
    "08:00",
    "10:00",
    "12:00",
  ]);
  expect(labels(xTicks(day, 450))).toEqual([
    "15:00",
    "18:00",
    "21:00",
    "Mar 10",
    "03:00",
    "06:00",
    "09:00",
    "12:00",
  ]);
  expect(labels(xTicks(day, 300))).toEqual(["18:00", "Mar 10", "06:00", "12:00"]);
});

test("an hour of minutes: whole 5 or 10 minutes", () => {
  const hour = buckets("2025-01-01T10:03:00Z", 61, MINUTE);
  expect(labels(xTicks(hour, 1100))).toEqual([
    "10:05",
    "10:10",
    "10:15",
    "10:20",
    "10:25",
    "10:30",
    "10:35",
    "10:40",
    "10:45",
    "10:50",
    "10:55",
    "11:00",
  ]);
  expect(labels(xTicks(hour, 400))).toEqual(["10:10", "10:20", "10:30", "10:40", "10:50", "11:00"]);
});

test("long ranges tick on Monday weeks, then the first of months, then years; never more than 15", () => {
  // 239 buckets of 3 days from 2024-01-01 (about two years, as 'all' over old data)
  const twoYears = buckets("2024-01-01T00:00:00Z", 239, 72 * HOUR);
  const wide = labels(xTicks(twoYears, 1100));
  expect(wide).toEqual([
    "Jan 2024",
    "Mar 2024",
    "May 2024",
    "Jul 2024",
    "Sep 2024",
    "Nov 2024",
    "Jan 2025",
    "Mar 2025",
    "May 2025",
    "Jul 2025",
    "Sep 2025",
    "Nov 2025",
  ]);
  expect(labels(xTicks(twoYears, 300))).toEqual(["Jan 2024", "Jul 2024", "Jan 2025", "Jul 2025"]);
  expect(labels(xTicks(twoYears, 150))).toEqual(["2024", "2025"]);
  const fiveWeeks = labels(xTicks(buckets("2025-01-01T00:00:00Z", 240, 4 * HOUR), 300));
  expect(fiveWeeks).toEqual(["Jan 6", "Jan 13", "Jan 20", "Jan 27", "Feb 3"]);
  for (const width of [200, 700, 1400, 4000])
    for (const span of [MINUTE, 10 * MINUTE, HOUR, 5 * HOUR, 48 * HOUR])
      expect(xTicks(buckets("2025-01-01T07:00:00Z", 240, span), width).length).toBeLessThanOrEqual(15);
  expect(xTicks([], 1000)).toEqual([]);
});

test("tooltips read 'DD h a' in UTC: medium date, 12-hour clock without padding, AM/PM; minute buckets add minutes", () => {
  const hour = 3_600_000;
  expect(chartTooltipTitle(Date.parse("2025-01-01T00:00:00Z"), hour)).toBe("Jan 1, 2025 12 AM");
  expect(chartTooltipTitle(Date.parse("2025-01-01T09:00:00Z"), hour)).toBe("Jan 1, 2025 9 AM");
  expect(chartTooltipTitle(Date.parse("2025-01-01T12:00:00Z"), hour)).toBe("Jan 1, 2025 12 PM");
  expect(chartTooltipTitle(Date.parse("2024-11-28T23:00:00Z"), 6 * hour)).toBe("Nov 28, 2024 11 PM");
  expect(chartTooltipTitle(Date.parse("2025-01-01T15:05:00Z"), 60_000)).toBe("Jan 1, 2025 3:05 PM");
  expect(chartTooltipTitle(Date.parse("2025-01-01T00:40:00Z"), 10 * 60_000)).toBe("Jan 1, 2025 12:40 AM");
});
