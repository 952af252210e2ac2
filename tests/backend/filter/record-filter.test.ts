import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { compileRecordFilter, FilterError } from "../../../backend/filter/index.ts";
import { contextFor, type FixtureDb, matchIds, openFixture } from "./fixture-db.ts";

// fixture ids (data-model §8)
const d1 = { a: "84nmscqy84lsi1t", b: "al1h9ijdeojtsjy", c: "imy661ixudk5izi" }; // demo1: text test, test2, lorem ipsum
const u = { test1: "4q1xlclmfloku33", test2: "oap640cot4yru2s", test3: "bgs820n361vj1qd" };
const d4 = { test1: "qzaqccwrmva4o1n", test2: "i9naidtvr6qsgb4" };
const d5 = { full: "qjeql998mtp1azp", empty: "la4y2w4o98acwuj" };
const sorted = (ids: string[]) => [...ids].sort();

let fx: FixtureDb;
beforeAll(() => {
  fx = openFixture();
});
afterAll(() => fx.cleanup());

const run = (collection: string, filter: string) => matchIds(contextFor(fx, collection), fx.db, filter);

describe("plain fields of the collection", () => {
  test.each([
    ["text = 'test'", [d1.a]],
    ["text != 'test'", [d1.b, d1.c]],
    ["'test' = text", [d1.a]],
    ["text ~ 'test'", [d1.a, d1.b]],
    ["text ~ 'TEST'", [d1.a, d1.b]],
    ["text !~ 'test'", [d1.c]],
    ["text ~ 'ips%m'", []],
    ["text ~ '%ips%m'", [d1.c]],
    ["text ~ 't_st'", []],
    ["text ~ 't%st'", [d1.a]],
    ["text ~ '%t_st%'", [d1.a, d1.b]],
    ["'lorem ipsum dolor' ~ text", [d1.c]],
    ["text ?~ 'ipsum'", [d1.c]],
    ["number > 100", [d1.a, d1.b]],
    ["number >= 456", [d1.a, d1.b]],
    ["number < 456", [d1.c]],
    ["number = 0", [d1.c]],
    ["number = 456.0", [d1.b]],
    ["number != 0", [d1.a, d1.b]],
    ["-1 < number", [d1.a, d1.b, d1.c]],
    ["bool = true", [d1.a]],
    ["bool = false", [d1.b, d1.c]],
    ["FALSE = bool", [d1.b, d1.c]],
    ["bool = 'true'", []],
    ["bool ?= True", [d1.a]],
    ["email = 'test@example.com'", [d1.a]],
    ["datetime = null", [d1.b, d1.c]],
    ["datetime != null", [d1.a]],
    ["datetime = ''", [d1.b, d1.c]],
    ["datetime > '2022-01-01'", [d1.a]],
    ["datetime < @now", [d1.a, d1.b, d1.c]],
    ["created < @todayStart && created > @yearStart", []],
    ["created < @yearStart && updated <= @todayEnd", [d1.a, d1.b, d1.c]],
    ["updated > '2023-01-01' && updated < @monthEnd", [d1.a]],
    ["url = null || url = 'x'", [d1.b, d1.c]],
    ["id = null", []],
    ["null = null", [d1.a, d1.b, d1.c]],
    ["'' != null", []],
    ["1 = 1", [d1.a, d1.b, d1.c]],
    ["1 < 0", []],
    ["text = url", []],
    ["url = email", [d1.c]],
    ["json = null", [d1.b, d1.c]],
    ["json.1 = 2", [d1.a]],
    ["json.0 ?> 0", [d1.a]],
    ["json.a.b = null", [d1.a, d1.b, d1.c]],
    ["select_one = 'optionB'", [d1.a, d1.b]],
    ["select_many ~ 'optionC'", [d1.a]],
    ["text:length = 4", []],
  ])("demo1: %s", (filter, expected) => {
    expect(run("demo1", filter)).toEqual(sorted(expected));
  });

  test("json paths read inside objects", () => {
    expect(run("demo4", "json_object.a.b = 'test'")).toEqual([d4.test2]);
    expect(run("demo4", "json_object.a = 123")).toEqual([d4.test1]);
    expect(run("demo4", "json_array.2 = 3")).toEqual([d4.test2]);
  });

  test("&& binds tighter than ||, parentheses group", () => {
    expect(run("demo1", "number >= 456 || text = 'lorem ipsum' && bool = true")).toEqual(
      sorted([d1.a, d1.b]),
    );
    expect(run("demo1", "(number >= 456 || text = 'lorem ipsum') && bool = true")).toEqual([d1.a]);
    expect(run("demo1", "bool = true || number = 0 && text ~ 'lorem'")).toEqual(sorted([d1.a, d1.c]));
    expect(run("demo1", "(bool = false)(number = 0)")).toEqual([d1.c]);
  });
});

