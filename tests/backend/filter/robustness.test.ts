import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  compileListFilter,
  compileRecordFilter,
  compileRecordSort,
  FilterError,
  type RecordQueryContext,
} from "../../../backend/filter/index.ts";
import {
  contextFor,
  type FixtureDb,
  guestRequest,
  loadAuthRecord,
  matchIds,
  openFixture,
} from "./fixture-db.ts";

let fx: FixtureDb;
let contexts: RecordQueryContext[];
beforeAll(() => {
  fx = openFixture();
  const request = guestRequest({
    method: "PATCH",
    query: { page: "1", q: "x' OR 1=1" },
    headers: { "X-Token": "t" },
    data: {
      text: "a",
      number: "5",
      rel_many: ["4q1xlclmfloku33"],
      rel_one: "84nmscqy84lsi1t",
      select_many: ["optionA"],
    },
    authRecord: loadAuthRecord(fx, "users", "4q1xlclmfloku33"),
  });
  contexts = ["demo1", "demo4", "users", "demo5", "view1"].map((name) =>
    contextFor(fx, name, { request, allowHiddenFields: name !== "users" }),
  );
});
afterAll(() => fx.cleanup());

/** Compiles and runs a filter and a sort; only FilterError may escape, and compiled SQL must run. Returns whether it ran. */
function compileAndRun(ctx: RecordQueryContext, filter: string, sort: string): boolean {
  let where: ReturnType<typeof compileRecordFilter>;
  let order: ReturnType<typeof compileRecordSort>;
  try {
    where = compileRecordFilter(filter, ctx);
    order = compileRecordSort(sort, ctx);
  } catch (err) {
    if (err instanceof FilterError) return false;
    throw err;
  }
  const orderBy = order.sql ? ` ORDER BY ${order.sql}` : "";
  fx.db
    .prepare(`SELECT t.id FROM \`${ctx.collection.name}\` t WHERE ${where.sql}${orderBy} LIMIT 5`)
    .all(...where.params, ...order.params);
  return true;
}

const fields = [
  "id",
  "created",
  "text",
  "number",
  "bool",
  "email",
  "json",
  "json.0",
  "json.a.b",
  "select_many",
  "select_many:each",
  "select_many:length",
  "rel_one",
  "rel_one.text",
  "rel_one.rel_many.name",
  "rel_many",
  "rel_many.name",
  "rel_many:length",
  "rel_many.rel.title",
  "rel_many.email",
  "self_rel_many.title",
  "self_rel_many.json_object.a",
  "rel",
  "rel.title",
  "username",
  "verified",
  "file:length",
  "title",
  "nope",
  "text:isset",
  "text:nope",
  "null",
  "TRUE",
  "false",
  "@now",
  "@todayEnd",
  "@weekday",
  "@request.method",
  "@request.auth.id",
  "@request.auth.name",
  "@request.auth.rel.title",
  "@request.auth.id:isset",
  "@request.data.text",
  "@request.data.text:isset",
  "@request.data.number",
  "@request.data.rel_many.name",
  "@request.data.rel_one.rel_many.email",
  "@request.data.select_many:each",
  "@request.data.select_many:length",
  "@request.query.q",
  "@request.headers.x_token",
  "@collection.demo2.title",
  "@collection.users.rel.active",
  "@collection.nope.id",
];
const literals = ["'x'", '""', "'%t_st%'", "'a\\'b'", "0", "-1.5", "123456", "'optionB'", "'test1'"];
const ops = ["=", "!=", ">", ">=", "<", "<=", "~", "!~", "?=", "?!=", "?>", "?>=", "?<", "?<=", "?~", "?!~"];
const tokens = [...fields, ...literals, ...ops, "&&", "||", "(", ")", "", "=="];

const operand = fc.constantFrom(...fields, ...literals);
const comparison = fc.tuple(operand, fc.constantFrom(...ops), operand).map((parts) => parts.join(" "));
const wellFormed: fc.Arbitrary<string> = fc.letrec((tie) => ({
  filter: fc.oneof(
    { depthSize: "small" },
    comparison,
    fc.tuple(tie("filter"), fc.constantFrom("&&", "||"), tie("filter")).map((p) => p.join(" ")),
    tie("filter").map((f) => `(${f})`),
  ),
})).filter as fc.Arbitrary<string>;
const sortText = fc
  .array(fc.tuple(fc.constantFrom("", "-", "+"), fc.constantFrom(...fields, "@random")), { maxLength: 3 })
  .map((items) => items.map(([dir, name]) => dir + name).join(","));

describe("random input", () => {
  test("random strings only ever throw FilterError", () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: 60 }),
        fc.string({ maxLength: 20 }),
        fc.nat(4),
        (filter, sort, i) => {
          compileAndRun(contexts[i], filter, sort);
        },
      ),
      { numRuns: 400 },
    );
  });

  test("random token sequences only ever throw FilterError, and what compiles runs", () => {
    const sequence = fc.array(fc.constantFrom(...tokens), { maxLength: 12 }).map((t) => t.join(" "));
    fc.assert(
      fc.property(sequence, sortText, fc.nat(4), (filter, sort, i) => {
        compileAndRun(contexts[i], filter, sort);
      }),
      { numRuns: 400 },
    );
  });

  test("well-formed random filters compile or fail cleanly, and what compiles runs", () => {
    let ran = 0;
    fc.assert(
      fc.property(wellFormed, sortText, fc.nat(4), (filter, sort, i) => {
        if (compileAndRun(contexts[i], filter, sort)) ran++;
      }),
      { numRuns: 400 },
    );
    expect(ran).toBeGreaterThan(20); // the property must exercise real SQL, not only errors
  });

  test("list filters over random text only throw FilterError", () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 40 }), (filter) => {
        try {
          const where = compileListFilter(filter, ["id", "email", "created"]);
          fx.db.prepare(`SELECT id FROM _admins WHERE ${where.sql}`).all(...where.params);
        } catch (err) {
          if (!(err instanceof FilterError)) throw err;
        }
      }),
      { numRuns: 300 },
    );
  });
});

describe("SQL injection attempts", () => {
  const demo1 = () => contexts[0];

  test.each([
    'text = "x\' OR 1=1 --"',
    "text = 'x\\' OR 1=1 --'",
    "text ~ \"%' OR '1'='1\"",
    "text = '); DROP TABLE demo1; --'",
    'text = "`) OR 1=1 --"',
  ])("values stay literal: %s", (filter) => {
    expect(matchIds(demo1(), fx.db, filter)).toEqual([]);
    expect(fx.db.prepare("SELECT count(*) AS n FROM demo1").get()).toEqual({ n: 3 });
  });

  test.each([
    "id;DROP = 1",
    "id` = 1",
    "id' = 1",
    "text = 1; DROP TABLE demo1",
    "@collection.demo1`.id = 1",
    "rel_one.`text = 1",
    "json.a'b = 1",
    "text = 1 -- comment",
    "text = 1 /* x */",
  ])("identifiers cannot inject: %s", (filter) => {
    expect(() => compileRecordFilter(filter, demo1())).toThrow(FilterError);
  });

  test("a query value with quotes is bound, never interpolated", () => {
    const fragment = compileRecordFilter("@request.query.q = text", demo1());
    expect(fragment.sql).not.toContain("OR 1=1");
    expect(fragment.params).toContain("x' OR 1=1");
  });
});
