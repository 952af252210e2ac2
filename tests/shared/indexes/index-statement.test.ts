import { expect, test } from "vitest";
import {
  buildIndex,
  canonicalIndex,
  InvalidIndexError,
  isUniqueSingleColumnIndex,
  parseIndex,
  tryParseIndex,
} from "../../../shared/indexes/index-statement.ts";

test("parses a unique single-column index with quoted names", () => {
  expect(parseIndex('CREATE UNIQUE INDEX "idx_unique_demo2_title" on "demo2" ("title")')).toEqual({
    unique: true,
    optional: false,
    schemaName: "",
    indexName: "idx_unique_demo2_title",
    tableName: "demo2",
    columns: [{ name: "title", collate: "", sort: "" }],
    where: "",
  });
});

test("parses schema, IF NOT EXISTS, collate, sort, expressions and WHERE", () => {
  const index = parseIndex(
    "create index if not exists `main`.[idx_x] ON posts(title COLLATE nocase desc, lower(name) asc, `a`) where `a` != '' and (b > 1);",
  );
  expect(index).toEqual({
    unique: false,
    optional: true,
    schemaName: "main",
    indexName: "idx_x",
    tableName: "posts",
    columns: [
      { name: "title", collate: "nocase", sort: "DESC" },
      { name: "lower(name)", collate: "", sort: "ASC" },
      { name: "a", collate: "", sort: "" },
    ],
    where: "`a` != '' and (b > 1)",
  });
});

test("renders the canonical form: backticks, one column per line when several", () => {
  expect(canonicalIndex('CREATE INDEX "idx_demo2_active" ON "demo2" (\n"active"\n)')).toBe(
    "CREATE INDEX `idx_demo2_active` ON `demo2` (`active`)",
  );
  expect(
    canonicalIndex("create unique index if not exists main.i on t (a desc, lower(b)) where a > 0", "other"),
  ).toBe("CREATE UNIQUE INDEX IF NOT EXISTS `main`.`i` ON `other` (\n  `a` DESC,\n  lower(b)\n) WHERE a > 0");
  expect(canonicalIndex("CREATE INDEX `__pb_users_auth__created_idx` ON `users` (`created`)")).toBe(
    "CREATE INDEX `__pb_users_auth__created_idx` ON `users` (`created`)",
  );
});

test("rejects statements without name, table or columns, and other statements", () => {
  for (const sql of [
    "",
    "create index on t (a)",
    "create index idx on (a)",
    "create index idx on t ()",
    "create index idx on t",
    "create table t (a)",
    "drop index idx",
    "create index idx on t (a) junk",
    "create index idx on t (a",
    "create index a.b.c on t (a)",
  ]) {
    expect(tryParseIndex(sql), sql).toBeNull();
    expect(() => parseIndex(sql)).toThrow(InvalidIndexError);
  }
  expect(() => parseIndex("x")).toThrow("Invalid CREATE INDEX expression.");
});

test("detects unique single-column indexes case-insensitively", () => {
  expect(isUniqueSingleColumnIndex(parseIndex("create unique index i on t (Title)"), "title")).toBe(true);
  expect(isUniqueSingleColumnIndex(parseIndex("create index i on t (title)"), "title")).toBe(false);
  expect(isUniqueSingleColumnIndex(parseIndex("create unique index i on t (title, b)"), "title")).toBe(false);
  expect(isUniqueSingleColumnIndex(parseIndex("create unique index i on t (b)"), "title")).toBe(false);
});

test("build and parse round-trip", () => {
  const sql = "CREATE UNIQUE INDEX `idx` ON `t` (\n  `a` COLLATE nocase ASC,\n  `b`\n) WHERE a != ''";
  expect(buildIndex(parseIndex(sql))).toBe(sql);
});
