import { mkdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterEach, beforeEach, expect, test } from "vitest";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import type { Backend } from "../../../backend/context.ts";
import { migrationsControl } from "../../../backend/services/migrations/migrations.ts";
import { copyFixture } from "../../helpers/pbdeck-process.ts";
import { snapshot } from "../db/temp-backend.ts";

let data: { dir: string; cleanup(): void };
let migrationsDir: string;
const opened: Backend[] = [];

beforeEach(() => {
  data = copyFixture();
  migrationsDir = join(dirname(data.dir), "pb_migrations");
  mkdirSync(migrationsDir);
});

afterEach(async () => {
  for (const backend of opened.splice(0)) await closeBackend(backend);
  data.cleanup();
});

function write(name: string, text: string): void {
  writeFileSync(join(migrationsDir, name), text);
}

function open(): Backend {
  const backend = openBackend({ dataDir: data.dir });
  opened.push(backend);
  return backend;
}

function appliedFiles(backend: Backend): string[] {
  return (
    backend.db.prepare("SELECT file FROM _migrations WHERE file LIKE '17%' ORDER BY file").all() as {
      file: string;
    }[]
  ).map((r) => r.file);
}

// written in the style of PocketBase v0.18's documented and generated migrations
const createNotes = `/// <reference path="../pb_data/types.d.ts" />
migrate((db) => {
  const collection = new Collection({
    "id": "notes0000000001",
    "name": "notes",
    "type": "base",
    "system": false,
    "schema": [
      {
        "system": false,
        "id": "notetitl",
        "name": "title",
        "type": "text",
        "required": true,
        "presentable": false,
        "unique": false,
        "options": { "min": null, "max": 200, "pattern": "" }
      }
    ],
    "indexes": ["CREATE INDEX \`idx_notes_title\` ON \`notes\` (\`title\`)"],
    "listRule": "",
    "viewRule": null,
    "createRule": null,
    "updateRule": null,
    "deleteRule": null,
    "options": {}
  });

  return Dao(db).saveCollection(collection);
}, (db) => {
  const dao = new Dao(db);
  const collection = dao.findCollectionByNameOrId("notes0000000001");

  return dao.deleteCollection(collection);
})
`;

const updateNotes = `migrate((db) => {
  const dao = new Dao(db)
  const collection = dao.findCollectionByNameOrId("notes")

  collection.listRule = "heading != ''"
  unmarshal({ viewRule: "@request.auth.id != ''" }, collection)
  collection.schema.addField(new SchemaField({
    "system": false,
    "id": "notebody",
    "name": "body",
    "type": "editor",
    "required": false,
    "options": { "convertUrls": false }
  }))
  collection.schema.getFieldById("notetitl").name = "heading"
  collection.indexes = ["CREATE INDEX \`idx_notes_title\` ON \`notes\` (\`heading\`)"]

  dao.saveCollection(collection)

  db.newQuery("INSERT INTO notes (id, heading, body, created, updated) VALUES ('note00000000001', 'Hello', '<p>x</p>', '', '')").execute()
  db.newQuery("UPDATE notes SET body = {:body} WHERE id = {:id}").bind({ body: "<p>y</p>", id: "note00000000001" }).execute()
}, (db) => {
  const dao = new Dao(db)
  const collection = dao.findCollectionByNameOrId("notes")
  collection.schema.removeField("notebody")
  collection.schema.getFieldById("notetitl").name = "title"
  collection.indexes = ["CREATE INDEX \`idx_notes_title\` ON \`notes\` (\`title\`)"]
  collection.listRule = ""
  collection.viewRule = null
  return dao.saveCollection(collection)
})
`;

test("hand-written migrations apply in file-name order, are recorded like PocketBase does, and a second start applies nothing", async () => {
  write("1700000002_update_notes.js", updateNotes);
  write("1700000001_created_notes.js", createNotes);
  write("README.md", "not a migration");
  const backend = open();
  const notes = backend.collections.find("notes");
  expect(notes?.id).toBe("notes0000000001");
  expect(notes?.schema.map((f) => f.name)).toEqual(["heading", "body"]);
  expect(notes?.listRule).toBe("heading != ''");
  expect(notes?.viewRule).toBe("@request.auth.id != ''");
  expect(notes?.indexes).toEqual(["CREATE INDEX `idx_notes_title` ON `notes` (`heading`)"]);
  expect(backend.db.prepare("SELECT heading, body FROM notes").all()).toEqual([
    { heading: "Hello", body: "<p>y</p>" },
  ]);
  const rows = backend.db
    .prepare("SELECT file, applied FROM _migrations WHERE file LIKE '17%' ORDER BY file")
    .all() as { file: string; applied: number }[];
  expect(rows.map((r) => r.file)).toEqual(["1700000001_created_notes.js", "1700000002_update_notes.js"]);
  // microseconds, as PocketBase records them
  for (const row of rows) expect(String(row.applied)).toHaveLength(16);

  const before = snapshot(backend.db);
  opened.pop();
  await closeBackend(backend);
  const again = open();
  expect(snapshot(again.db)).toEqual(before);
  expect(appliedFiles(again)).toEqual(["1700000001_created_notes.js", "1700000002_update_notes.js"]);
});

