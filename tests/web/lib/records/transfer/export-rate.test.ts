import { expect, test } from "vitest";
import {
  exportRate,
  formatDuration,
  formatExportRate,
} from "../../../../../web/src/lib/records/transfer/export-rate.ts";

test("the rate is rows per second so far, and the time left follows from it", () => {
  expect(exportRate(5_000, 20_000, 2_000)).toEqual({ perSecond: 2_500, secondsLeft: 6 });
  expect(exportRate(5_000, -1, 2_000)).toEqual({ perSecond: 2_500, secondsLeft: null });
  expect(exportRate(0, 100, 0)).toEqual({ perSecond: 0, secondsLeft: null });
  expect(exportRate(120, 100, 1_000).secondsLeft).toBe(0); // more rows than counted: none left
});

test("durations read in seconds, minutes or hours", () => {
  expect(formatDuration(0.2)).toBe("1 s");
  expect(formatDuration(59)).toBe("59 s");
  expect(formatDuration(65)).toBe("1 min 05 s");
  expect(formatDuration(3_725)).toBe("1 h 02 min");
});

test("the rate line leaves out what is not known yet", () => {
  expect(formatExportRate({ perSecond: 0, secondsLeft: null })).toBe("");
  expect(formatExportRate({ perSecond: 12_345.4, secondsLeft: null })).toBe("12,345 rows/s");
  expect(formatExportRate({ perSecond: 12_345.4, secondsLeft: 65 })).toBe("12,345 rows/s · 1 min 05 s left");
});
