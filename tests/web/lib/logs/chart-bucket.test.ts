import { expect, test } from "vitest";
import { chartBuckets } from "../../../../shared/logs/logs-stats.ts";
import { rangeBucketMs } from "../../../../web/src/lib/logs/chart-bucket.ts";

const MIN = 60_000;
const HOUR = 3_600_000;
const now = Date.parse("2025-03-01T12:34:56Z");

test("the console's chart gets minutes for 15 min and 1 h, 10 minutes for 24 h, hours beyond and for all time", () => {
  const last = (ms: number) => ({ from: now - ms, to: null });
  expect(rangeBucketMs(last(15 * MIN), now)).toBe(MIN);
  expect(rangeBucketMs(last(HOUR), now)).toBe(MIN);
  expect(rangeBucketMs(last(24 * HOUR), now)).toBe(10 * MIN);
  expect(rangeBucketMs(last(7 * 24 * HOUR), now)).toBe(HOUR);
  expect(rangeBucketMs({ from: null, to: null }, now)).toBe(HOUR);
  // a zoomed range with both ends
  expect(rangeBucketMs({ from: now - 3 * HOUR, to: now }, now)).toBe(MIN);
});

test("one request in the last 15 min is one bucket of 16 one-minute buckets", () => {
  const bounds = { from: now - 15 * MIN, to: now };
  const stat = { total: 1, date: "2025-03-01 12:30:00.000Z", bucket: 60 };
  const buckets = chartBuckets([stat], [], bounds, rangeBucketMs(bounds, now));
  expect(buckets).toHaveLength(16);
  expect(buckets.every((b) => b.span === MIN)).toBe(true);
  expect(buckets.filter((b) => b.total > 0)).toEqual([
    { time: Date.parse("2025-03-01T12:30:00Z"), span: MIN, total: 1, errors: 0 },
  ]);
});