describe("auth collection fields", () => {
  test.each([
    ["email ~ 'example'", [u.test1, u.test2, u.test3]],
    ["verified = true", [u.test2, u.test3]],
    ["emailVisibility = false", [u.test1, u.test2]],
    ["username = 'test2_username'", [u.test2]],
    ["rel.active = true", [u.test3]],
    ["rel.title ~ 'test'", [u.test1, u.test3]],
    ["file:length = 1", [u.test2]],
    ["avatar:length = 0", [u.test2, u.test3]],
  ])("users: %s", (filter, expected) => {
    expect(run("users", filter)).toEqual(sorted(expected));
  });

  test("email conditions require emailVisibility when hidden fields are not allowed", () => {
    const ctx = contextFor(fx, "users", { allowHiddenFields: false });
    expect(matchIds(ctx, fx.db, "email ~ 'example'")).toEqual([u.test3]);
    expect(matchIds(ctx, fx.db, "email = 'test@example.com'")).toEqual([]);
    expect(matchIds(ctx, fx.db, "email != '' || name = 'test1'")).toEqual(sorted([u.test1, u.test3]));
    const demo1 = contextFor(fx, "demo1", { allowHiddenFields: false });
    // through a relation the related record's visibility counts; plain email fields are not hidden
    expect(matchIds(demo1, fx.db, "rel_many.email ?~ 'example'")).toEqual([d1.b]);
    expect(matchIds(demo1, fx.db, "rel_many.email ?= 'test2@example.com'")).toEqual([]);
    expect(matchIds(demo1, fx.db, "email = 'test@example.com'")).toEqual([d1.a]);
  });

  test.each(["tokenKey != ''", "passwordHash != ''", "lastResetSentAt = ''", "lastVerificationSentAt = ''"])(
    "%s is never resolvable",
    (filter) => {
      expect(() => compileRecordFilter(filter, contextFor(fx, "users"))).toThrow(FilterError);
    },
  );
});

