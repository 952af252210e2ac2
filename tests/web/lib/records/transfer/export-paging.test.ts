import { expect, test } from "vitest";
import type { Collection, SchemaField } from "../../../../../shared/models.ts";
import {
  EXPORT_SORTED_MAX_ROWS,
  exportOrderNote,
  exportPlan,
  fieldKeysetFilter,
  filterValue,
  keysetFilter,
  withIdTieBreak,
} from "../../../../../web/src/lib/records/transfer/export-paging.ts";

const field = (name: string, type: string, options: Record<string, unknown> = {}) =>
  ({ name, type, options }) as unknown as SchemaField;
const posts: Pick<Collection, "type" | "schema" | "indexes"> = {
  type: "base",
  schema: [
    field("title", "text"),
    field("age", "number"),
    field("tags", "select", { maxSelect: 3 }),
    field("author", "relation", { maxSelect: 1 }),
  ],
  indexes: [
    "CREATE INDEX `idx_posts_age` ON `posts` (`age`)",
    "CREATE INDEX `idx_posts_tags` ON `posts` (`tags`)",
    "CREATE INDEX `idx_posts_author` ON `posts` (`author`)",
  ],
};
const large = 1_000_000;

test("a sort by id, or none, pages by keyset on id in its direction", () => {
  for (const [sort, paged] of [
    ["", "id"],
    ["id", "id"],
    ["+id", "id"],
    ["-id", "-id"],
    [" -id , title", "-id"],
  ]) {
    expect(exportPlan(sort, posts, large)).toEqual({
      paging: { kind: "keyset", sort: paged },
      idOrderInsteadOf: "",
    });
  }
});

test("a sort by an indexed one-value field pages by keyset on that field, then id", () => {
  expect(exportPlan("-age", posts, large).paging).toEqual({
    kind: "keyset-field",
    field: "age",
    descending: true,
    sort: "-age,-id",
  });
  expect(exportPlan("+age,id", posts, large).paging).toEqual({
    kind: "keyset-field",
    field: "age",
    descending: false,
    sort: "age,id",
  });
  expect(exportPlan("author", posts, large).paging.kind).toBe("keyset-field");
  const indexed = { ...posts, indexes: ["CREATE INDEX i ON posts (created)"] };
  expect(exportPlan("-created", indexed, large).paging).toEqual({
    kind: "keyset-field",
    field: "created",
    descending: true,
    sort: "-created,-id",
  });
});

test("an unindexed, multi-value or multi-key sort of many records is exported in id order", () => {
  const idOrder = (field: string) => ({ paging: { kind: "keyset", sort: "id" }, idOrderInsteadOf: field });
  expect(exportPlan("-created", posts, large)).toEqual(idOrder("created"));
  expect(exportPlan("-created", posts, -1)).toEqual(idOrder("created"));
  expect(exportPlan("title", posts, EXPORT_SORTED_MAX_ROWS + 1)).toEqual(idOrder("title"));
  expect(exportPlan("-tags", posts, large)).toEqual(idOrder("tags"));
  expect(exportPlan("-age,title", posts, large)).toEqual(idOrder("age"));
  expect(exportPlan("-author.name", posts, large)).toEqual(idOrder("author.name"));
  // a partial index does not order every row
  const partial = { ...posts, indexes: ["CREATE INDEX i ON posts (created) WHERE age > 1"] };
  expect(exportPlan("-created", partial, large)).toEqual(idOrder("created"));
});

test("a small set, or a view, keeps the list's sort with numbered pages, ties broken by id", () => {
  const pages = (sort: string) => ({ paging: { kind: "pages", sort }, idOrderInsteadOf: "" });
  expect(exportPlan("-created", posts, EXPORT_SORTED_MAX_ROWS)).toEqual(pages("-created,id"));
  expect(exportPlan("+title", posts, 3)).toEqual(pages("title,id"));
  expect(exportPlan("-author.name,-author.email", posts, 0)).toEqual(pages("-author.name,-author.email,id"));
  expect(exportPlan("title,-id", posts, 3)).toEqual(pages("title,-id"));
  const view = { type: "view" as const, schema: [field("total", "number")], indexes: [] };
  expect(exportPlan("-total", view, large)).toEqual(pages("-total,id"));
});

test("keyset filters keep the user's filter and go past the last id", () => {
  expect(keysetFilter("", "")).toBe("");
  expect(keysetFilter("a = 1", "")).toBe("a = 1");
  expect(keysetFilter("", "abc")).toBe('id > "abc"');
  expect(keysetFilter("", "abc", "-id")).toBe('id < "abc"');
  expect(keysetFilter("a = 1 || b = 2", "abc")).toBe('(a = 1 || b = 2) && id > "abc"');
  expect(keysetFilter("a = 1", "abc", "-id")).toBe('(a = 1) && id < "abc"');
});

test("field keyset filters seek on the field first, then break ties by id", () => {
  const desc = { field: "created", descending: true };
  expect(fieldKeysetFilter("a = 1", desc, null)).toBe("a = 1");
  expect(fieldKeysetFilter("", desc, { value: "2023-01-01 00:00:00.000Z", id: "r1" })).toBe(
    'created <= "2023-01-01 00:00:00.000Z" && (created < "2023-01-01 00:00:00.000Z" || id < "r1")',
  );
  expect(
    fieldKeysetFilter("a = 1 || b = 2", { field: "age", descending: false }, { value: 7, id: "r2" }),
  ).toBe('(a = 1 || b = 2) && age >= 7 && (age > 7 || id > "r2")');
});

test("filter values: strings quoted and escaped, numbers and booleans bare", () => {
  expect(filterValue('say "hi" \\ bye')).toBe('"say \\"hi\\" \\\\ bye"');
  expect(filterValue("12")).toBe('"12"');
  expect(filterValue(1.5)).toBe("1.5");
  expect(filterValue(false)).toBe("false");
  expect(filterValue(null)).toBe('""');
});

test("the menu names the order of the file when the list's sort cannot be kept", () => {
  expect(exportOrderNote("", large)).toBe("");
  expect(exportOrderNote("created", large)).toBe(
    "The file will be in id order: sorting 1,000,000 records by created has no index.",
  );
  expect(exportOrderNote("created", -1)).toBe(
    "The file will be in id order: sorting by created has no index.",
  );
});

test("a streamed export's sort gets id as its last key unless it sorts by id already", () => {
  expect(withIdTieBreak("-created")).toBe("-created,id");
  expect(withIdTieBreak("+title, -score")).toBe("title,-score,id");
  expect(withIdTieBreak("-id")).toBe("-id");
  expect(withIdTieBreak("score,-id")).toBe("score,-id");
  expect(withIdTieBreak("")).toBe("");
});

test("v0.23+'s default order by row id (not a field): pages by id keyset, with no note", () => {
  const bare = { type: "base" as const, schema: [] as SchemaField[], indexes: [] as string[] };
  expect(exportPlan("-@rowid", bare, 1_000_000)).toEqual({
    paging: { kind: "keyset", sort: "id" },
    idOrderInsteadOf: "",
  });
  // the embedded backend's streamed export sorts by it as the list does (no two rows share a row id)
  expect(withIdTieBreak("-@rowid")).toBe("-@rowid");
});
