import { describe, expect, test } from "vitest";
import { defaultFieldOptions } from "../../../backend/services/collections/collection-registry.ts";
import {
  columnValue,
  exportedValue,
  isEmptyFieldValue,
  normaliseFieldValue,
  toUniqueStrings,
} from "../../../backend/services/records/record-values.ts";
import type { FieldType, SchemaField } from "../../../shared/models.ts";

function field(type: FieldType, options: Record<string, unknown> = {}): SchemaField {
  return {
    system: false,
    id: "f1234567",
    name: "f",
    type,
    required: false,
    presentable: false,
    unique: false,
    options: { ...defaultFieldOptions(type), ...options },
  } as SchemaField;
}

describe("text-like fields", () => {
  test.each([
    [null, ""],
    [undefined, ""],
    ["abc", "abc"],
    [12, "12"],
    [1.5, "1.5"],
    [1e21, "1000000000000000000000"],
    [true, "true"],
    [false, "false"],
    [{ a: 1 }, ""],
    [["a"], ""],
  ])("%j becomes %j", (input, expected) => {
    for (const type of ["text", "editor", "email", "url"] as const)
      expect(normaliseFieldValue(field(type), input)).toBe(expected);
  });
});

describe("number", () => {
  test.each([
    [null, 0],
    [5, 5],
    [2.5, 2.5],
    ["12", 12],
    ["-1.5", -1.5],
    ["1e3", 1000],
    ["abc", 0],
    ["", 0],
    [" 5", 0],
    [true, 1],
    [false, 0],
    [[1], 0],
    [Number.NaN, 0],
  ])("%j becomes %j", (input, expected) => {
    expect(normaliseFieldValue(field("number"), input)).toBe(expected);
  });
});

describe("bool", () => {
  test.each([
    [true, true],
    [1, true],
    [0, false],
    [-2, true],
    ["1", true],
    ["t", true],
    ["T", true],
    ["TRUE", true],
    ["true", true],
    ["True", true],
    ["yes", false],
    ["tRuE", false],
    ["0", false],
    [null, false],
    [{}, false],
  ])("%j becomes %j", (input, expected) => {
    expect(normaliseFieldValue(field("bool"), input)).toBe(expected);
  });
  test("is stored as 0/1", () => {
    expect(columnValue(field("bool"), "true")).toBe(1);
    expect(columnValue(field("bool"), null)).toBe(0);
  });
});

describe("date", () => {
  test.each([
    ["2022-10-01 12:00:00.000Z", "2022-10-01 12:00:00.000Z"],
    ["2022-10-01", "2022-10-01 00:00:00.000Z"],
    ["2022-10-01T12:00:00+02:00", "2022-10-01 10:00:00.000Z"],
    ["2022-10-01 12:00:00.123456Z", "2022-10-01 12:00:00.123Z"],
    ["not a date", ""],
    ["", ""],
    [1665000000, ""],
    [null, ""],
  ])("%j becomes %j", (input, expected) => {
    expect(normaliseFieldValue(field("date"), input)).toBe(expected);
  });
});