describe("relations and multi-match", () => {
  test.each([
    ["demo1", "rel_one.text = 'test'", [d1.b]],
    ["demo1", "rel_one.rel_one.text = 'x'", []],
    ["demo1", "rel_one:length = 1", [d1.b]],
    ["demo1", "rel_many:length = 0", [d1.c]],
    ["demo1", "rel_many:length > 1", [d1.b]],
    ["demo1", "rel_many.id = ''", [d1.c]],
    ["demo1", "rel_many.id != ''", [d1.a, d1.b]],
    ["demo1", "rel_many.name ?= 'test1'", [d1.b]],
    ["demo1", "rel_many.name = 'test1'", []],
    ["demo1", "rel_many.name = ''", [d1.a, d1.c]],
    ["demo1", "rel_many.name ?= ''", [d1.a, d1.b, d1.c]],
    ["demo1", "rel_many.name != ''", []],
    ["demo1", "rel_many.name ?!= ''", [d1.b]],
    ["demo1", "rel_many.verified = true", [d1.a]],
    ["demo1", "rel_many.verified ?= false", [d1.b]],
    ["demo1", "rel_many.rel.title = 'test1'", []],
    ["demo1", "rel_many.rel.title ?= 'test3'", [d1.b]],
    ["demo1", "rel_many.name ?~ 'test' && rel_many.verified ?= false", [d1.b]],
    ["demo4", "self_rel_many.title > true", [d4.test1]],
    ["demo4", "self_rel_many.title ?> true", [d4.test1]],
    ["demo4", "self_rel_one.self_rel_one.title = 'test1'", [d4.test1]],
    ["demo4", "self_rel_many.self_rel_many.id ?= 'qzaqccwrmva4o1n'", [d4.test1]],
    ["demo4", "rel_many_no_cascade_required.title ?= 'test3'", [d4.test2]],
    ["demo4", "rel_many_no_cascade_required.title ~ 'test'", [d4.test1, d4.test2]],
    ["demo4", "rel_many_no_cascade_required.title ~ 'test1'", []],
    ["demo5", "rel_many.self_rel_many.rel_many_cascade.files:length ?= 1", [d5.full]],
    ["demo5", "rel_many.self_rel_many.rel_many_cascade.files:length = 1", []],
    ["demo5", "select_many:length = 3", [d5.full]],
    // both conditions share one related row, as PocketBase's shared join alias does
    ["demo5", "rel_many.title ?= 'test1' && rel_many.title ?= 'test2'", []],
    ["demo5", "rel_many.title ?= 'test1' || rel_many.title ?= 'test2'", [d5.full]],
    ["demo5", "rel_one.title = 'test2' && total = 0", [d5.full]],
    ["view2", "rel_many.name ?= 'test3'", [d1.b]],
  ])("%s: %s", (collection, filter, expected) => {
    expect(run(collection, filter)).toEqual(sorted(expected));
  });

  test("conditions on the same multi path refer to the same related record", () => {
    // test3 has name "test3" but verified = true; no single related user is both
    expect(run("demo1", "rel_many.name ?= 'test3' && rel_many.verified ?= false")).toEqual([]);
    expect(run("demo1", "rel_many.name ?= 'test1' && rel_many.verified ?= false")).toEqual([d1.b]);
  });
});

describe("select :each", () => {
  test.each([
    ["select_many:each = 'optionB'", [d1.b]],
    ["select_many:each ?= 'optionC'", [d1.a]],
    ["select_many:each != 'optionC'", [d1.b]],
    ["select_many:each ?!= 'optionC'", [d1.a, d1.b]],
    ["select_many:each ~ 'option'", [d1.a, d1.b]],
    ["select_one:each = 'optionB'", [d1.a, d1.b]],
    ["text:each = 'test'", [d1.a]],
  ])("demo1: %s", (filter, expected) => {
    expect(run("demo1", filter)).toEqual(sorted(expected));
  });
});

describe("@collection", () => {
  test.each([
    ["@collection.demo2.title = 'test1'", []],
    ["@collection.demo2.title ?= 'test1'", [d1.a, d1.b, d1.c]],
    ["@collection.demo2.title != 'x'", [d1.a, d1.b, d1.c]],
    ["@collection.DEMO2.title ?= text", [d1.b]],
    ["@collection.sz5l5z67tg7gku0.title ?= text", [d1.b]],
    ["rel_many.name ?= @collection.demo2.title", [d1.b]],
    ["rel_many.name = @collection.users.name", []],
    ["@collection.demo2.title ?= 'test2' && bool = false", [d1.b, d1.c]],
    ["@collection.demo2.title ?= 'test3' && @collection.demo2.active ?= false", []],
    ["@collection.demo2.title ?= 'test1' && @collection.demo2.active ?= false", [d1.a, d1.b, d1.c]],
    ["@collection.users.rel.title ?= 'test3' && @collection.users.id ?= rel_many.id", [d1.b]],
  ])("demo1: %s", (filter, expected) => {
    expect(run("demo1", filter)).toEqual(sorted(expected));
  });
});

