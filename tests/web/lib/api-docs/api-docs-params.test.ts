import { expect, test } from "vitest";
import type { SchemaField } from "../../../../shared/models.ts";
import {
  fieldDescription,
  fieldTypeLabel,
  recordBodyParams,
  ruleAccess,
} from "../../../../web/src/lib/api-docs/api-docs-params.ts";
import { demo } from "../fixtures.ts";

const byName = (name: string) => demo.schema.find((f) => f.name === name) as SchemaField;

test("rule access: null is admins only, empty is everyone, otherwise the rule text", () => {
  expect(ruleAccess(null)).toEqual({ kind: "admins", summary: "Admins only." });
  expect(ruleAccess("")).toEqual({ kind: "everyone", summary: "Everyone, signed in or not." });
  expect(ruleAccess("id = @request.auth.id")).toMatchObject({ kind: "rule", rule: "id = @request.auth.id" });
});

test("field types per kind and multiplicity", () => {
  expect(
    [
      "text",
      "bool",
      "number",
      "select_one",
      "select_many",
      "json",
      "datetime",
      "file_one",
      "file_many",
      "rel_one",
      "rel_many",
    ].map((n) => fieldTypeLabel(byName(n))),
  ).toEqual([
    "String",
    "Boolean",
    "Number",
    "String",
    "Array<String>",
    "JSON",
    "String",
    "File",
    "Array<File>",
    "String",
    "Array<String>",
  ]);
});

test("descriptions name select values and file limits", () => {
  expect(fieldDescription(byName("select_one"))).toBe("One of: a, b, c.");
  expect(fieldDescription(byName("select_many"))).toBe("Up to 2 of: a, b, c.");
  expect(fieldDescription(byName("file_many"))).toBe("Up to 99 files (multipart/form-data only).");
});

test("required schema fields are required on create and only noted on update", () => {
  const schema = demo.schema.map((f) => (f.name === "number" ? { ...f, required: true } : f));
  const create = recordBodyParams({ ...demo, schema }, false).find((p) => p.name === "number");
  const update = recordBodyParams({ ...demo, schema }, true).find((p) => p.name === "number");
  expect(create?.required).toBe(true);
  expect(update?.required).toBe(false);
  expect(update?.description).toBe("Number. Cannot be emptied.");
});
