import { afterEach, beforeEach, expect, test } from "vitest";
import {
  createCollection,
  findCollectionOrFail,
  updateCollection,
} from "../../../backend/services/collections/collections.ts";
import { errorOf, openTempBackend, snapshot, sqlOf, type TempBackend } from "./temp-backend.ts";

let t: TempBackend;
beforeEach(() => {
  t = openTempBackend();
});
afterEach(async () => {
  await t.close();
});

const everyField = [
  { name: "title", type: "text" },
  { name: "body", type: "editor" },
  { name: "email", type: "email" },
  { name: "site", type: "url" },
  { name: "when", type: "date" },
  { name: "count", type: "number" },
  { name: "done", type: "bool" },
  { name: "meta", type: "json" },
  { name: "status", type: "select", options: { maxSelect: 1, values: ["a", "b"] } },
  { name: "tags", type: "select", options: { maxSelect: 2, values: ["a", "b"] } },
  { name: "cover", type: "file", options: { maxSelect: 1, maxSize: 10 } },
  { name: "gallery", type: "file", options: { maxSelect: 3, maxSize: 10 } },
  { name: "owner", type: "relation", options: { collectionId: "_pb_users_auth_", maxSelect: 1 } },
  { name: "members", type: "relation", options: { collectionId: "_pb_users_auth_" } },
];

const now = "DEFAULT (strftime('%Y-%m-%d %H:%M:%fZ')) NOT NULL";

test("a new base table has PocketBase's column definitions in byte order", () => {
  createCollection(t.backend, { name: "posts", schema: everyField });
  expect(sqlOf(t.backend.db, "posts")).toBe(
    "CREATE TABLE `posts` (" +
      [
        "`body` TEXT DEFAULT '' NOT NULL",
        "`count` NUMERIC DEFAULT 0 NOT NULL",
        "`cover` TEXT DEFAULT '' NOT NULL",
        `\`created\` TEXT ${now}`,
        "`done` BOOLEAN DEFAULT FALSE NOT NULL",
        "`email` TEXT DEFAULT '' NOT NULL",
        "`gallery` JSON DEFAULT '[]' NOT NULL",
        "`id` TEXT PRIMARY KEY DEFAULT ('r'||lower(hex(randomblob(7)))) NOT NULL",
        "`members` JSON DEFAULT '[]' NOT NULL",
        "`meta` JSON DEFAULT NULL",
        "`owner` TEXT DEFAULT '' NOT NULL",
        "`site` TEXT DEFAULT '' NOT NULL",
        "`status` TEXT DEFAULT '' NOT NULL",
        "`tags` JSON DEFAULT '[]' NOT NULL",
        "`title` TEXT DEFAULT '' NOT NULL",
        `\`updated\` TEXT ${now}`,
        "`when` TEXT DEFAULT '' NOT NULL",
      ].join(", ") +
      ")",
  );
  // only the primary key's automatic index
  const indexes = t.backend.db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'posts'")
    .all();
  expect(indexes.map((r) => r.name)).toEqual(["sqlite_autoindex_posts_1"]);
});