test("down reverts the last applied migrations, newest first, and forgets them", () => {
  write("1700000001_created_notes.js", createNotes);
  write("1700000002_update_notes.js", updateNotes);
  const original = openWithoutMigrations();
  const pristine = snapshot(original.db);
  opened.pop();
  return closeBackend(original).then(() => {
    const backend = open();
    const control = migrationsControl(backend);
    expect(control.toRevert(1)).toEqual(["1700000002_update_notes.js"]);
    expect(control.down(1)).toEqual(["1700000002_update_notes.js"]);
    const notes = backend.collections.find("notes");
    expect(notes?.schema.map((f) => f.name)).toEqual(["title"]);
    expect([notes?.listRule, notes?.viewRule]).toEqual(["", null]);
    expect(control.down(5)).toEqual(["1700000001_created_notes.js"]);
    expect(backend.collections.find("notes")).toBeUndefined();
    expect(appliedFiles(backend)).toEqual([]);
    const after = snapshot(backend.db) as { master: unknown[]; collections: unknown[] };
    const expected = pristine as { master: unknown[]; collections: unknown[] };
    expect(after.master).toEqual(expected.master);
    expect(after.collections).toEqual(expected.collections);
    expect(control.up()).toEqual(["1700000001_created_notes.js", "1700000002_update_notes.js"]);
  });
});

test("a snapshot in v0.18's style imports collections with deleteMissing", () => {
  write(
    "1700000001_collections_snapshot.js",
    `migrate((db) => {
  const dao = new Dao(db)
  const snapshot = [dao.findCollectionByNameOrId("users"), dao.findCollectionByNameOrId("nologin")]
    .map((c) => JSON.parse(JSON.stringify(c)))
  snapshot.push({ id: "tags00000000001", name: "tags", type: "base", schema: [{ id: "tagname1", name: "name", type: "text", options: {} }] })

  const collections = snapshot.map((item) => new Collection(item));
  const users = collections[0]
  unmarshal({ listRule: null }, users)

  return Dao(db).importCollections(collections, false, null);
}, (db) => {
  return null;
})
`,
  );
  const backend = open();
  expect(backend.collections.find("tags")?.schema.map((f) => f.name)).toEqual(["name"]);
  expect(backend.collections.find("users")?.listRule).toBeNull();
  // without deleteMissing the others stay
  expect(backend.collections.find("demo1")).toBeDefined();
});

function openWithoutMigrations(): Backend {
  const backend = openBackend({ dataDir: data.dir, applyMigrations: false });
  opened.push(backend);
  return backend;
}

test("a throwing migration rolls back its own changes, keeps the earlier ones and stops the start naming the file and line", () => {
  write("1700000001_created_notes.js", createNotes);
  write(
    "1700000002_broken.js",
    `migrate((db) => {
  const dao = new Dao(db)
  const collection = dao.findCollectionByNameOrId("notes")
  collection.listRule = null
  dao.saveCollection(collection)
  throw new Error("on purpose")
}, (db) => {})
`,
  );
  expect(() => open()).toThrow("migration 1700000002_broken.js failed at line 6: on purpose");
  const backend = openWithoutMigrations();
  expect(backend.collections.find("notes")?.listRule).toBe("");
  expect(appliedFiles(backend)).toEqual(["1700000001_created_notes.js"]);
});

test("a migration the backend refuses fails with the validation message and leaves nothing behind", () => {
  write(
    "1700000001_bad.js",
    `migrate((db) => {
  db.newQuery("CREATE TABLE scratch (id TEXT)").execute()
  const collection = new Collection({ name: "users", type: "base", schema: [] })
  return Dao(db).saveCollection(collection)
})
`,
  );
  expect(() => open()).toThrow(
    "migration 1700000001_bad.js failed at line 4: saveCollection: name: Collection name must be unique (case insensitive).; schema: Cannot be blank.",
  );
  const backend = openWithoutMigrations();
  expect(backend.db.prepare("SELECT name FROM sqlite_master WHERE name = 'scratch'").get()).toBeUndefined();
});

test.each([
  [
    "$app",
    "migrate((db) => {\n  $app.dao().saveCollection(null)\n})\n",
    "failed at line 2: $app is not provided by pbdeck's embedded backend",
  ],
  [
    "a hook",
    "onRecordAfterCreateRequest((e) => {})\n",
    "cannot be loaded at line 1: onRecordAfterCreateRequest is not provided by pbdeck's embedded backend",
  ],
  [
    "a Dao method past the list",
    "migrate((db) => {\n  const dao = new Dao(db)\n  dao.findRecordById('users', 'x')\n})\n",
    "failed at line 3: Dao.findRecordById is not provided by pbdeck's embedded backend",
  ],
  [
    "a db method past newQuery",
    "migrate((db) => {\n  db.select('id')\n})\n",
    "failed at line 2: db.select is not provided",
  ],
  [
    "require",
    "const fs = require('node:fs')\nmigrate(() => {})\n",
    "cannot be loaded at line 1: require is not provided",
  ],
  ["process", "migrate(() => {\n  process.exit(1)\n})\n", "failed at line 2: process is not provided"],
  [
    "the host's Function through a constructor",
    "migrate((db) => {\n  Dao.constructor.constructor('return process')()\n})\n",
    "failed at line 2: Code generation from strings disallowed for this context",
  ],
  ["no migrate() call", "const x = 1\n", "1700000001_x.js failed: it never calls migrate(up, down)"],
])("a migration using %s fails with a clear error", (_what, source, message) => {
  write("1700000001_x.js", source);
  expect(() => open()).toThrow(message);
});
