import { expect, test } from "vitest";
import {
  bucketLabel,
  chartBucketMs,
  chartBuckets,
  countIntoStats,
  HOURLY,
  MAX_CHART_BUCKETS,
  statsUnitMs,
} from "../../../shared/logs/logs-stats.ts";

const MIN = 60_000;

test("bucket sizes: 1, 2, 5, 10, 15 or 30 minutes up to 24 h within the bucket limit, hours beyond", () => {
  expect(chartBucketMs(60_000)).toBe(MIN);
  expect(chartBucketMs(15 * MIN)).toBe(MIN);
  expect(chartBucketMs(4 * 60 * MIN)).toBe(MIN); // 240 buckets
  expect(chartBucketMs(4 * 60 * MIN + 1)).toBe(2 * MIN);
  expect(chartBucketMs(24 * 60 * MIN)).toBe(10 * MIN);
  expect(chartBucketMs(24 * 60 * MIN + 1)).toBe(HOURLY);
  expect(chartBucketMs(null)).toBe(HOURLY);
  expect(chartBucketMs(0)).toBe(HOURLY);
  expect([MIN, 10 * MIN, HOURLY, 3 * HOURLY].map(bucketLabel)).toEqual(["1 min", "10 min", "1 h", "3 h"]);
  expect(MAX_CHART_BUCKETS).toBe(240);
});

test("the unit of an answer: the bucket it says (pbdeck), else an hour (PocketBase)", () => {
  expect(statsUnitMs([{ total: 1, date: "2025-01-01 10:05:00.000Z", bucket: 300 }], 300_000)).toBe(300_000);
  expect(statsUnitMs([{ total: 1, date: "2025-01-01 10:00:00.000Z" }], 300_000)).toBe(HOURLY);
  expect(statsUnitMs([], 300_000)).toBe(300_000);
});

test("counting listed requests into units, errors apart", () => {
  const entries = [
    { created: "2025-01-01 10:00:01.000Z", status: 200 },
    { created: "2025-01-01 10:00:59.999Z", status: 404 },
    { created: "2025-01-01 10:03:00.000Z", status: 500 },
    { created: "bad", status: 500 },
  ];
  expect(countIntoStats(entries, MIN)).toEqual({
    stats: [
      { total: 2, date: "2025-01-01 10:00:00.000Z" },
      { total: 1, date: "2025-01-01 10:03:00.000Z" },
    ],
    errors: [
      { total: 1, date: "2025-01-01 10:00:00.000Z" },
      { total: 1, date: "2025-01-01 10:03:00.000Z" },
    ],
  });
});

test("chart buckets in minute units fill the empty minutes between the bounds", () => {
  const from = Date.parse("2025-01-01T10:00:30Z");
  const to = Date.parse("2025-01-01T10:04:10Z");
  const buckets = chartBuckets(
    [{ total: 3, date: "2025-01-01 10:02:00.000Z" }],
    [{ total: 1, date: "2025-01-01 10:02:00.000Z" }],
    { from, to },
    MIN,
  );
  expect(buckets.map((b) => [new Date(b.time).toISOString().slice(11, 16), b.total, b.errors])).toEqual([
    ["10:00", 0, 0],
    ["10:01", 0, 0],
    ["10:02", 3, 1],
    ["10:03", 0, 0],
    ["10:04", 0, 0],
  ]);
});
