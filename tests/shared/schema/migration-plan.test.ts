import { expect, test } from "vitest";
import type { Collection, SchemaField } from "../../../shared/models.ts";
import { creationSteps } from "../../../shared/schema/migration-cycles.ts";
import { fieldlessFirstSaves, migrationsBetween } from "../../../shared/schema/migration-plan.ts";
import { exportedCollection } from "../../helpers/collection-builder.ts";

function field(id: string, type: string, options: Record<string, unknown> = {}): SchemaField {
  return {
    system: false,
    id,
    name: id,
    type,
    required: false,
    presentable: false,
    unique: false,
    options,
  } as SchemaField;
}

const relation = (id: string, target: string) =>
  field(id, "relation", {
    collectionId: target,
    cascadeDelete: false,
    minSelect: null,
    maxSelect: 1,
    displayFields: null,
  });

const collection = (id: string, schema: SchemaField[], extra: Partial<Collection> = {}) =>
  ({ ...exportedCollection(id, id, [], { schema, ...extra }), created: "", updated: "" }) as Collection;

const names = (files: { name: string }[]) => files.map((f) => f.name);
const fieldIds = (c: Collection) => c.schema.map((f) => f.id);

test("a 2-cycle: the first collection is created without the relation closing the cycle, which an update adds", () => {
  const a = collection("a", [field("atitle", "text"), relation("a_to_b", "b")]);
  const b = collection("b", [field("btitle", "text"), relation("b_to_a", "a")]);
  const steps = creationSteps([a, b]);
  expect(steps.map((s) => [s.full.id, fieldIds(s.first)])).toEqual([
    ["a", ["atitle"]],
    ["b", ["btitle", "b_to_a"]],
  ]);
  expect(steps[1].first).toBe(b);
  expect(names(migrationsBetween([], [a, b], 10))).toEqual([
    "10_created_a.js",
    "11_created_b.js",
    "12_updated_a.js",
  ]);
});

test("a 3-cycle leaves one relation waiting: the collection that points at the first one comes next", () => {
  const a = collection("a", [field("at", "text"), relation("ab", "b")]);
  const b = collection("b", [field("bt", "text"), relation("bc", "c")]);
  const c = collection("c", [field("ct", "text"), relation("ca", "a")]);
  const steps = creationSteps([a, b, c]);
  expect(steps.map((s) => [s.full.id, fieldIds(s.first)])).toEqual([
    ["a", ["at"]],
    ["c", ["ct", "ca"]],
    ["b", ["bt", "bc"]],
  ]);
  expect(names(migrationsBetween([], [a, b, c], 1))).toEqual([
    "1_created_a.js",
    "2_created_c.js",
    "3_created_b.js",
    "4_updated_a.js",
  ]);
});

test("a collection with only the relations of the cycle is never the one left without them", () => {
  const a = collection("a", [relation("ab", "b")]);
  const b = collection("b", [field("bt", "text"), relation("ba", "a")]);
  expect(creationSteps([a, b]).map((s) => [s.full.id, fieldIds(s.first)])).toEqual([
    ["b", ["bt"]],
    ["a", ["ab"]],
  ]);
  // an auth collection may be saved without fields of its own
  const users = collection("users", [relation("ua", "a")], { type: "auth" });
  const onlyRelations = collection("a", [relation("au", "users")]);
  expect(creationSteps([onlyRelations, users]).map((s) => [s.full.id, fieldIds(s.first)])).toEqual([
    ["users", []],
    ["a", ["au"]],
  ]);
  // with no other field anywhere, the first is saved without fields: PocketBase takes it, pbdeck refuses it
  const bare = collection("b", [relation("ba", "a")]);
  expect(creationSteps([a, bare]).map((s) => [s.full.id, fieldIds(s.first), s.fieldless])).toEqual([
    ["a", [], true],
    ["b", ["ba"], false],
  ]);
  expect(fieldlessFirstSaves([], [a, bare])).toEqual(["a"]);
  expect(fieldlessFirstSaves([a, bare], [])).toEqual(["a"]);
  expect(fieldlessFirstSaves([], [a, b])).toEqual([]);
});

