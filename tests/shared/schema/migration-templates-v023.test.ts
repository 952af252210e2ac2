/** The v0.23+ migration files: `app` API, settings through unmarshal, fields through addAt/removeById. */
import { expect, test } from "vitest";
import type { Collection } from "../../../shared/models.ts";
import { migrationsBetween } from "../../../shared/schema/migration-plan.ts";
import { collectionMigrationV023 } from "../../../shared/schema/migration-templates-v023.ts";

const as = (value: unknown) => value as Collection;
const id = { id: "text3208210256", name: "id", type: "text", system: true };
const title = { id: "text1", name: "title", type: "text", system: false, max: 0 };
const posts = as({
  id: "pbc_1",
  name: "posts",
  type: "base",
  system: false,
  fields: [id, title],
  indexes: [],
  listRule: null,
  created: "2026-01-01 00:00:00.000Z",
  oauth2: { providers: [] },
});

test("create and delete write the whole collection without timestamps or providers", () => {
  const created = collectionMigrationV023(posts, null, 1700000000);
  expect(created?.name).toBe("1700000000_created_posts.js");
  expect(created?.content).toContain(
    'migrate((app) => {\n  const collection = new Collection({\n    "id": "pbc_1",',
  );
  expect(created?.content).toContain("return app.save(collection);");
  expect(created?.content).toContain(
    'const collection = app.findCollectionByNameOrId("pbc_1");\n\n  return app.delete(collection);',
  );
  expect(created?.content).not.toContain('created":');
  expect(created?.content).toContain('"oauth2": {}');
  expect(collectionMigrationV023(null, posts, 1)?.name).toBe("1_deleted_posts.js");
});

test("an update: changed settings through unmarshal, fields at their place, and the way back", () => {
  const summary = { id: "editor1", name: "summary", type: "editor", system: false };
  const next = as({ ...posts, listRule: "", fields: [id, summary, { ...title, max: 10 }] });
  const content = collectionMigrationV023(next, posts, 5)?.content ?? "";
  const [up, down] = content.split("}, (app) => {");
  expect(up).toContain('unmarshal({\n    "listRule": ""\n  }, collection)');
  expect(up).toContain("collection.fields.addAt(1, new Field({");
  expect(up).toContain(
    'collection.fields.addAt(2, new Field({\n    "id": "text1",\n    "name": "title",\n    "type": "text",\n    "system": false,\n    "max": 10\n  }))',
  );
  expect(down).toContain('unmarshal({\n    "listRule": null\n  }, collection)');
  expect(down).toContain('collection.fields.removeById("editor1")');
  expect(collectionMigrationV023(posts, posts, 5)).toBeNull();
});

test("the plan orders v0.23+ files as v0.18's: a relation's target first", () => {
  const tags = as({
    id: "pbc_2",
    name: "tags",
    type: "base",
    system: false,
    fields: [{ id: "relation1", name: "post", type: "relation", collectionId: "pbc_1" }],
    indexes: [],
  });
  const files = migrationsBetween([], [tags, posts], 10, collectionMigrationV023);
  expect(files.map((f) => f.name)).toEqual(["10_created_posts.js", "11_created_tags.js"]);
});
