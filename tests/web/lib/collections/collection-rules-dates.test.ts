import { expect, test } from "vitest";
import { collectionForDisplay } from "../../../../shared/client/generations/v023/collections-display.ts";
import type { FieldsCollection } from "../../../../shared/schema/fields-to-v023.ts";
import { recordFieldNames } from "../../../../web/src/lib/collections/collection-rules.ts";

test("a record's names: the dates a v0.23+ collection has, both before v0.23", () => {
  const posts = collectionForDisplay({
    id: "posts0000000000",
    name: "posts",
    type: "base",
    system: false,
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    fields: [
      { id: "text3208210256", name: "id", type: "text", system: true },
      { id: "text724990059", name: "title", type: "text", system: false },
      { id: "autodate1", name: "updated", type: "autodate", system: false, onCreate: true, onUpdate: true },
    ],
  } as unknown as FieldsCollection);
  expect(recordFieldNames(posts)).toEqual(["id", "title", "updated"]);
  expect(recordFieldNames({ id: "x", name: "old", type: "base", schema: [] })).toEqual([
    "id",
    "created",
    "updated",
  ]);
  // a v0.23+ draft (the editor's, `raw` kept) names its dates among its fields, or none
  const draft = { id: "x", name: "posts", type: "base" as const, schema: [] as never[], raw: {} };
  expect(recordFieldNames(draft)).toEqual(["id"]);
});