test("a new auth table gets the auth columns, upper-case names first, and the three auth indexes", () => {
  const c = createCollection(t.backend, {
    id: "authcoll1234567",
    name: "members",
    type: "auth",
    schema: [{ name: "Nick", type: "text" }],
    indexes: ["create index idx_members_created on members (created)"],
  });
  expect(c.id).toBe("authcoll1234567");
  expect(sqlOf(t.backend.db, "members")).toBe(
    "CREATE TABLE `members` (" +
      [
        "`Nick` TEXT DEFAULT '' NOT NULL",
        `\`created\` TEXT ${now}`,
        "`email` TEXT DEFAULT '' NOT NULL",
        "`emailVisibility` BOOLEAN DEFAULT FALSE NOT NULL",
        "`id` TEXT PRIMARY KEY DEFAULT ('r'||lower(hex(randomblob(7)))) NOT NULL",
        "`lastResetSentAt` TEXT DEFAULT '' NOT NULL",
        "`lastVerificationSentAt` TEXT DEFAULT '' NOT NULL",
        "`passwordHash` TEXT NOT NULL",
        "`tokenKey` TEXT NOT NULL",
        `\`updated\` TEXT ${now}`,
        "`username` TEXT NOT NULL",
        "`verified` BOOLEAN DEFAULT FALSE NOT NULL",
      ].join(", ") +
      ")",
  );
  expect(sqlOf(t.backend.db, "_authcoll1234567_username_idx")).toBe(
    "CREATE UNIQUE INDEX _authcoll1234567_username_idx ON `members` (`username`)",
  );
  expect(sqlOf(t.backend.db, "_authcoll1234567_email_idx")).toBe(
    "CREATE UNIQUE INDEX _authcoll1234567_email_idx ON `members` (`email`) WHERE `email` != ''",
  );
  expect(sqlOf(t.backend.db, "_authcoll1234567_tokenKey_idx")).toBe(
    "CREATE UNIQUE INDEX _authcoll1234567_tokenKey_idx ON `members` (`tokenKey`)",
  );
  expect(sqlOf(t.backend.db, "idx_members_created")).toBe(
    "CREATE INDEX `idx_members_created` ON `members` (`created`)",
  );
  expect(c.indexes).toEqual(["CREATE INDEX `idx_members_created` ON `members` (`created`)"]);
});

test("renaming fields and the collection keeps the data; swapped names work", () => {
  const c = createCollection(t.backend, {
    name: "notes",
    schema: [
      { id: "fielda1", name: "a", type: "text" },
      { id: "fieldb1", name: "b", type: "text" },
      { id: "fieldc1", name: "c", type: "number" },
    ],
  });
  t.backend.db.prepare("INSERT INTO notes (id, a, b, c) VALUES ('r1', 'one', 'two', 3)").run();
  const updated = updateCollection(t.backend, c, {
    name: "memos",
    schema: [
      { id: "fielda1", name: "b", type: "text" },
      { id: "fieldb1", name: "a", type: "text" },
      { name: "d", type: "bool" },
    ],
  });
  expect(updated.name).toBe("memos");
  expect(sqlOf(t.backend.db, "notes")).toBeUndefined();
  expect(t.backend.db.prepare("SELECT id, a, b, d FROM memos").all()).toEqual([
    { id: "r1", a: "two", b: "one", d: 0 },
  ]);
  // the dropped column is gone
  expect(() => t.backend.db.prepare("SELECT c FROM memos").all()).toThrow(/no such column/);
  expect(findCollectionOrFail(t.backend, "MEMOS").schema.map((f) => f.name)).toEqual(["b", "a", "d"]);
});

