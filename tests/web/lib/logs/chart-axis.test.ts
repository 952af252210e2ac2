import { expect, test } from "vitest";
import {
  CHART_MAX_X_TICKS,
  CHART_MAX_Y_TICKS,
  chartTooltipTitle,
  xTickLabels,
} from "../../../../web/src/lib/logs/chart-axis.ts";

const labels = (n: number) => Array.from({ length: n }, (_, i) => `L${i}`);

test("the time axis keeps at most 15 evenly spaced labels, the first always; short axes keep them all", () => {
  expect(CHART_MAX_X_TICKS).toBe(15);
  expect(CHART_MAX_Y_TICKS).toBe(6);
  expect(xTickLabels(labels(15))).toEqual(labels(15));
  for (const n of [16, 24, 60, 168, 1000]) {
    const shown = xTickLabels(labels(n)).filter(Boolean);
    expect(shown.length).toBeLessThanOrEqual(15);
    expect(shown.length).toBeGreaterThanOrEqual(8);
    expect(shown[0]).toBe("L0");
  }
  expect(xTickLabels(labels(60))).toHaveLength(60); // blanks keep every point on the axis
  expect(xTickLabels(labels(60)).filter(Boolean)).toEqual([
    "L0",
    "L4",
    "L8",
    "L12",
    "L16",
    "L20",
    "L24",
    "L28",
    "L32",
    "L36",
    "L40",
    "L44",
    "L48",
    "L52",
    "L56",
  ]);
  expect(xTickLabels([])).toEqual([]);
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
