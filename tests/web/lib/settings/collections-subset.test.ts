import { describe, expect, test } from "vitest";
import type { Collection } from "../../../../shared/models.ts";
import {
  collectionsMissingFromFile,
  pickedCollections,
} from "../../../../web/src/lib/settings/export-import/collections-subset.ts";

const all = [
  { id: "a1", name: "posts" },
  { id: "b2", name: "users" },
  { id: "c3", name: "tags" },
] as Collection[];

describe("collections subset", () => {
  test("export keeps the ticked collections in order", () => {
    expect(pickedCollections(all, new Set(["b2"])).map((c) => c.name)).toEqual(["posts", "tags"]);
    expect(pickedCollections(all, new Set())).toHaveLength(3);
  });

  test("the backend's collections a file lacks, matched by id or by name", () => {
    expect(collectionsMissingFromFile(all, [{ id: "a1", name: "renamed" }, { name: "TAGS" }])).toEqual([
      "users",
    ]);
    expect(collectionsMissingFromFile(all, all)).toEqual([]);
  });
});
