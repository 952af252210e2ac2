import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { collectionJson } from "../../../backend/services/collections/collection-json.ts";
import {
  createCollection,
  findCollectionOrFail,
  removeCollection,
  updateCollection,
} from "../../../backend/services/collections/collections.ts";
import { errorOf, openTempBackend, snapshot, sqlOf, type TempBackend } from "../db/temp-backend.ts";

let t: TempBackend;
beforeEach(() => {
  t = openTempBackend();
});
afterEach(async () => {
  await t.close();
});

const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/;
const dependency = {
  code: 400,
  message: "Failed to delete collection due to existing dependency.",
  data: {},
};

test("create answers the stored collection with PocketBase's keys, defaults and generated ids", () => {
  const c = createCollection(t.backend, {
    name: "new",
    created: "2000-01-01 00:00:00.000Z",
    schema: [
      { type: "text", id: "12345789", name: "test" },
      { type: "relation", name: "rel", options: { collectionId: "wsmn24bux7wo113", maxSelect: 1, extra: 1 } },
    ],
    indexes: ["create unique index idx_test on anything (test)"],
    listRule: "",
  });
  const json = collectionJson(c);
  expect(Object.keys(json)).toEqual([
    "id",
    "created",
    "updated",
    "name",
    "type",
    "system",
    "schema",
    "indexes",
    "listRule",
    "viewRule",
    "createRule",
    "updateRule",
    "deleteRule",
    "options",
  ]);
  expect(json.id).toMatch(/^[a-z0-9]{15}$/);
  expect(json.created).toMatch(timestamp);
  expect(json.created).not.toBe("2000-01-01 00:00:00.000Z");
  expect(json).toMatchObject({
    name: "new",
    type: "base",
    system: false,
    schema: [
      {
        system: false,
        id: "12345789",
        name: "test",
        type: "text",
        required: false,
        presentable: false,
        unique: false,
        options: { min: null, max: null, pattern: "" },
      },
      {
        system: false,
        id: expect.stringMatching(/^[a-z0-9]{8}$/),
        name: "rel",
        type: "relation",
        required: false,
        presentable: false,
        unique: false,
        options: {
          collectionId: "wsmn24bux7wo113",
          cascadeDelete: false,
          minSelect: null,
          maxSelect: 1,
          displayFields: null,
        },
      },
    ],
    indexes: ["CREATE UNIQUE INDEX `idx_test` ON `anything` (`test`)"],
    listRule: "",
    viewRule: null,
    options: {},
  });
  expect(JSON.stringify(json.schema)).toBe(JSON.stringify(c.schema));
  // the stored row is what the registry serves
  const row = t.backend.db
    .prepare("SELECT schema, indexes, options FROM _collections WHERE name = 'new'")
    .get();
  expect(row).toEqual({
    schema: JSON.stringify(c.schema),
    indexes: '["CREATE UNIQUE INDEX `idx_test` ON `anything` (`test`)"]',
    options: "{}",
  });
});

test("an auth collection created without options gets the zero options, sorted", () => {
  const c = createCollection(t.backend, { name: "members", type: "auth" });
  expect(collectionJson(c).options).toEqual({
    allowEmailAuth: false,
    allowOAuth2Auth: false,
    allowUsernameAuth: false,
    exceptEmailDomains: null,
    manageRule: null,
    minPasswordLength: 0,
    onlyEmailDomains: null,
    requireEmail: false,
  });
  expect(t.backend.db.prepare("SELECT options FROM _collections WHERE id = ?").get(c.id)).toEqual({
    options:
      '{"allowEmailAuth":false,"allowOAuth2Auth":false,"allowUsernameAuth":false,"exceptEmailDomains":null,"manageRule":null,"minPasswordLength":0,"onlyEmailDomains":null,"requireEmail":false}',
  });
});

test("PATCH keeps omitted keys, merges options, and a null rule means admins only", () => {
  const users = findCollectionOrFail(t.backend, "users");
  const updated = updateCollection(t.backend, users, {
    listRule: "",
    viewRule: null,
    options: { minPasswordLength: 12, manageRule: "id = @request.auth.id", unknown: true },
  });
  expect(collectionJson(updated)).toMatchObject({
    name: "users",
    listRule: "",
    viewRule: null,
    createRule: "",
    updateRule: "id = @request.auth.id",
    schema: users.schema,
    indexes: users.indexes,
    options: {
      allowEmailAuth: true,
      allowOAuth2Auth: true,
      allowUsernameAuth: true,
      exceptEmailDomains: null,
      manageRule: "id = @request.auth.id",
      minPasswordLength: 12,
      onlyEmailDomains: null,
      requireEmail: false,
    },
  });
  expect(Object.keys(updated.options)).not.toContain("unknown");
  expect(updated.created).toBe(users.created);
  expect(updated.updated > users.updated).toBe(true);
});

test("a view collection: inferred schema, stored SQL view, read-only options", () => {
  const c = createCollection(t.backend, {
    name: "titles",
    type: "view",
    schema: [{ name: "ignored", type: "text" }],
    listRule: "title != ''",
    options: { query: "SELECT id, title, created FROM demo2;" },
  });
  expect(collectionJson(c)).toMatchObject({
    type: "view",
    indexes: [],
    listRule: "title != ''",
    options: { query: "SELECT id, title, created FROM demo2;" },
  });
  expect(c.schema.map((f) => [f.name, f.type])).toEqual([["title", "text"]]);
  expect(sqlOf(t.backend.db, "titles")).toBe(
    "CREATE VIEW `titles` AS SELECT * FROM (SELECT id, title, created FROM demo2)",
  );
  expect(t.backend.db.prepare("SELECT count(*) AS n FROM titles").get()).toEqual({ n: 3 });

  // renaming the view replaces the SQL view; the query change regenerates the schema
  const renamed = updateCollection(t.backend, c, {
    name: "titles2",
    options: { query: "select id, title, active from demo2" },
  });
  expect(sqlOf(t.backend.db, "titles")).toBeUndefined();
  expect(sqlOf(t.backend.db, "titles2")).toBe(
    "CREATE VIEW `titles2` AS SELECT * FROM (select id, title, active from demo2)",
  );
  expect(renamed.schema.map((f) => [f.name, f.type])).toEqual([
    ["title", "text"],
    ["active", "bool"],
  ]);
});

