import { expect, test } from "vitest";
import { parseIndex } from "../../../../shared/indexes/index-statement.ts";
import {
  collectionPayload,
  draftFromCollection,
  duplicateDraft,
  renameDraft,
} from "../../../../web/src/lib/collections/collection-form.ts";
import {
  blankIndex,
  effectiveIndexes,
  indexLabel,
  randomIndexName,
  regenerateIndexNames,
  renameIndexesTable,
  toggleIndexColumn,
} from "../../../../web/src/lib/collections/collection-indexes.ts";
import { demo } from "../fixtures.ts";

const indexes = [
  "CREATE INDEX `idx_demo2_created` ON `demo2` (`created`)",
  'CREATE UNIQUE INDEX "idx_unique_demo2_title" on "demo2" ("title")',
  'CREATE INDEX "idx_demo2_active" ON "demo2" (\n"active"\n)',
];

test("renaming rewrites the table name of every index", () => {
  expect(renameIndexesTable(indexes, "posts")).toEqual([
    "CREATE INDEX `idx_demo2_created` ON `posts` (`created`)",
    "CREATE UNIQUE INDEX `idx_unique_demo2_title` ON `posts` (`title`)",
    "CREATE INDEX `idx_demo2_active` ON `posts` (`active`)",
  ]);
});

test("indexes already on the table, and unparsable ones, are kept as written", () => {
  expect(renameIndexesTable([...indexes, "not an index"], "demo2")).toEqual([...indexes, "not an index"]);
  expect(renameIndexesTable(["not an index"], "posts")).toEqual(["not an index"]);
});

test("multi-column, partial and sorted indexes keep their parts when the table is renamed", () => {
  const [out] = renameIndexesTable(
    ["CREATE UNIQUE INDEX IF NOT EXISTS idx_x ON demo2 (title COLLATE NOCASE DESC, active) WHERE active = 1"],
    "posts",
  );
  expect(out).toBe(
    "CREATE UNIQUE INDEX IF NOT EXISTS `idx_x` ON `posts` (\n  `title` COLLATE NOCASE DESC,\n  `active`\n) WHERE active = 1",
  );
});

test("renaming the draft renames its indexes and the payload always targets the collection", () => {
  const draft = { ...draftFromCollection(demo), indexes: [...indexes] };
  const renamed = renameDraft(draft, "my posts");
  expect(renamed.name).toBe("my_posts");
  expect(renamed.indexes.every((sql) => parseIndex(sql).tableName === "my_posts")).toBe(true);
  const payload = collectionPayload({ ...draft, indexes: ["CREATE INDEX idx_a ON other (title)"] });
  expect(payload.indexes).toEqual(["CREATE INDEX `idx_a` ON `demo1` (`title`)"]);
});

test("index names are idx_ plus 7 random characters; duplicates get new names on their table", () => {
  expect(randomIndexName()).toMatch(/^idx_[A-Za-z0-9]{7}$/);
  const copies = regenerateIndexNames(indexes, "demo2_duplicate");
  for (const [i, sql] of copies.entries()) {
    const index = parseIndex(sql);
    expect(index.tableName).toBe("demo2_duplicate");
    expect(index.indexName).toMatch(/^idx_[A-Za-z0-9]{7}$/);
    expect(index.columns).toEqual(parseIndex(indexes[i]).columns);
  }
  const dup = duplicateDraft({ ...draftFromCollection(demo), indexes: [...indexes] });
  expect(dup).toMatchObject({ id: "", created: "", updated: "", name: "demo1_duplicate", originalName: "" });
  expect(dup.schema.every((f) => f.id === "")).toBe(true);
  expect(dup.indexes.map((sql) => parseIndex(sql).tableName)).toEqual(Array(3).fill("demo1_duplicate"));
});

test("column chips toggle columns; labels read Unique: columns", () => {
  let index = toggleIndexColumn(blankIndex("posts"), "title");
  index = toggleIndexColumn(index, "created");
  expect(index.columns.map((c) => c.name)).toEqual(["title", "created"]);
  index = toggleIndexColumn(index, "TITLE");
  expect(index.columns.map((c) => c.name)).toEqual(["created"]);
  expect(indexLabel(indexes[1])).toBe("Unique: title");
  expect(indexLabel(indexes[0])).toBe("created");
});

test("indexes follow renamed fields and go with removed ones when saved", () => {
  const draft = draftFromCollection({
    ...demo,
    name: "demo2",
    indexes: [...indexes],
    schema: demo.schema.map((f) =>
      f.name === "text" ? { ...f, name: "title" } : f.name === "bool" ? { ...f, name: "active" } : f,
    ),
  });
  draft.schema = draft.schema.map((f) =>
    f.name === "title" ? { ...f, name: "heading" } : f.name === "active" ? { ...f, toDelete: true } : f,
  );
  const renamed = renameDraft(draft, "articles");
  expect(effectiveIndexes(renamed).map((i) => i.sql)).toEqual([
    "CREATE INDEX `idx_demo2_created` ON `articles` (`created`)",
    "CREATE UNIQUE INDEX `idx_unique_demo2_title` ON `articles` (`heading`)",
  ]);
  expect(collectionPayload(renamed).indexes).toEqual(effectiveIndexes(renamed).map((i) => i.sql));
});
