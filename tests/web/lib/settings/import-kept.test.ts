import { expect, test } from "vitest";
import type { Collection } from "../../../../shared/models.ts";
import type { ExportedCollection } from "../../../../shared/schema/collections-export.ts";
import {
  KEPT_REASON,
  KEPT_TITLE,
  keptByImport,
  keptRows,
} from "../../../../web/src/lib/settings/export-import/import-kept.ts";
import { exportedCollection } from "../../../helpers/collection-builder.ts";

const posts = exportedCollection("posts0000000001", "posts", [
  ["f1", "title", "text"],
  ["f2", "views", "number"],
]);
const tags = exportedCollection("tags0000000001", "tags", [
  ["t1", "label", "text"],
  ["t2", "colour", "text"],
]);
const current = [posts, tags] as unknown as Collection[];
// the file: posts without views (and a new field), no tags
const file: ExportedCollection[] = [
  { ...posts, schema: [posts.schema[0], { ...posts.schema[0], id: "f9", name: "subtitle" }] },
];

test("Merge keeps the fields and collections the file lacks, named as the CLI and TUI name them", () => {
  const kept = keptByImport(current, file, true, false);
  expect(keptRows(kept)).toEqual([
    { key: "posts:f2", path: "posts.views", detail: "number" },
    { key: "tags:*", path: "tags.*", detail: "base, 2 fields" },
  ]);
  expect(KEPT_TITLE).toBe("Kept (not in the file)");
  expect(KEPT_REASON).toBe("Merge leaves these in place; only Delete missing deletes them.");
});

test("nothing is kept with Delete missing, before the backend is loaded, without a valid file, or with a full file", () => {
  expect(keptByImport(current, file, true, true)).toEqual([]);
  expect(keptByImport(current, file, false, false)).toEqual([]);
  expect(keptByImport(current, null, true, false)).toEqual([]);
  expect(
    keptByImport(current, structuredClone(current) as unknown as ExportedCollection[], true, false),
  ).toEqual([]);
});

test("a collection matched by name under another id keeps only its missing fields", () => {
  const renamedIds = { ...tags, id: "other000000001", schema: [{ ...tags.schema[0], id: "" }] };
  expect(keptRows(keptByImport(current, [posts, renamedIds], true, false)).map((r) => r.path)).toEqual([
    "tags.colour",
  ]);
});
