import { expect, test } from "vitest";
import { plural } from "../../shared/plural.ts";

test("a count takes the singular only for one", () => {
  expect(plural(0, "collection")).toBe("0 collections");
  expect(plural(1, "collection")).toBe("1 collection");
  expect(plural(2, "record")).toBe("2 records");
  expect(plural(1, "entry", "entries")).toBe("1 entry");
  expect(plural(5, "entry", "entries")).toBe("5 entries");
});