test("single <-> multiple conversions rewrite the column and convert the values", () => {
  const c = createCollection(t.backend, {
    name: "items",
    schema: [
      { id: "selfield", name: "sel", type: "select", options: { maxSelect: 1, values: ["a", "b", "c"] } },
      { id: "relfield", name: "rel", type: "relation", options: { collectionId: "_pb_users_auth_" } },
    ],
  });
  const insert = t.backend.db.prepare("INSERT INTO items (id, sel, rel) VALUES (?, ?, ?)");
  insert.run("r1", "a", '["u1","u2"]');
  insert.run("r2", "", "[]");
  insert.run("r3", '["b","c"]', "plain");
  // a view selecting the columns must not block the conversion
  createCollection(t.backend, {
    name: "items_view",
    type: "view",
    options: { query: "select id, sel, rel from items" },
  });
  updateCollection(t.backend, c, {
    schema: [
      { id: "selfield", name: "sel", type: "select", options: { maxSelect: 2, values: ["a", "b", "c"] } },
      {
        id: "relfield",
        name: "rel",
        type: "relation",
        options: { collectionId: "_pb_users_auth_", maxSelect: 1 },
      },
    ],
  });
  expect(t.backend.db.prepare("SELECT id, sel, rel FROM items ORDER BY id").all()).toEqual([
    { id: "r1", sel: '["a"]', rel: "u2" },
    { id: "r2", sel: "[]", rel: "" },
    { id: "r3", sel: '["b","c"]', rel: "plain" },
  ]);
  // converted columns move to the end; SQLite re-quotes renamed columns with double quotes
  expect(sqlOf(t.backend.db, "items")).toBe(
    `CREATE TABLE \`items\` (\`created\` TEXT ${now}, \`id\` TEXT PRIMARY KEY DEFAULT ('r'||lower(hex(randomblob(7)))) NOT NULL, \`updated\` TEXT ${now}, "sel" JSON DEFAULT '[]' NOT NULL, "rel" TEXT DEFAULT '' NOT NULL)`,
  );
  // the view still reads the converted columns and its schema follows the new options
  expect(t.backend.db.prepare("SELECT sel FROM items_view WHERE id = 'r1'").get()).toEqual({ sel: '["a"]' });
  const view = findCollectionOrFail(t.backend, "items_view");
  expect(
    view.schema.map((f) => [f.name, f.type, (f.options as { maxSelect: number | null }).maxSelect]),
  ).toEqual([
    ["sel", "select", 2],
    ["rel", "relation", 1],
  ]);
});

test("a user index SQLite refuses rolls back the whole update", () => {
  const demo2 = findCollectionOrFail(t.backend, "demo2");
  const before = snapshot(t.backend.db);
  const error = errorOf(() =>
    updateCollection(t.backend, demo2, {
      name: "demo2_renamed",
      schema: [...demo2.schema, { name: "extra", type: "text" }],
      indexes: ["create index idx_ok on demo2 (title)", "create index idx_bad on demo2 (missing_column)"],
    }),
  );
  expect(error).toEqual({
    code: 400,
    message: "Failed to update the collection.",
    data: {
      indexes: {
        "1": {
          code: "validation_invalid_index_expression",
          message: "Failed to create index idx_bad - no such column: missing_column.",
        },
      },
    },
  });
  expect(snapshot(t.backend.db)).toEqual(before);
  expect(findCollectionOrFail(t.backend, "demo2").name).toBe("demo2");
});

test("indexes are re-created on the new table name after a rename, and stored rewritten", () => {
  const demo2 = findCollectionOrFail(t.backend, "demo2");
  const updated = updateCollection(t.backend, demo2, { name: "titles" });
  expect(updated.indexes).toEqual([
    "CREATE INDEX `idx_demo2_created` ON `titles` (`created`)",
    "CREATE UNIQUE INDEX `idx_unique_demo2_title` ON `titles` (`title`)",
    "CREATE INDEX `idx_demo2_active` ON `titles` (`active`)",
  ]);
  expect(sqlOf(t.backend.db, "idx_unique_demo2_title")).toBe(
    "CREATE UNIQUE INDEX `idx_unique_demo2_title` ON `titles` (`title`)",
  );
});

test("an index name used by another collection is refused, and that index survives", () => {
  const before = snapshot(t.backend.db);
  expect(
    errorOf(() =>
      createCollection(t.backend, {
        name: "posts",
        schema: [{ name: "title", type: "text" }],
        indexes: ["create index idx_demo2_created on posts (created)"],
      }),
    ),
  ).toEqual({
    code: 400,
    message: "Failed to create the collection.",
    data: {
      indexes: {
        "0": {
          code: "validation_invalid_index_expression",
          message: "Failed to create index idx_demo2_created - index idx_demo2_created already exists.",
        },
      },
    },
  });
  expect(snapshot(t.backend.db)).toEqual(before);
  expect(sqlOf(t.backend.db, "idx_demo2_created")).toBe(
    "CREATE INDEX `idx_demo2_created` ON `demo2` (`created`)",
  );
});
