import { expect, test } from "vitest";
import {
  bucketsRange,
  buildLogsFilter,
  chartBuckets,
  formatTimeRange,
  joinFilters,
  LOGS_TIME_PRESETS,
  logsTextToFilter,
  parseTimeRange,
  statsTotal,
  timeRangeFilter,
} from "../../../shared/logs/logs-query.ts";

const now = new Date("2024-03-01T12:30:00.000Z");

test("a plain term becomes an OR of contains-matches over the log fields, like PocketBase", () => {
  expect(logsTextToFilter("users")).toBe(
    'url~"users"||method~"users"||userIp~"users"||remoteIp~"users"||referer~"users"||userAgent~"users"',
  );
  expect(logsTextToFilter('  say "hi" now ')).toContain('url~"say \\"hi\\" now"');
  expect(logsTextToFilter("404")).toBe(
    "url~404||method~404||userIp~404||remoteIp~404||referer~404||userAgent~404",
  );
});

test("a filter expression is kept as is; empty text is no filter", () => {
  expect(logsTextToFilter("status >= 400")).toBe("status >= 400");
  expect(logsTextToFilter('method = "GET" && url ~ "/api"')).toBe('method = "GET" && url ~ "/api"');
  expect(logsTextToFilter("   ")).toBe("");
});

test("the presets are 15 min, 1 h, 24 h and 7 d, and filter created from now back", () => {
  expect(LOGS_TIME_PRESETS.map((p) => p.id)).toEqual(["15m", "1h", "24h", "7d"]);
  expect(timeRangeFilter({ preset: "15m" }, now)).toBe('created >= "2024-03-01 12:15:00.000Z"');
  expect(timeRangeFilter({ preset: "1h" }, now)).toBe('created >= "2024-03-01 11:30:00.000Z"');
  expect(timeRangeFilter({ preset: "24h" }, now)).toBe('created >= "2024-02-29 12:30:00.000Z"');
  expect(timeRangeFilter({ preset: "7d" }, now)).toBe('created >= "2024-02-23 12:30:00.000Z"');
});

test("a custom range filters both bounds, or the one given; all time is no filter", () => {
  const from = Date.parse("2024-01-01T00:00:00Z");
  const to = Date.parse("2024-01-02T00:00:00Z");
  expect(timeRangeFilter({ from, to }, now)).toBe(
    'created >= "2024-01-01 00:00:00.000Z" && created <= "2024-01-02 00:00:00.000Z"',
  );
  expect(timeRangeFilter({ from: null, to }, now)).toBe('created <= "2024-01-02 00:00:00.000Z"');
  expect(timeRangeFilter(null, now)).toBe("");
});

test("the whole filter: admins excluded unless included, range, extra and search joined with AND", () => {
  expect(buildLogsFilter({ text: "", includeAdmins: true })).toBe("");
  expect(buildLogsFilter({ text: "", includeAdmins: false })).toBe('auth != "admin"');
  expect(buildLogsFilter({ text: "a || b = 1", includeAdmins: true })).toBe("a || b = 1");
  expect(
    buildLogsFilter({
      text: "x",
      range: { preset: "1h" },
      includeAdmins: false,
      extra: "status >= 400",
      now,
    }),
  ).toBe(
    '(auth != "admin") && (created >= "2024-03-01 11:30:00.000Z") && (status >= 400) && ' +
      '(url~"x"||method~"x"||userIp~"x"||remoteIp~"x"||referer~"x"||userAgent~"x")',
  );
  expect(joinFilters("", " a = 1 ", null, undefined)).toBe("a = 1");
});

test("ranges round-trip through the address", () => {
  for (const range of [{ preset: "24h" as const }, { from: 1, to: 2 }, { from: 5, to: null }, null]) {
    expect(parseTimeRange(formatTimeRange(range))).toEqual(range);
  }
  expect(parseTimeRange("9~3")).toEqual({ from: 3, to: 9 });
  expect(parseTimeRange("junk")).toBeNull();
  expect(parseTimeRange("~")).toBeNull();
});

test("stats become evenly spaced hourly buckets with error counts and a total", () => {
  const stats = [
    { total: 3, date: "2024-03-01 10:00:00.000Z" },
    { total: 2, date: "2024-03-01 12:00:00.000Z" },
  ];
  const errors = [{ total: 1, date: "2024-03-01 12:00:00.000Z" }];
  expect(statsTotal(stats)).toBe(5);
  const buckets = chartBuckets(stats, errors);
  expect(buckets.map((b) => [new Date(b.time).toISOString(), b.total, b.errors])).toEqual([
    ["2024-03-01T10:00:00.000Z", 3, 0],
    ["2024-03-01T11:00:00.000Z", 0, 0],
    ["2024-03-01T12:00:00.000Z", 2, 1],
  ]);
  expect(chartBuckets([])).toEqual([]);
  expect(chartBuckets([stats[0]]).map((b) => b.total)).toEqual([3]);
  expect(bucketsRange(buckets, 2, 1)).toEqual({
    from: Date.parse("2024-03-01T11:00:00Z"),
    to: Date.parse("2024-03-01T13:00:00Z") - 1,
  });
});

test("bounds pad the buckets, and long spans merge hours so the chart stays small", () => {
  const from = Date.parse("2024-03-01T08:00:00Z");
  const to = Date.parse("2024-03-01T10:59:00Z");
  expect(chartBuckets([], [], { from, to }).map((b) => b.total)).toEqual([0, 0, 0]);
  const year = [
    { total: 1, date: "2023-01-01 00:00:00.000Z" },
    { total: 4, date: "2023-12-31 23:00:00.000Z" },
  ];
  const merged = chartBuckets(year);
  expect(merged.length).toBeLessThanOrEqual(240);
  expect(statsTotal(merged.map((b) => ({ total: b.total, date: "" })))).toBe(5);
});