describe("errors", () => {
  test.each([
    ["unknown = 1", 'invalid left operand "unknown" - unknown field "unknown"'],
    ["1 = unknown", 'invalid right operand "unknown" - unknown field "unknown"'],
    ["text.x = 1", 'field "text" is not a valid relation'],
    ["rel_one:foo = 1", 'unknown modifier in "rel_one:foo"'],
    // :changed, :lower and back-relations came after v0.18
    ["text:changed = true", 'unknown modifier in "text:changed"'],
    ["@request.data.text:changed = true", 'unknown modifier in "text:changed"'],
    ["text:lower = 'x'", 'unknown modifier in "text:lower"'],
    ["demo1_via_rel_one.text = 'x'", 'unknown field "demo1_via_rel_one"'],
    ["id:length = 1", 'unknown field "id"'],
    ["rel_one:each:length = 1", 'unknown field "rel_one:each:length"'],
    ["@collection.unknown.id = 1", 'failed to load collection "unknown"'],
    ["@collection.demo2.nope = 1", 'unknown field "nope"'],
    ["@collection.demo2 = 1", 'failed to resolve field "@collection.demo2"'],
    ["@request.method.x = 1", 'failed to resolve field "@request.method.x"'],
    ["@request.headers.x:isset = 1", "failed to resolve field"],
    ["#x = 1", 'failed to resolve field "#x"'],
    ["json..a = 1", "invalid json path"],
    ["rel_one..text = 1", 'unknown field ""'],
    ["@nope = 1", 'failed to resolve field "@nope"'],
  ])("%s", (filter, message) => {
    const compile = () => compileRecordFilter(filter, contextFor(fx, "demo1"));
    expect(compile).toThrow(FilterError);
    expect(compile).toThrow(message);
  });
});

describe("generated SQL", () => {
  test("plain column filters stay plain comparisons (index friendly)", () => {
    const fragment = compileRecordFilter("id = 'x' && number > 1", contextFor(fx, "demo1"));
    expect(fragment).toEqual({ sql: "((`t`.`id` = ?) AND (`t`.`number` > ?))", params: ["x", 1] });
  });

  test("null, true and false are literals, empty operands use the NULL = '' logic", () => {
    const ctx = contextFor(fx, "demo1");
    expect(compileRecordFilter("title = null", contextFor(fx, "demo3"))).toEqual({
      sql: "((`t`.`title` = '' OR `t`.`title` IS NULL))",
      params: [],
    });
    expect(compileRecordFilter("bool = true", ctx)).toEqual({ sql: "(`t`.`bool` = 1)", params: [] });
    expect(compileRecordFilter("'' != null", ctx)).toEqual({ sql: "('' != '')", params: [] });
    expect(compileRecordFilter("text = url", ctx).sql).toBe(
      "(COALESCE(`t`.`text`, '') = COALESCE(`t`.`url`, ''))",
    );
  });

  test("LIKE values are escaped and wrapped unless they carry a %", () => {
    const ctx = contextFor(fx, "demo1");
    expect(compileRecordFilter("text ~ 'a_b\\c'", ctx).params).toEqual(["%a\\_b\\\\c%"]);
    expect(compileRecordFilter("text ~ 'a_%'", ctx).params).toEqual(["a_%"]);
    expect(compileRecordFilter("text ~ 12.5", ctx).params).toEqual(["%12.5%"]);
    expect(compileRecordFilter("text !~ url", ctx).sql).toBe(
      "(`t`.`text` NOT LIKE ('%' || `t`.`url` || '%') ESCAPE '\\')",
    );
  });

  test("relation paths use correlated subqueries, no outer joins", () => {
    const { sql } = compileRecordFilter(
      "rel_one.text = 'x' || rel_many.name ?= 'y'",
      contextFor(fx, "demo1"),
    );
    expect(sql.startsWith("(((SELECT")).toBe(true);
    expect(sql).toContain(" OR EXISTS (SELECT 1 FROM (SELECT 1)");
  });

  test("self relations work when the outer table is addressed by its own name", () => {
    const ctx = { ...contextFor(fx, "demo4"), tableAlias: "demo4" };
    const ids = (filter: string) => {
      const { sql, params } = compileRecordFilter(filter, ctx);
      return fx.db
        .prepare(`SELECT demo4.id FROM demo4 WHERE ${sql} ORDER BY demo4.id`)
        .all(...params)
        .map((r) => r.id);
    };
    expect(ids("self_rel_one.title = 'test1'")).toEqual([d4.test2]);
    expect(ids("self_rel_many.title > true")).toEqual([d4.test1]);
    expect(ids("@collection.demo4.title ?= title")).toEqual([d4.test2, d4.test1]);
  });

  test("the outer alias is quoted", () => {
    const ctx = { ...contextFor(fx, "demo1"), tableAlias: "my`alias" };
    expect(compileRecordFilter("id = 'x'", ctx).sql).toBe("(`my``alias`.`id` = ?)");
  });
});