test("renaming a table keeps the views built on it working", () => {
  createCollection(t.backend, {
    name: "titles",
    type: "view",
    options: { query: "select id, title from demo2" },
  });
  updateCollection(t.backend, findCollectionOrFail(t.backend, "demo2"), { name: "headings" });
  expect(t.backend.db.prepare("SELECT count(*) AS n FROM titles").get()).toEqual({ n: 3 });
  expect(t.backend.db.prepare("SELECT count(*) AS n FROM headings").get()).toEqual({ n: 3 });
});

test("a case-only rename keeps the table and renames the collection", () => {
  const c = createCollection(t.backend, { name: "posts", schema: [{ name: "a", type: "text" }] });
  const renamed = updateCollection(t.backend, c, { name: "Posts" });
  expect(renamed.name).toBe("Posts");
  expect(sqlOf(t.backend.db, "posts")).toMatch(/^CREATE TABLE `posts`/);
});

test("delete refuses system collections, relation targets and view dependencies", () => {
  const before = snapshot(t.backend.db);
  expect(errorOf(() => removeCollection(t.backend, findCollectionOrFail(t.backend, "nologin")))).toEqual(
    dependency,
  );
  // demo4 relates to demo3
  expect(errorOf(() => removeCollection(t.backend, findCollectionOrFail(t.backend, "demo3")))).toEqual(
    dependency,
  );
  // numeric_id_view reads clients
  expect(errorOf(() => removeCollection(t.backend, findCollectionOrFail(t.backend, "clients")))).toEqual(
    dependency,
  );
  // view1 is read by view2
  expect(errorOf(() => removeCollection(t.backend, findCollectionOrFail(t.backend, "view1")))).toEqual(
    dependency,
  );
  expect(snapshot(t.backend.db)).toEqual(before);
});

test("a self relation does not block delete", () => {
  const c = createCollection(t.backend, { name: "tree", schema: [{ name: "a", type: "text" }] });
  const withSelf = updateCollection(t.backend, c, {
    schema: [
      ...c.schema,
      { name: "parent", type: "relation", options: { collectionId: c.id, maxSelect: 1 } },
    ],
  });
  removeCollection(t.backend, withSelf);
  expect(t.backend.collections.find("tree")).toBeUndefined();
  expect(sqlOf(t.backend.db, "tree")).toBeUndefined();
});

test("delete drops the table or view, the row, external auths and stored files", async () => {
  const c = createCollection(t.backend, { name: "members", type: "auth" });
  t.backend.db
    .prepare(
      "INSERT INTO _externalAuths (id, collectionId, recordId, provider, providerId) VALUES ('ea1', ?, 'r1', 'google', 'g1')",
    )
    .run(c.id);
  await t.backend.storage.put(`${c.id}/r1/file.txt`, Buffer.from("x"), "text/plain", "file.txt");
  removeCollection(t.backend, c);
  expect(t.backend.collections.find("members")).toBeUndefined();
  expect(sqlOf(t.backend.db, "members")).toBeUndefined();
  expect(sqlOf(t.backend.db, `_${c.id}_username_idx`)).toBeUndefined();
  expect(
    t.backend.db.prepare("SELECT count(*) AS n FROM _externalAuths WHERE collectionId = ?").get(c.id),
  ).toEqual({
    n: 0,
  });
  await expect.poll(() => existsSync(join(t.backend.dataDir, "storage", c.id, "r1", "file.txt"))).toBe(false);

  removeCollection(t.backend, findCollectionOrFail(t.backend, "numeric_id_view"));
  expect(sqlOf(t.backend.db, "numeric_id_view")).toBeUndefined();
});

test("updating a source field re-saves the views that copy it", () => {
  const view = createCollection(t.backend, {
    name: "titles",
    type: "view",
    options: { query: "select id, title from demo2" },
  });
  const demo2 = findCollectionOrFail(t.backend, "demo2");
  updateCollection(t.backend, demo2, {
    schema: demo2.schema.map((f) => (f.name === "title" ? { ...f, options: { ...f.options, max: 50 } } : f)),
  });
  const resaved = findCollectionOrFail(t.backend, "titles");
  expect(resaved.schema[0].options).toEqual({ min: 2, max: 50, pattern: "" });
  expect(resaved.schema[0].id).not.toBe(view.schema[0].id);
});

test("a source change that breaks a view is saved; the broken view stays as it was", () => {
  const notes = createCollection(t.backend, { name: "notes", schema: [{ name: "body", type: "text" }] });
  createCollection(t.backend, {
    name: "bodies",
    type: "view",
    options: { query: "select id, body from notes" },
  });
  const bodies = findCollectionOrFail(t.backend, "bodies");
  // SQLite follows the column rename inside the SQL view; the stored query goes stale
  updateCollection(t.backend, notes, { schema: [{ ...notes.schema[0], name: "text" }] });
  expect(findCollectionOrFail(t.backend, "notes").schema.map((f) => f.name)).toEqual(["text"]);
  expect(findCollectionOrFail(t.backend, "bodies")).toEqual(bodies);
});
