import { expect, test } from "vitest";
import type { Collection } from "../../../shared/models.ts";
import { migrationsBetween, nextMigrationSecond } from "../../../shared/schema/migration-plan.ts";
import {
  collectionMigration,
  createTemplate,
  snapshotTemplate,
  updateTemplate,
} from "../../../shared/schema/migration-templates.ts";

const notes = {
  id: "notes0000000001",
  created: "2026-01-02 03:04:05.678Z",
  updated: "2026-01-02 03:04:05.678Z",
  name: "notes",
  type: "base",
  system: false,
  schema: [
    {
      system: false,
      id: "notetitl",
      name: "title",
      type: "text",
      required: true,
      presentable: false,
      unique: false,
      options: { min: null, max: 200, pattern: "" },
    },
  ],
  indexes: ["CREATE INDEX `idx_notes_title` ON `notes` (`title`)"],
  listRule: "",
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
  options: {},
} as unknown as Collection;

// PocketBase v0.18's create template, filled in by hand from its Go source
const expectedCreate = `/// <reference path="../pb_data/types.d.ts" />
migrate((db) => {
  const collection = new Collection({
    "id": "notes0000000001",
    "created": "2026-01-02 03:04:05.678Z",
    "updated": "2026-01-02 03:04:05.678Z",
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
        "options": {
          "min": null,
          "max": 200,
          "pattern": ""
        }
      }
    ],
    "indexes": [
      "CREATE INDEX \`idx_notes_title\` ON \`notes\` (\`title\`)"
    ],
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

test("the create template is PocketBase's, byte for byte", () => {
  expect(createTemplate(notes)).toBe(expectedCreate);
});

test("the update template: properties first, then removed, added and changed fields, down mirrored", () => {
  const next = structuredClone(notes) as Collection & { options: Record<string, unknown> };
  next.name = "memos";
  next.listRule = 'a = "<b>"';
  next.options = { zeta: 1, alpha: 2 } as never;
  next.schema = [
    { ...next.schema[0], required: false },
    {
      system: false,
      id: "notebody",
      name: "body",
      type: "bool",
      required: false,
      presentable: false,
      unique: false,
      options: {},
    },
  ] as never;
  expect(updateTemplate(next, notes)).toBe(`/// <reference path="../pb_data/types.d.ts" />
migrate((db) => {
  const dao = new Dao(db)
  const collection = dao.findCollectionByNameOrId("notes0000000001")

  collection.name = "memos"
  collection.listRule = "a = \\"<b>\\""
  collection.options = {
    "alpha": 2,
    "zeta": 1
  }

  // add
  collection.schema.addField(new SchemaField({
    "system": false,
    "id": "notebody",
    "name": "body",
    "type": "bool",
    "required": false,
    "presentable": false,
    "unique": false,
    "options": {}
  }))

  // update
  collection.schema.addField(new SchemaField({
    "system": false,
    "id": "notetitl",
    "name": "title",
    "type": "text",
    "required": false,
    "presentable": false,
    "unique": false,
    "options": {
      "min": null,
      "max": 200,
      "pattern": ""
    }
  }))

  return dao.saveCollection(collection)
}, (db) => {
  const dao = new Dao(db)
  const collection = dao.findCollectionByNameOrId("notes0000000001")

  collection.name = "notes"
  collection.listRule = ""
  collection.options = {}

  // remove
  collection.schema.removeField("notebody")

  // update
  collection.schema.addField(new SchemaField({
    "system": false,
    "id": "notetitl",
    "name": "title",
    "type": "text",
    "required": true,
    "presentable": false,
    "unique": false,
    "options": {
      "min": null,
      "max": 200,
      "pattern": ""
    }
  }))

  return dao.saveCollection(collection)
})
`);
  expect(updateTemplate(notes, structuredClone(notes))).toBeNull();
});

test("file names follow the action: created_<new>, updated_<old>, deleted_<old>", () => {
  const renamed = { ...notes, name: "memos" } as Collection;
  expect(collectionMigration(notes, null, 1700000000)?.name).toBe("1700000000_created_notes.js");
  expect(collectionMigration(renamed, notes, 1700000001)?.name).toBe("1700000001_updated_notes.js");
  expect(collectionMigration(null, notes, 1700000002)?.name).toBe("1700000002_deleted_notes.js");
  expect(collectionMigration(notes, notes, 1700000003)).toBeNull();
});

test("the snapshot imports every collection with deleteMissing and has an empty down", () => {
  const text = snapshotTemplate([notes]);
  expect(
    text.startsWith(
      '/// <reference path="../pb_data/types.d.ts" />\nmigrate((db) => {\n  const snapshot = [\n    {\n      "id": "notes0000000001",',
    ),
  ).toBe(true);
  expect(
    text.endsWith(`  ];

  const collections = snapshot.map((item) => new Collection(item));

  return Dao(db).importCollections(collections, true, null);
}, (db) => {
  return null;
})
`),
  ).toBe(true);
});

test("the plan orders creations by their relations, deletions last, and numbers seconds after the folder's newest", () => {
  const relation = (id: string, target: string) => ({
    ...notes.schema[0],
    id,
    type: "relation",
    options: { collectionId: target },
  });
  const a = { ...notes, id: "a", name: "a", schema: [relation("ra", "b")] } as unknown as Collection;
  const b = { ...notes, id: "b", name: "b", schema: [] } as unknown as Collection;
  const gone = { ...notes, id: "gone", name: "gone" } as Collection;
  const view = {
    ...notes,
    id: "v",
    name: "v",
    type: "view",
    schema: [],
    options: { query: "select id from a" },
  } as unknown as Collection;
  const files = migrationsBetween([gone, notes], [view, a, b, { ...notes, listRule: null }], 100);
  expect(files.map((f) => f.name)).toEqual([
    "100_created_b.js",
    "101_created_a.js",
    "102_updated_notes.js",
    "103_deleted_gone.js",
    "104_created_v.js",
  ]);
  expect(nextMigrationSecond(["1700000005_x.js", "readme.md"], 1600000000)).toBe(1700000006);
  expect(nextMigrationSecond(["1700000005_x.js"], 1800000000)).toBe(1800000000);
});
