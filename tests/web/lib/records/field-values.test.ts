import { expect, test } from "vitest";
import {
  capValues,
  emptyFieldValue,
  fromList,
  isEmptyValue,
  normalizeJsonText,
  parseNumberInput,
  toList,
  truncateDate,
  validateJsonText,
} from "../../../../web/src/lib/records/field-values.ts";
import { demo } from "../fixtures.ts";

const f = (name: string) => demo.schema.find((x) => x.name === name)!;

test("empty values per field type", () => {
  expect(emptyFieldValue(f("text"))).toBe("");
  expect(emptyFieldValue(f("bool"))).toBe(false);
  expect(emptyFieldValue(f("number"))).toBeNull();
  expect(emptyFieldValue(f("select_one"))).toBe("");
  expect(emptyFieldValue(f("select_many"))).toEqual([]);
  expect(emptyFieldValue(f("file_one"))).toBe("");
  expect(emptyFieldValue(f("file_many"))).toEqual([]);
  expect(emptyFieldValue(f("rel_one"))).toBe("");
  expect(emptyFieldValue(f("rel_many"))).toEqual([]);
});

test("multi values are capped at maxSelect keeping the latest; single values keep the last", () => {
  expect(capValues(["a", "b", "c"], 2)).toEqual(["b", "c"]);
  expect(capValues(["a"], 2)).toEqual(["a"]);
  expect(capValues(["a", "b"], null)).toEqual(["a", "b"]);
  expect(fromList(f("select_many"), ["a", "b", "c"])).toEqual(["b", "c"]);
  expect(fromList(f("rel_one"), ["x", "y"])).toBe("y");
  expect(fromList(f("rel_one"), [])).toBe("");
  expect(fromList(f("rel_many"), ["x", "y", "z"])).toEqual(["x", "y", "z"]);
  expect(toList("")).toEqual([]);
  expect(toList("a")).toEqual(["a"]);
  expect(toList(["a", "", null])).toEqual(["a"]);
});

test("JSON normalisation: literals, arrays, objects and numeric strings convert, other strings are quoted", () => {
  expect(normalizeJsonText("true")).toBe("true");
  expect(normalizeJsonText("false")).toBe("false");
  expect(normalizeJsonText("null")).toBe("null");
  expect(normalizeJsonText("12.5")).toBe("12.5");
  expect(normalizeJsonText("[1,2]")).toBe("[\n  1,\n  2\n]");
  expect(normalizeJsonText('{"a":1}')).toBe('{\n  "a": 1\n}');
  expect(normalizeJsonText("hello")).toBe('"hello"');
  expect(normalizeJsonText("[broken")).toBe('"[broken"');
  expect(normalizeJsonText(null)).toBe("null");
  expect(normalizeJsonText({ a: [1] })).toBe('{\n  "a": [\n    1\n  ]\n}');
  expect(normalizeJsonText(undefined)).toBe("");
});

test("JSON validation passes empty text and reports the parser's message otherwise", () => {
  expect(validateJsonText("")).toEqual({ valid: true });
  expect(validateJsonText(' {"a": 1} ')).toEqual({ valid: true });
  const bad = validateJsonText("{a:1}");
  expect(bad.valid).toBe(false);
  if (!bad.valid) expect(bad.message).toMatch(/JSON/);
});

test("dates truncate to 19 characters, numbers parse, empties are recognised", () => {
  expect(truncateDate("2022-01-01 10:00:00.123Z")).toBe("2022-01-01 10:00:00");
  expect(truncateDate(null)).toBe("");
  expect(parseNumberInput("")).toBeNull();
  expect(parseNumberInput("1.5")).toBe(1.5);
  expect(parseNumberInput("abc")).toBeNull();
  for (const v of ["", null, undefined, [], {}, "000000000000000", "0001-01-01 00:00:00.000Z"]) {
    expect(isEmptyValue(v)).toBe(true);
  }
  for (const v of ["a", 0, false, ["x"]]) expect(isEmptyValue(v)).toBe(false);
});
