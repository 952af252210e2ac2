import { expect, test } from "vitest";
import type { Collection } from "../../../../shared/models.ts";
import type { ExportedCollection } from "../../../../shared/schema/collections-export.ts";
import { diffSchemas } from "../../../../shared/schema/schema-diff.ts";
import {
  collectionDiffRows,
  displayValue,
} from "../../../../web/src/lib/settings/export-import/import-diff-rows.ts";
import { normalizeImport } from "../../../../web/src/lib/settings/export-import/import-normalize.ts";
import { missingIdReason } from "../../../../web/src/lib/settings/export-import/import-validity.ts";
import {
  confirmationLines,
  confirmationMessage,
  importWarnings,
  isDestructive,
} from "../../../../web/src/lib/settings/export-import/import-warnings.ts";
import {
  hasIdMismatches,
  replaceWithOriginalIds,
} from "../../../../web/src/lib/settings/export-import/replace-original-ids.ts";
import { exportedCollection } from "../../../helpers/collection-builder.ts";

// a live collection: the exported shape plus its timestamps
const collection = (id: string, name: string, fields: [string, string, string][], extra = {}): Collection =>
  ({ created: "", updated: "", ...exportedCollection(id, name, fields, extra) }) as unknown as Collection;

const posts = collection("posts0000000001", "posts", [
  ["f1", "title", "text"],
  ["f2", "views", "number"],
  ["f3", "author", "relation"],
]);
posts.schema[2].options = { collectionId: "users000000001" } as never;
const users = collection("users000000001", "users", [["u1", "name", "text"]]);
const tags = collection("tags0000000001", "tags", [["t1", "label", "text"]]);

test("warnings list deleted fields and type changes of kept collections, then deleted collections", () => {
  const next = [
    { ...posts, schema: [{ ...posts.schema[0] }, { ...posts.schema[1], type: "text" }] },
    users,
  ] as unknown as ExportedCollection[];
  const diff = diffSchemas([posts, users, tags], next, { deleteMissing: true });
  expect(importWarnings(diff)).toEqual([
    { kind: "field removed", collection: "posts", field: "author", fieldId: "f3" },
    {
      kind: "type changed",
      collection: "posts",
      field: "views",
      fieldId: "f2",
      fromType: "number",
      toType: "text",
    },
    { kind: "collection removed", collection: "tags" },
  ]);
  expect(isDestructive(diff)).toBe(true);
  const impact = {
    total: 9,
    items: [
      { kind: "field removed" as const, collection: "posts", field: "author", fieldId: "f3", records: 1 },
      { kind: "type changed" as const, collection: "posts", field: "views", fieldId: "f2", records: 3 },
      { kind: "collection removed" as const, collection: "tags", records: 5 },
    ],
  };
  expect(confirmationLines(diff, impact)).toEqual([
    "posts.author (f3): 1 record",
    "posts.views (f2) number → text: 3 records",
    "tags.*: 5 records",
  ]);
  expect(confirmationLines(diff, null)).toEqual([
    "posts.author (f3)",
    "posts.views (f2) number → text",
    "tags.*",
  ]);
  expect(confirmationMessage(diff)).toBe(
    "Do you really want to delete the following collection fields and their related records data:",
  );
});

test("merge and additive changes are not destructive", () => {
  const next = [
    { ...posts, listRule: "", schema: [...posts.schema, { ...posts.schema[0], id: "f9", name: "subtitle" }] },
  ] as unknown as ExportedCollection[];
  const diff = diffSchemas([posts, users], next, { deleteMissing: false });
  expect(importWarnings(diff)).toEqual([]);
  expect(isDestructive(diff)).toBe(false);
});

test("diff rows: changed properties and fields side by side, deleted fields marked", () => {
  const after = { ...posts, listRule: "", schema: [posts.schema[0], { ...posts.schema[1], required: true }] };
  const rows = collectionDiffRows(posts as never, after as never);
  expect(rows.map((r) => [r.label, r.status, r.isField])).toEqual([
    ["listRule", "changed", false],
    ["schema.views", "changed", true],
    ["schema.author", "deleted", true],
  ]);
  expect(rows[0]).toMatchObject({ oldValue: "null", newValue: "" });
  expect(JSON.parse(rows[2].oldValue)).toMatchObject({ name: "author", type: "relation" });
  expect(rows[2].newValue).toBe("");
  // an added collection shows every property
  const added = collectionDiffRows(null, tags as never, true);
  expect(added.every((r) => r.status === "added")).toBe(true);
  expect(added.map((r) => r.label)).toContain("schema.label");
  expect(displayValue(["a"])).toBe('[\n  "a"\n]');
});

test("Replace with original ids: names map to existing ids, field ids follow by name, relations follow", () => {
  const incoming = [
    { ...collection("otherusers0001", "users", [["x1", "name", "text"]]) },
    {
      ...collection("otherposts0001", "posts", [
        ["y1", "title", "text"],
        ["y3", "author", "relation"],
      ]),
    },
  ] as unknown as ExportedCollection[];
  incoming[1].schema[1].options = { collectionId: "otherusers0001" } as never;
  expect(hasIdMismatches([posts, users], incoming)).toBe(true);
  const replaced = replaceWithOriginalIds([posts, users], incoming);
  expect(replaced.map((c) => c.id)).toEqual(["users000000001", "posts0000000001"]);
  expect(replaced[0].schema.map((f) => f.id)).toEqual(["u1"]);
  expect(replaced[1].schema.map((f) => f.id)).toEqual(["f1", "f3"]);
  expect((replaced[1].schema[1].options as { collectionId: string }).collectionId).toBe("users000000001");
  expect(hasIdMismatches([posts, users], replaced)).toBe(false);
});

test("the import drops created/updated and keeps the first of repeated collection and field ids", () => {
  const twice = { ...tags, schema: [...tags.schema, { ...tags.schema[0], name: "label2" }] };
  const out = normalizeImport([twice, { ...tags, name: "tags2" }, users] as unknown as ExportedCollection[]);
  expect(out.map((c) => c.name)).toEqual(["tags", "users"]);
  expect(out[0].schema.map((f) => f.name)).toEqual(["label"]);
  expect(out[0]).not.toHaveProperty("created");
  expect(out[1]).not.toHaveProperty("updated");
});

test("an import is valid only when every item has an id as well as a name", () => {
  expect(missingIdReason([users, tags] as unknown as ExportedCollection[])).toBeNull();
  const noId = [users, { ...tags, id: undefined }] as unknown as ExportedCollection[];
  expect(missingIdReason(noId)).toBe('item #2 ("tags") has no "id"');
  expect(missingIdReason([{ ...users, id: "  " }] as unknown as ExportedCollection[])).toBe(
    'item #1 ("users") has no "id"',
  );
});

test("the console's diff matches by id only: other ids for the same names are added until replaced", () => {
  const incoming = [
    { ...collection("otherusers0001", "users", [["u1", "name", "text"]]) },
  ] as unknown as ExportedCollection[];
  const byId = diffSchemas([users], incoming, { deleteMissing: true, matchByName: false });
  expect(byId.collections.map((c) => [c.name, c.kind])).toEqual([
    ["users", "added"],
    ["users", "removed"],
  ]);
  // the CLI and TUI keep matching by name
  expect(diffSchemas([users], incoming, { deleteMissing: true }).inSync).toBe(true);
  const replaced = replaceWithOriginalIds([users], incoming);
  expect(diffSchemas([users], replaced, { deleteMissing: true, matchByName: false }).inSync).toBe(true);
});
