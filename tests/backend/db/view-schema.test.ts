import { afterEach, beforeEach, expect, test } from "vitest";
import { parseQueryIdentifiers } from "../../../backend/db/view-query-parser.ts";
import { inferViewSchema, viewSql } from "../../../backend/db/view-schema.ts";
import { tokenize } from "../../../backend/db/view-tokenizer.ts";
import { openTempBackend, snapshot, type TempBackend } from "./temp-backend.ts";

let t: TempBackend;
beforeEach(() => {
  t = openTempBackend();
});
afterEach(async () => {
  await t.close();
});

const infer = (query: string) => inferViewSchema(t.backend.db, query, t.backend.collections.all());
const shape = (query: string) =>
  infer(query).map((f) => {
    const options = f.options as Record<string, unknown>;
    return [f.name, f.type, options.collectionId ?? null];
  });

test("the tokenizer splits outside quotes and parentheses and reports unbalanced input", () => {
  expect(tokenize("a, 'b,c', (d, e) f", ",")).toEqual({ tokens: ["a", "'b,c'", "(d, e) f"], error: null });
  expect(tokenize("select 1; select 2", ";").tokens).toEqual(["select 1", "select 2"]);
  expect(tokenize("a, (b", ",").error).toBe('unbalanced parenthesis or quoted expression: "(b"');
});

test("the shallow parser reads columns, aliases, tables and joins", () => {
  expect(
    parseQueryIdentifiers(`SELECT DISTINCT p.id, p.title AS "Heading", count(c.id) total, [u].[email]
      FROM posts p
      LEFT JOIN comments c ON c.post = p.id
      JOIN users u ON u.id = p.author
      -- a comment
      WHERE p.title != '' GROUP BY p.id ORDER BY p.created;`),
  ).toEqual({
    columns: [
      { original: "p.id", alias: "id" },
      { original: "p.title", alias: "Heading" },
      { original: "count(c.id)", alias: "total" },
      { original: "u.email", alias: "email" },
    ],
    tables: [
      { original: "posts", alias: "p" },
      { original: "comments", alias: "c" },
      { original: "users", alias: "u" },
    ],
  });
  expect(() => parseQueryIdentifiers("select a b c d from x")).toThrow("invalid identifier parts [a b c d]");
  expect(() => parseQueryIdentifiers("select a is b from x")).toThrow(
    'invalid identifier part - expected "as", got is',
  );
});

test("columns of collections copy their field; id, dates, auth fields, aggregates and casts are typed", () => {
  expect(
    shape(`select u.id, u.name, u.username, u.email, u.verified, u.created, d.id as d1, d.title,
      count(d.id) as n, cast(u.name as integer) as i, cast(u.id as text) as s, cast(1 as bool) as b,
      u.tokenKey, 'x' as literal
      from users u join demo2 d on d.id = u.rel group by u.id`),
  ).toEqual([
    ["name", "text", null],
    ["username", "text", null],
    ["email", "email", null],
    ["verified", "bool", null],
    ["d1", "relation", "sz5l5z67tg7gku0"],
    ["title", "text", null],
    ["n", "number", null],
    ["i", "number", null],
    ["s", "text", null],
    ["b", "bool", null],
    ["tokenKey", "json", null],
    ["literal", "json", null],
  ]);
  // a copied field keeps its options and flags, with a new id
  const [title] = infer("select id, title as heading from demo2");
  expect(title).toMatchObject({
    name: "heading",
    type: "text",
    required: true,
    options: { min: 2, max: null },
  });
  expect(title.id).toMatch(/^[a-z0-9]{8}$/);
  expect(title.id).not.toBe("mkrguaaf");
});

test("the fixture's views infer the schema they were stored with (ids aside)", () => {
  for (const name of ["view1", "view2", "numeric_id_view"]) {
    const view = t.backend.collections.find(name);
    if (view?.type !== "view") throw new Error(name);
    const strip = (fields: unknown[]) => fields.map((f) => ({ ...(f as object), id: "" }));
    expect(strip(infer(view.options.query)), name).toEqual(strip(view.schema));
  }
});

test("inference errors: missing id, star over a collection, several statements, SQL errors", () => {
  const before = snapshot(t.backend.db);
  expect(() => infer("select title from demo2")).toThrow(
    "missing required id column (you can use `(ROW_NUMBER() OVER()) as id` if you don't have one)",
  );
  expect(() => infer("select * from demo2")).toThrow("dynamic column names are not supported");
  expect(() => infer("select d.* from demo2 d")).toThrow("dynamic column names are not supported");
  expect(() => infer("select id from demo2 where 1; delete from demo2")).toThrow(
    "multiple statements are not supported",
  );
  expect(() => infer("select id from nowhere")).toThrow("no such table: main.nowhere");
  expect(() => infer("select id, nope from demo2")).toThrow("no such column: nope");
  expect(() => infer("delete from demo2")).toThrow(/syntax error/);
  // nothing is left behind (no temporary views, no open transaction)
  expect(snapshot(t.backend.db)).toEqual(before);
  expect(t.backend.db.isTransaction).toBe(false);
  expect(t.backend.db.prepare("SELECT count(*) AS n FROM demo2").get()).toEqual({ n: 3 });
});

test("a non-text id is wrapped in a cast, a collection id is not", () => {
  const all = t.backend.collections.all();
  expect(viewSql("select (ROW_NUMBER() OVER()) as id, email from clients;", all)).toBe(
    "SELECT cast(`id` as text) `id`,`email` FROM (select (ROW_NUMBER() OVER()) as id, email from clients)",
  );
  expect(viewSql("select id, title from demo2", all)).toBe("select id, title from demo2");
});
