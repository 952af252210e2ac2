import { expect, test } from "vitest";
import type { Collection } from "../../../../shared/models.ts";
import { keepUnchanged } from "../../../../web/src/lib/collections/keep-unchanged.ts";

const collection = (id: string, name: string, listRule: string | null = null) =>
  ({ id, name, type: "base", schema: [], indexes: [], listRule }) as unknown as Collection;

test("an equal reload gives back the same list; a changed one keeps only the unchanged objects", () => {
  const a = collection("a", "alpha");
  const b = collection("b", "beta");
  const previous = [a, b];
  expect(keepUnchanged(previous, [collection("a", "alpha"), collection("b", "beta")])).toBe(previous);

  const changedB = collection("b", "beta", "");
  const next = keepUnchanged(previous, [collection("a", "alpha"), changedB]);
  expect(next).not.toBe(previous);
  expect(next[0]).toBe(a);
  expect(next[1]).toBe(changedB);

  // a new collection, one removed, or another order: a new list
  const added = keepUnchanged(previous, [a, b, collection("c", "gamma")]);
  expect(added).toHaveLength(3);
  expect(added[0]).toBe(a);
  expect(keepUnchanged(previous, [collection("a", "alpha")])).toEqual([a]);
  const swapped = keepUnchanged(previous, [collection("b", "beta"), collection("a", "alpha")]);
  expect(swapped).not.toBe(previous);
  expect(swapped).toEqual([b, a]);
  expect(swapped[0]).toBe(b);
});
