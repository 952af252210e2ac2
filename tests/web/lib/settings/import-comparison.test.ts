import { expect, test } from "vitest";
import type { Collection } from "../../../../shared/models.ts";
import type { ExportedCollection } from "../../../../shared/schema/collections-export.ts";
import { compareImport } from "../../../../web/src/lib/settings/export-import/import-comparison.ts";

const idField = {
  id: "text3208210256",
  name: "id",
  type: "text",
  system: true,
  hidden: false,
  presentable: false,
};
const base = (id: string, name: string, system: boolean, fields: object[]) => ({
  id,
  name,
  type: "base",
  system,
  fields: [idField, ...fields],
  indexes: [],
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
});
const title = {
  id: "text1",
  name: "title",
  type: "text",
  system: false,
  hidden: false,
  presentable: false,
  max: 0,
};
const current = [
  base("pbc_sys", "_mfas", true, []),
  base("pbc_posts", "posts", false, [title]),
  base("pbc_old", "old", false, []),
] as unknown as Collection[];

test("v0.23+: ids aligned by name, system collections never deleted, props shown under options", () => {
  // the file names posts with another id (an export of another server) and adds a field
  const file = [
    base("other_id", "posts", false, [
      { ...title, id: "other_field", max: 10 },
      { name: "body", type: "text" },
    ]),
  ] as unknown as ExportedCollection[];
  const result = compareImport(current, file, "fields", true);
  expect(result.payload[0]?.id).toBe("pbc_posts");
  expect(result.diff.collections.map((c) => `${c.kind}:${c.name}`)).toEqual(["changed:posts", "removed:old"]);
  const posts = result.diff.collections[0];
  expect(posts?.fields.added.map((f) => f.name)).toEqual(["body"]);
  expect(posts?.fields.changed.map((f) => f.name)).toEqual(["title"]);
  // the review's rows read `schema` + `options`
  const after = result.after.find((c) => c.name === "posts") as unknown as { schema: { options: object }[] };
  expect(after.schema[1]?.options).toMatchObject({ max: 10 });
  // Merge keeps `old` and says so; `_mfas` is not even listed
  expect(compareImport(current, file, "fields", false).kept.map((k) => k.collection)).toEqual(["old"]);
});

test("up to v0.22: by id only, as pasted", () => {
  const v018 = [
    { id: "a1", name: "posts", type: "base", system: false, schema: [] },
  ] as unknown as Collection[];
  const file = [
    { id: "b1", name: "posts", type: "base", system: false, schema: [] },
  ] as unknown as ExportedCollection[];
  const result = compareImport(v018, file, "schema", true);
  expect(result.payload).toEqual(file);
  expect(result.diff.collections.map((c) => `${c.kind}:${c.id}`)).toEqual(["added:b1", "removed:a1"]);
});