test("a self-relation waits for its own collection; relations to collections outside the set never wait", () => {
  const tree = collection("tree", [
    field("label", "text"),
    relation("parent", "tree"),
    relation("owner", "users"),
  ]);
  const [step] = creationSteps([tree]);
  expect(fieldIds(step.first)).toEqual(["label", "owner"]);
  expect(names(migrationsBetween([], [tree], 5))).toEqual(["5_created_tree.js", "6_updated_tree.js"]);
});

test("rules and indexes naming a waiting field wait with it", () => {
  const a = collection("a", [field("title", "text"), relation("partner", "b")], {
    listRule: "partner.title != ''",
    viewRule: "title != ''",
    indexes: [
      "CREATE INDEX `idx_a_partner` ON `a` (`partner`)",
      "CREATE INDEX `idx_a_title` ON `a` (`title`)",
    ],
  });
  const b = collection("b", [field("title", "text"), relation("back", "a")]);
  const [first] = creationSteps([a, b]);
  expect(first.first.listRule).toBeNull();
  expect(first.first.viewRule).toBe("title != ''");
  expect(first.first.indexes).toEqual(["CREATE INDEX `idx_a_title` ON `a` (`title`)"]);
  const update = migrationsBetween([], [a, b], 1)[2].content;
  expect(update).toContain(`collection.listRule = "partner.title != ''"`);
  expect(update).toContain("collection.listRule = null");
});

test("the update closing a cycle puts the added relation back in its place, and down takes it out", () => {
  const a = collection("a", [field("title", "text"), relation("partner", "b"), field("done", "bool")]);
  const b = collection("b", [field("name", "text"), relation("back", "a")]);
  const [, , update] = migrationsBetween([], [a, b], 1);
  expect(update.content).toBe(`/// <reference path="../pb_data/types.d.ts" />
migrate((db) => {
  const dao = new Dao(db)
  const collection = dao.findCollectionByNameOrId("a")

  // add
  collection.schema.addField(new SchemaField({
    "system": false,
    "id": "partner",
    "name": "partner",
    "type": "relation",
    "required": false,
    "presentable": false,
    "unique": false,
    "options": {
      "collectionId": "b",
      "cascadeDelete": false,
      "minSelect": null,
      "maxSelect": 1,
      "displayFields": null
    }
  }))

  // move
  collection.schema.removeField("done")
  collection.schema.addField(new SchemaField({
    "system": false,
    "id": "done",
    "name": "done",
    "type": "bool",
    "required": false,
    "presentable": false,
    "unique": false,
    "options": {}
  }))

  return dao.saveCollection(collection)
}, (db) => {
  const dao = new Dao(db)
  const collection = dao.findCollectionByNameOrId("a")

  // remove
  collection.schema.removeField("partner")

  return dao.saveCollection(collection)
})
`);
});

test("a cycle between a new collection and an updated one needs no split: the existing one is there", () => {
  const posts = collection("posts", [field("title", "text")]);
  const comments = collection("comments", [field("body", "text"), relation("post", "posts")]);
  const postsWithLatest = collection("posts", [field("title", "text"), relation("latest", "comments")]);
  expect(names(migrationsBetween([posts], [postsWithLatest, comments], 1))).toEqual([
    "1_created_comments.js",
    "2_updated_posts.js",
  ]);
});

test("deleting a cycle mirrors creating it: the closing relation goes first, then the collections", () => {
  const a = collection("a", [field("at", "text"), relation("ab", "b")]);
  const b = collection("b", [field("bt", "text"), relation("bc", "c")]);
  const c = collection("c", [field("ct", "text"), relation("ca", "a")]);
  const keep = collection("keep", [field("k", "text")]);
  const files = migrationsBetween([a, b, c, keep], [keep], 1);
  expect(names(files)).toEqual(["1_updated_a.js", "2_deleted_b.js", "3_deleted_c.js", "4_deleted_a.js"]);
  // the last deletion's down recreates `a` as it is then: without the relation to the missing `b`
  expect(files[3].content).not.toContain('"id": "ab"');
  expect(files[0].content).toContain('collection.schema.removeField("ab")');
});

test("without cycles the order is unchanged: each created collection after those it relates to", () => {
  const a = collection("a", [relation("ab", "b")]);
  const b = collection("b", [field("bt", "text")]);
  expect(names(migrationsBetween([], [a, b], 1))).toEqual(["1_created_b.js", "2_created_a.js"]);
  expect(names(migrationsBetween([a, b], [], 1))).toEqual(["1_deleted_a.js", "2_deleted_b.js"]);
});