describe("select, file and relation lists", () => {
  const single = field("select", { maxSelect: 1, values: ["a", "b", "c"] });
  const multiple = field("select", { maxSelect: 3, values: ["a", "b", "c"] });

  test("the list normaliser drops empties and duplicates, keeping first occurrences", () => {
    expect(toUniqueStrings(["b", "", "a", "b", null, 3])).toEqual(["b", "a", "3"]);
    expect(toUniqueStrings('["x","y","x"]')).toEqual(["x", "y"]);
    expect(toUniqueStrings("[not json")).toEqual(["[not json"]);
    expect(toUniqueStrings("plain")).toEqual(["plain"]);
    expect(toUniqueStrings(null)).toEqual([]);
    expect(toUniqueStrings("")).toEqual([]);
    expect(toUniqueStrings({ a: 1 })).toEqual([]);
  });

  test("single-valued fields keep the last value", () => {
    expect(normaliseFieldValue(single, ["a", "b", "a"])).toBe("b");
    expect(normaliseFieldValue(single, '["a","c"]')).toBe("c");
    expect(normaliseFieldValue(single, [])).toBe("");
    expect(normaliseFieldValue(single, null)).toBe("");
  });

  test("multi-valued fields keep the list, also from old single-value columns", () => {
    expect(normaliseFieldValue(multiple, "a")).toEqual(["a"]);
    expect(normaliseFieldValue(multiple, '["b","c","a"]')).toEqual(["b", "c", "a"]);
    expect(normaliseFieldValue(multiple, null)).toEqual([]);
    expect(normaliseFieldValue(multiple, "")).toEqual([]);
  });

  test("multi values are stored as compact JSON; single as the plain string", () => {
    expect(columnValue(multiple, ["a", "b"])).toBe('["a","b"]');
    expect(columnValue(multiple, [])).toBe("[]");
    expect(columnValue(single, ["a"])).toBe("a");
  });

  test("relations with maxSelect null are multiple; file fields follow maxSelect", () => {
    expect(normaliseFieldValue(field("relation", { maxSelect: null }), "x")).toEqual(["x"]);
    expect(normaliseFieldValue(field("relation", { maxSelect: 1 }), ["x", "y"])).toBe("y");
    expect(normaliseFieldValue(field("file", { maxSelect: 99 }), "a.png")).toEqual(["a.png"]);
    expect(normaliseFieldValue(field("file", { maxSelect: 1 }), '["a.png"]')).toBe("a.png");
  });
});

describe("json", () => {
  const json = field("json");
  test.each([
    [null, null],
    [undefined, null],
    ["", '""'],
    ["null", "null"],
    ["true", "true"],
    ["false", "false"],
    ["123", "123"],
    ["-1", '"-1"'],
    ['"quoted"', '"quoted"'],
    ["[\r\n  1,\r\n  2\r\n]", "[\r\n  1,\r\n  2\r\n]"],
    ['{"b":1, "a":2}', '{"b":1, "a":2}'],
    ["{broken", '"{broken"'],
    ["hello", '"hello"'],
    [12.5, "12.5"],
    [false, "false"],
    [{ b: 1, a: "<x>" }, '{"a":"\\u003cx\\u003e","b":1}'],
    [[1, "2"], '[1,"2"]'],
  ])("%j becomes %j", (input, expected) => {
    expect(normaliseFieldValue(json, input)).toBe(expected);
  });

  test("is exported as the parsed value and stored as text or NULL", () => {
    expect(exportedValue(json, "[\r\n  1\r\n]")).toEqual([1]);
    expect(exportedValue(json, null)).toBeNull();
    expect(columnValue(json, null)).toBeNull();
    expect(columnValue(json, { a: 1 })).toBe('{"a":1}');
  });

  test("empty for required: null, empty string, empty array and object", () => {
    for (const empty of [null, "", "[]", "{}", "null", []]) expect(isEmptyFieldValue(json, empty)).toBe(true);
    for (const full of [0, "0", "[1]", { a: 1 }, false]) expect(isEmptyFieldValue(json, full)).toBe(false);
  });
});

test("required emptiness follows PocketBase: 0, false, '' and [] are empty", () => {
  expect(isEmptyFieldValue(field("number"), 0)).toBe(true);
  expect(isEmptyFieldValue(field("number"), -1)).toBe(false);
  expect(isEmptyFieldValue(field("bool"), false)).toBe(true);
  expect(isEmptyFieldValue(field("bool"), true)).toBe(false);
  expect(isEmptyFieldValue(field("text"), "")).toBe(true);
  expect(isEmptyFieldValue(field("date"), "bad")).toBe(true);
  expect(isEmptyFieldValue(field("select", { maxSelect: 2, values: ["a"] }), [])).toBe(true);
});
