import { expect, test } from "vitest";
import { idBoundaries, idRangeFilter } from "../../../../../web/src/lib/records/transfer/id-ranges.ts";

/** Which range an id falls in (the index of the first boundary above it). */
const rangeOf = (id: string, boundaries: string[]) => {
  const at = boundaries.findIndex((b) => id < b);
  return at < 0 ? boundaries.length : at;
};

test("boundaries are sorted, lie between the first and last id, and split generated ids about evenly", () => {
  const ids = Array.from({ length: 100_000 }, (_, n) => `r${String(n).padStart(14, "0")}`);
  const boundaries = idBoundaries(ids[0], ids[ids.length - 1], 4);
  expect(boundaries).toHaveLength(3);
  expect([...boundaries].sort()).toEqual(boundaries);
  expect(boundaries[0] > ids[0] && boundaries[2] <= ids[ids.length - 1]).toBe(true);
  const sizes = [0, 0, 0, 0];
  for (const id of ids) sizes[rangeOf(id, boundaries)]++;
  expect(sizes.reduce((a, b) => a + b)).toBe(ids.length);
  for (const size of sizes) expect(size).toBeGreaterThan(15_000);
});

test("random PocketBase ids split evenly too", () => {
  const boundaries = idBoundaries("0a1b2c3d4e5f6g7", "zz9y8x7w6v5u4t3", 4);
  expect(boundaries).toHaveLength(3);
  expect(boundaries.map((b) => b[0])).toEqual(["9", "i", "r"]);
});

test("ids too close to split, a single range, or first not below last: no boundaries", () => {
  expect(idBoundaries("a", "a", 4)).toEqual([]);
  expect(idBoundaries("b", "a", 4)).toEqual([]);
  expect(idBoundaries("a0000", "z0000", 1)).toEqual([]);
  const close = idBoundaries("abc0000", "abc0001", 4);
  expect([...new Set(close)].sort()).toEqual(close);
  expect(close.every((b) => b > "abc0000" && b <= "abc0001")).toBe(true);
});

test("ids outside the usual alphabet still get sorted boundaries of safe characters", () => {
  const boundaries = idBoundaries("AAA_1", "~~~~", 3);
  expect([...boundaries].sort()).toEqual(boundaries);
  for (const b of boundaries) expect(b).toMatch(/^[0-9a-z]+$/);
});

test("range filters keep the user's filter and leave open ends out", () => {
  expect(idRangeFilter("", "", "")).toBe("");
  expect(idRangeFilter("a = 1", "", "")).toBe("a = 1");
  expect(idRangeFilter("", "", "m")).toBe('id < "m"');
  expect(idRangeFilter("", "m", "")).toBe('id >= "m"');
  expect(idRangeFilter("a = 1 || b = 2", "f", "m")).toBe('(a = 1 || b = 2) && id >= "f" && id < "m"');
});
