import Papa from "papaparse";
import { expect, test } from "vitest";
import {
  duplicateTargets,
  guessMapping,
  importableFields,
} from "../../../../../web/src/lib/records/transfer/import-mapping.ts";
import { errorsText, validateBody } from "../../../../../web/src/lib/records/transfer/import-validation.ts";
import { cellToValue, listOf, rowToBody } from "../../../../../web/src/lib/records/transfer/import-values.ts";
import {
  isJsonFile,
  parseCsvRecords,
  parseJsonRecords,
  RecordsFileError,
} from "../../../../../web/src/lib/records/transfer/parse-records-file.ts";
import { demo, users } from "../../fixtures.ts";

const field = (name: string) => {
  const f = demo.schema.find((x) => x.name === name);
  if (!f) throw new Error(name);
  return f;
};

test("importable fields skip files and add the auth fields", () => {
  expect(importableFields(demo)).not.toContain("file_one");
  expect(importableFields(demo)).toContain("rel_many");
  expect(importableFields(users)).toEqual([
    "id",
    "username",
    "email",
    "emailVisibility",
    "verified",
    "password",
    "passwordConfirm",
    "name",
  ]);
});

test("the mapping guesses same-named fields once and reports duplicates", () => {
  const mapping = guessMapping(["ID", "Text", "other", "text"], importableFields(demo));
  expect(mapping).toEqual({ ID: "id", Text: "text", other: "", text: "" });
  expect(duplicateTargets({ a: "x", b: "x", c: "", d: "y" })).toEqual(["x"]);
});

test("cells become values per field type", () => {
  expect(listOf('["a","b"]')).toEqual(["a", "b"]);
  expect(listOf("a, b")).toEqual(["a", "b"]);
  expect(listOf("")).toEqual([]);
  expect(cellToValue(field("bool"), "TRUE")).toBe(true);
  expect(cellToValue(field("bool"), "")).toBe(false);
  expect(cellToValue(field("number"), " 2.5 ")).toBe(2.5);
  expect(cellToValue(field("number"), "")).toBe(null);
  expect(cellToValue(field("select_one"), '["b"]')).toBe("b");
  expect(cellToValue(field("select_many"), "a,c")).toEqual(["a", "c"]);
  expect(cellToValue(field("rel_many"), "x1")).toEqual(["x1"]);
  expect(cellToValue(field("json"), '{"a":1}')).toEqual({ a: 1 });
  expect(cellToValue(field("json"), "")).toBe(null);
  expect(cellToValue(field("text"), 12)).toBe("12");
});

test("a row becomes a body of mapped columns, with conversion errors", () => {
  const mapping = { id: "id", n: "number", b: "bool", j: "json", skip: "" };
  const good = rowToBody(demo, mapping, { id: "", n: "3", b: "no", j: "[1]", skip: "x" });
  expect(good).toEqual({ body: { number: 3, bool: false, json: [1] }, errors: {} });
  const bad = rowToBody(demo, mapping, { n: "three", b: "maybe", j: "{oops" });
  expect(bad.errors).toEqual({
    number: { code: "validation_invalid_number", message: "Must be a valid number" },
    bool: { code: "validation_invalid_bool", message: "Must be true or false" },
    json: { code: "validation_invalid_json", message: "Must be a valid json value" },
  });
});

test("validation reports the API's codes and messages", () => {
  const required = { ...demo, schema: [{ ...field("text"), required: true }, field("select_many")] };
  const errors = validateBody(required, { id: "short", text: "", select_many: ["a", "b", "z"] });
  expect(errors).toEqual({
    id: { code: "validation_length_invalid", message: "The length must be exactly 15" },
    text: { code: "validation_required", message: "Missing required value" },
    select_many: { code: "validation_too_many_values", message: "Select no more than 2" },
  });
  expect(errorsText(errors)).toBe(
    "id: The length must be exactly 15; text: Missing required value; select_many: Select no more than 2",
  );
  expect(validateBody(demo, { select_one: "z" }).select_one?.message).toBe("Invalid value z");
  expect(validateBody(demo, { text: "ok", number: 2 })).toEqual({});
  const auth = validateBody(users, { email: "nope", password: "1234567890", passwordConfirm: "x" });
  expect(auth.email?.message).toBe("Must be a valid email address");
  expect(auth.passwordConfirm?.message).toBe("Values don't match");
  expect(validateBody(users, {}).password?.message).toBe("Cannot be blank");
});

test("files parse as JSON arrays or CSV with a header", () => {
  expect(isJsonFile("a.JSON")).toBe(true);
  expect(isJsonFile("a.csv")).toBe(false);
  expect(parseJsonRecords('[{"a":1,"expand":{}},{"b":2}]')).toEqual({
    columns: ["a", "b"],
    rows: [{ a: 1, expand: {} }, { b: 2 }],
  });
  expect(parseJsonRecords('{"items":[{"a":1}]}').rows).toEqual([{ a: 1 }]);
  expect(() => parseJsonRecords("{")).toThrow(RecordsFileError);
  expect(() => parseJsonRecords("{}")).toThrow("The JSON file must hold an array of records.");
  expect(() => parseJsonRecords("[1]")).toThrow("Every item of the JSON array must be an object.");
  const csv = parseCsvRecords(Papa, 'id,text\n,"a, ""b"""\n\nr2,c\n');
  expect(csv).toEqual({
    columns: ["id", "text"],
    rows: [
      { id: "", text: 'a, "b"' },
      { id: "r2", text: "c" },
    ],
  });
  expect(() => parseCsvRecords(Papa, "")).toThrow("The CSV file has no header row.");
});
