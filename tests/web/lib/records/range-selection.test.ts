import { describe, expect, test } from "vitest";
import { toggleSelection } from "../../../../web/src/lib/records/range-selection.ts";

const ids = ["a", "b", "c", "d", "e"];
const sorted = (s: Set<string>) => [...s].sort();

describe("toggleSelection", () => {
  test("a plain click toggles one row", () => {
    expect(sorted(toggleSelection(ids, new Set(["a"]), "a", "c", false))).toEqual(["a", "c"]);
    expect(sorted(toggleSelection(ids, new Set(["a", "c"]), "a", "c", false))).toEqual(["a"]);
  });

  test("Shift+Click selects from the anchor to the row, in either direction", () => {
    expect(sorted(toggleSelection(ids, new Set(["b"]), "b", "d", true))).toEqual(["b", "c", "d"]);
    expect(sorted(toggleSelection(ids, new Set(["d"]), "d", "a", true))).toEqual(["a", "b", "c", "d"]);
  });

  test("Shift+Click on a selected row clears the range; without an anchor it toggles one row", () => {
    expect(sorted(toggleSelection(ids, new Set(ids), "b", "d", true))).toEqual(["a", "e"]);
    expect(sorted(toggleSelection(ids, new Set(), null, "c", true))).toEqual(["c"]);
    expect(sorted(toggleSelection(ids, new Set(), "gone", "c", true))).toEqual(["c"]);
  });
});
