import { expect, test } from "vitest";
import {
  hourSlices,
  MIN_SLICE_HOURS,
  mergeSliceStats,
  STATS_SLICES,
  sliceFilter,
} from "../../../shared/logs/stats-slices.ts";

const at = (iso: string) => Date.parse(iso);
const HOUR = 3_600_000;

test("a long span is cut on whole hours, the first slice open below and the last open above", () => {
  // 00:10 on the 1st to 23:50 on the 2nd: 48 hours, 24 each
  expect(hourSlices(at("2025-01-01T00:10:00Z"), at("2025-01-02T23:50:00Z"), 2)).toEqual([
    { from: null, to: at("2025-01-02T00:00:00Z") },
    { from: at("2025-01-02T00:00:00Z"), to: null },
  ]);
  // 96 hours in 4 slices of a day each
  const four = hourSlices(at("2025-01-01T00:59:59.999Z"), at("2025-01-04T23:00:00Z"), 4, 1);
  expect(four.map((slice) => slice.from)).toEqual([
    null,
    at("2025-01-02T00:00:00Z"),
    at("2025-01-03T00:00:00Z"),
    at("2025-01-04T00:00:00Z"),
  ]);
  // one more hour (the 5th's first log): 97 hours, slices of 25
  expect(hourSlices(at("2025-01-01T00:10:00Z"), at("2025-01-05T00:00:00Z"), 4, 1)[1].from).toBe(
    at("2025-01-02T01:00:00Z"),
  );
  for (const slice of four) if (slice.from !== null) expect(slice.from % HOUR).toBe(0);
  // every slice ends where the next begins
  for (let i = 1; i < four.length; i++) expect(four[i - 1].to).toBe(four[i].from);
  expect(four.at(-1)?.to).toBeNull();
});

test("an uneven span: the last slice takes the remainder", () => {
  // 13 whole hours (10:00 to 22:59) in 2 slices of at least 6 h: 7 then 6
  expect(hourSlices(at("2025-01-01T10:30:00Z"), at("2025-01-01T22:10:00Z"), 2, 6)).toEqual([
    { from: null, to: at("2025-01-01T17:00:00Z") },
    { from: at("2025-01-01T17:00:00Z"), to: null },
  ]);
});

test("a small span, one log, a reversed or unknown span stay one open request", () => {
  const whole = [{ from: null, to: null }];
  const start = at("2025-01-01T10:00:00Z");
  // the hours counted are those the logs fall in: the first to the last, whole
  const lastHour = start + (STATS_SLICES * MIN_SLICE_HOURS - 1) * HOUR;
  expect(hourSlices(start, lastHour - 1)).toEqual(whole);
  expect(hourSlices(start, lastHour)).toHaveLength(STATS_SLICES);
  expect(hourSlices(start, start)).toEqual(whole);
  expect(hourSlices(start + HOUR, start)).toEqual(whole);
  expect(hourSlices(Number.NaN, start)).toEqual(whole);
  expect(hourSlices(start, start + 100 * HOUR, 1)).toEqual(whole);
});

test("a slice's filter: its created bounds first, then the filter", () => {
  const filter = 'data.auth != "admin" || level > 0';
  expect(sliceFilter(filter, { from: null, to: at("2025-01-02T00:00:00Z") })).toBe(
    '(created < "2025-01-02 00:00:00.000Z") && (data.auth != "admin" || level > 0)',
  );
  expect(sliceFilter(filter, { from: at("2025-01-02T00:00:00Z"), to: at("2025-01-03T00:00:00Z") })).toBe(
    '(created >= "2025-01-02 00:00:00.000Z" && created < "2025-01-03 00:00:00.000Z") && (data.auth != "admin" || level > 0)',
  );
  expect(sliceFilter("", { from: at("2025-01-02T00:00:00Z"), to: null })).toBe(
    'created >= "2025-01-02 00:00:00.000Z"',
  );
  expect(sliceFilter(filter, { from: null, to: null })).toBe(filter);
});

test("merging: the answers in date order, a date's counts added, empty answers ignored", () => {
  const first = [
    { total: 3, date: "2025-01-01 22:00:00.000Z" },
    { total: 5, date: "2025-01-01 23:00:00.000Z" },
  ];
  const second = [
    { total: 7, date: "2025-01-02 00:00:00.000Z" },
    { total: 1, date: "2025-01-02 05:00:00.000Z" },
  ];
  expect(mergeSliceStats([first, second])).toEqual([...first, ...second]);
  // whatever order the answers come in
  expect(mergeSliceStats([second, [], first])).toEqual([...first, ...second]);
  expect(mergeSliceStats([[], []])).toEqual([]);
  expect(mergeSliceStats([])).toEqual([]);
  // a date in two answers (cuts off the hour) is counted once, summed
  expect(mergeSliceStats([first, [{ total: 2, date: "2025-01-01 23:00:00.000Z" }]])).toEqual([
    first[0],
    { total: 7, date: "2025-01-01 23:00:00.000Z" },
  ]);
});
