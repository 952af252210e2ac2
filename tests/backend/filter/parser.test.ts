import { describe, expect, test } from "vitest";
import { FilterError } from "../../../backend/filter/index.ts";
import { type FilterItem, parseFilter } from "../../../backend/filter/parser.ts";

/** A compact rendering of the parse tree: `join` before every item but the first, groups in brackets. */
function shape(items: FilterItem[]): string {
  return items
    .map((entry, i) => {
      const join = i === 0 ? "" : ` ${entry.join} `;
      if (Array.isArray(entry.item)) return `${join}[${shape(entry.item)}]`;
      const { left, op, right } = entry.item;
      return `${join}${left.literal}${op}${right.literal}`;
    })
    .join("");
}

describe("parseFilter", () => {
  test("keeps items flat, in order, with their joins", () => {
    expect(shape(parseFilter("a = 1 && b != 'x' || c ?~ d"))).toBe("a=1 && b!=x || c?~d");
  });

  test("parses nested groups", () => {
    expect(shape(parseFilter("(a = 1 || (b = 2)) && c = 3"))).toBe("[a=1 || [b=2]] && c=3");
  });

  test("accepts a literal on the left", () => {
    expect(shape(parseFilter("'x' = title && 1 < 2"))).toBe("x=title && 1<2");
  });

  test("a group drops a half-built expression before it", () => {
    expect(shape(parseFilter("a = (b = 1)"))).toBe("[b=1]");
  });

  test("adjacent groups reuse the previous join (initially &&)", () => {
    expect(shape(parseFilter("(a=1)(b=2)"))).toBe("[a=1] && [b=2]");
    expect(shape(parseFilter("(a=1) || (b=2)(c=3)"))).toBe("[a=1] || [b=2] || [c=3]");
  });

  test.each([
    "",
    "   ",
    "()",
    "a",
    "a =",
    "= 1",
    "a = 1 &&",
    "&& a = 1",
    "a = 1 b = 2",
    "a = = 1",
    "(a = 1) b",
    "a = 1 && ()",
    "a = 1e5",
    "(title = 'a\"b')",
  ])("rejects %j", (text) => {
    expect(() => parseFilter(text)).toThrow(FilterError);
  });
});
