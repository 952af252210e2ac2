import { afterEach, beforeEach, expect, test } from "vitest";
import { importCollections } from "../../../backend/services/collections/collection-import.ts";
import { collectionJson } from "../../../backend/services/collections/collection-json.ts";
import { findCollectionOrFail } from "../../../backend/services/collections/collections.ts";
import { errorOf, openTempBackend, snapshot, sqlOf, type TempBackend } from "../db/temp-backend.ts";

let t: TempBackend;
beforeEach(() => {
  t = openTempBackend();
});
afterEach(async () => {
  await t.close();
});

const exported = () => t.backend.collections.all().map((c) => collectionJson(c));
const failed = "Failed to import the submitted collections.";

test("an empty or missing list is a validation error; wrong types are a formatting error", () => {
  const required = {
    code: 400,
    message: "Something went wrong while processing your request.",
    data: { collections: { code: "validation_required", message: "Cannot be blank." } },
  };
  expect(errorOf(() => importCollections(t.backend, { collections: [] }))).toEqual(required);
  expect(errorOf(() => importCollections(t.backend, {}))).toEqual(required);
  const formatting = {
    code: 400,
    message: "Failed to load the submitted data due to invalid formatting.",
    data: {},
  };
  for (const body of [
    [],
    { collections: {} },
    { collections: ["x"] },
    { collections: [{}], deleteMissing: "yes" },
  ]) {
    expect(errorOf(() => importCollections(t.backend, body))).toEqual(formatting);
  }
});

test("without deleteMissing: new collections are created, existing ones replaced with their fields kept", () => {
  const demo2 = findCollectionOrFail(t.backend, "demo2");
  t.backend.db.prepare("UPDATE demo2 SET title = 'kept' WHERE id = (SELECT id FROM demo2 LIMIT 1)").run();
  importCollections(t.backend, {
    collections: [
      {
        name: "fresh",
        schema: [{ name: "a", type: "text" }],
        indexes: ["create index idx_fresh on fresh (a)"],
      },
      {
        id: demo2.id,
        name: "demo2",
        created: "2000-01-01 00:00:00.000Z",
        schema: [{ name: "extra", type: "number" }],
        indexes: demo2.indexes,
        listRule: null,
      },
    ],
  });
  const fresh = findCollectionOrFail(t.backend, "fresh");
  expect(fresh).toMatchObject({ type: "base", indexes: ["CREATE INDEX `idx_fresh` ON `fresh` (`a`)"] });
  expect(sqlOf(t.backend.db, "idx_fresh")).toBe("CREATE INDEX `idx_fresh` ON `fresh` (`a`)");
  const updated = findCollectionOrFail(t.backend, "demo2");
  expect(updated.schema.map((f) => f.name)).toEqual(["title", "active", "extra"]);
  expect(updated.created).toBe(demo2.created);
  expect(updated.listRule).toBeNull();
  expect(
    t.backend.db.prepare("SELECT count(*) AS n FROM demo2 WHERE title = 'kept' AND extra = 0").get(),
  ).toEqual({
    n: 1,
  });
  // untouched collections stay
  expect(t.backend.collections.all()).toHaveLength(12);
});

test("with deleteMissing: unlisted collections and fields are dropped", () => {
  const all = exported().filter((c) => c.name !== "demo5");
  const demo2 = all.find((c) => c.name === "demo2") as { schema: { name: string }[]; indexes: string[] };
  demo2.schema = demo2.schema.filter((f) => f.name === "title");
  demo2.indexes = demo2.indexes.filter((i) => !i.includes("active"));
  importCollections(t.backend, { collections: all, deleteMissing: true });
  expect(t.backend.collections.find("demo5")).toBeUndefined();
  expect(sqlOf(t.backend.db, "demo5")).toBeUndefined();
  expect(findCollectionOrFail(t.backend, "demo2").schema.map((f) => f.name)).toEqual(["title"]);
  expect(() => t.backend.db.prepare("SELECT active FROM demo2").all()).toThrow(/no such column/);
  // views were re-created and still work
  const demo1Rows = t.backend.db.prepare("SELECT count(*) AS n FROM demo1").get();
  expect(t.backend.db.prepare("SELECT count(*) AS n FROM view2").get()).toEqual(demo1Rows);
});

test("with deleteMissing, omitting a system collection aborts everything", () => {
  const before = snapshot(t.backend.db);
  const all = exported().filter((c) => c.name !== "nologin");
  all.push({ name: "fresh", schema: [{ name: "a", type: "text" }] });
  expect(errorOf(() => importCollections(t.backend, { collections: all, deleteMissing: true }))).toEqual({
    code: 400,
    message: failed,
    data: {
      collections: {
        code: "collections_import_failure",
        message: "Failed to import the collections configuration.",
      },
    },
  });
  expect(snapshot(t.backend.db)).toEqual(before);
  expect(t.backend.collections.find("fresh")).toBeUndefined();
});

test("a collection that is invalid after the import rolls it back with a validation failure", () => {
  const before = snapshot(t.backend.db);
  const error = errorOf(() =>
    importCollections(t.backend, {
      collections: [
        { name: "fresh", schema: [{ name: "a", type: "text" }] },
        {
          id: "badcollection01",
          name: "broken",
          schema: [{ name: "r", type: "relation", options: { collectionId: "nope" } }],
        },
      ],
    }),
  );
  expect(error).toEqual({
    code: 400,
    message: failed,
    data: {
      collections: {
        code: "collections_import_validate_failure",
        message: `Data validations failed for collection "broken" (badcollection01):\n${JSON.stringify(
          { schema: { "0": { options: { collectionId: "The relation collection doesn't exist." } } } },
          null,
          2,
        )}.`,
      },
    },
  });
  expect(snapshot(t.backend.db)).toEqual(before);
});

test("imported views are created after the tables they read", () => {
  importCollections(t.backend, {
    collections: [
      { name: "fresh_view", type: "view", options: { query: "select id, a from fresh" } },
      { name: "fresh", schema: [{ name: "a", type: "text" }] },
    ],
  });
  const view = findCollectionOrFail(t.backend, "fresh_view");
  expect(view.schema.map((f) => [f.name, f.type])).toEqual([["a", "text"]]);
  expect(sqlOf(t.backend.db, "fresh_view")).toBe(
    "CREATE VIEW `fresh_view` AS SELECT * FROM (select id, a from fresh)",
  );
});
