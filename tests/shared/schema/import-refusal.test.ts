import { expect, test } from "vitest";
import { importRefusalLines } from "../../../shared/schema/import-refusal.ts";

const payload = [
  { id: "c1", name: "demo1", schema: [{ name: "title" }, { name: "number" }] },
  { id: "c2", name: "demo2", fields: [{ name: "id" }, { name: "title" }, { name: "owner" }] },
];

/** The import endpoint's `data`: one validation tree per collection, as JSON inside the message. */
function refused(name: string, tree: object) {
  return {
    collections: {
      code: "collections_import_validate_failure",
      message: `Data validations failed for collection "${name}" (x): ${JSON.stringify(tree)}.`,
    },
  };
}

test("a field of a v0.18-v0.22 file (schema) and of a v0.23+ file (fields) is named by its place in the list", () => {
  const old = refused("demo1", {
    schema: { 1: { type: { code: "c", message: "Field type cannot be changed." } } },
  });
  expect(importRefusalLines(old, payload)).toEqual([
    'collection "demo1", field "number" (type): Field type cannot be changed.',
  ]);
  const v023 = refused("demo2", {
    fields: { 2: { collectionId: { code: "c", message: "Missing collection." } } },
  });
  expect(importRefusalLines(v023, payload)).toEqual([
    'collection "demo2", field "owner" (collectionId): Missing collection.',
  ]);
});

test("a collection setting, a plain field error and no data at all", () => {
  const rule = refused("demo2", { listRule: { code: "c", message: "Invalid rule." } });
  expect(importRefusalLines(rule, payload)).toEqual(['collection "demo2", listRule: Invalid rule.']);
  expect(importRefusalLines({ collections: { code: "c", message: "Cannot be blank." } }, payload)).toEqual([
    "collections: Cannot be blank.",
  ]);
  expect(importRefusalLines(undefined, payload)).toEqual([]);
  expect(importRefusalLines({}, payload)).toEqual([]);
});
