import { expect, test } from "vitest";
import { macroValue } from "../../../backend/filter/macros.ts";

test("date macros are computed in UTC from the given instant", () => {
  const now = new Date(Date.UTC(2024, 1, 15, 7, 8, 9, 123)); // Thursday 2024-02-15 (leap year)
  const values = Object.fromEntries(
    [
      "@now",
      "@second",
      "@minute",
      "@hour",
      "@day",
      "@month",
      "@year",
      "@weekday",
      "@todayStart",
      "@todayEnd",
      "@monthStart",
      "@monthEnd",
      "@yearStart",
      "@yearEnd",
    ].map((name) => [name, macroValue(name, now)]),
  );
  expect(values).toEqual({
    "@now": "2024-02-15 07:08:09.123Z",
    "@second": 9n,
    "@minute": 8n,
    "@hour": 7n,
    "@day": 15n,
    "@month": 2n,
    "@year": 2024n,
    "@weekday": 4n,
    "@todayStart": "2024-02-15 00:00:00.000Z",
    "@todayEnd": "2024-02-15 23:59:59.999Z",
    "@monthStart": "2024-02-01 00:00:00.000Z",
    "@monthEnd": "2024-02-29 23:59:59.999Z",
    "@yearStart": "2024-01-01 00:00:00.000Z",
    "@yearEnd": "2024-12-31 23:59:59.999Z",
  });
});

test("macro names are case-sensitive and v0.18 has no @yesterday/@tomorrow", () => {
  for (const name of ["@NOW", "@Now", "@yesterday", "@tomorrow", "@rowid", "now"]) {
    expect(macroValue(name)).toBeUndefined();
  }
});
