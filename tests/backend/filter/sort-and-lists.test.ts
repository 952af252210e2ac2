import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  compileListFilter,
  compileListSort,
  compileRecordSort,
  FilterError,
  usesAdminOnlyIdentifiers,
} from "../../../backend/filter/index.ts";
import {
  contextFor,
  type FixtureDb,
  guestRequest,
  loadAuthRecord,
  matchIds,
  openFixture,
} from "./fixture-db.ts";

const d1 = { a: "84nmscqy84lsi1t", b: "al1h9ijdeojtsjy", c: "imy661ixudk5izi" };

let fx: FixtureDb;
beforeAll(() => {
  fx = openFixture();
});
afterAll(() => fx.cleanup());

describe("compileRecordSort", () => {
  const sortIds = (sort: string, filter = "") => matchIds(contextFor(fx, "demo1"), fx.db, filter, sort);

  test.each([
    ["-number", [d1.a, d1.b, d1.c]],
    ["number", [d1.c, d1.b, d1.a]],
    ["+number", [d1.c, d1.b, d1.a]],
    [" -bool , +text ", [d1.a, d1.c, d1.b]],
    ["-created", [d1.c, d1.b, d1.a]],
    ["rel_one.text,-created", [d1.c, d1.a, d1.b]],
    ["rel_many.name,id", [d1.c, d1.a, d1.b]],
    ["-rel_many.name", [d1.b, d1.a, d1.c]],
    ["-rel_many:length", [d1.b, d1.a, d1.c]],
    ["-json.0,id", [d1.a, d1.b, d1.c]],
    ["-select_many:each,id", [d1.a, d1.b, d1.c]],
  ])("%s", (sort, expected) => {
    expect(sortIds(sort)).toEqual(expected);
  });

  test("plain columns give a plain ORDER BY body", () => {
    expect(compileRecordSort("-created,id", contextFor(fx, "demo1"))).toEqual({
      sql: "`t`.`created` DESC, `t`.`id` ASC",
      params: [],
    });
    expect(compileRecordSort("", contextFor(fx, "demo1"))).toEqual({ sql: "", params: [] });
  });

  test("@rowid sorts a table by insertion, as v0.23+ does; a view has no row id", () => {
    const inserted = (fx.db.prepare("SELECT id FROM demo1 ORDER BY rowid").all() as { id: string }[]).map(
      (row) => row.id,
    );
    expect(sortIds("-@rowid")).toEqual([...inserted].reverse());
    expect(sortIds("+@rowid")).toEqual(inserted);
    expect(compileRecordSort("-@rowid", contextFor(fx, "demo1")).sql).toBe("`t`._rowid_ DESC");
    expect(() => compileRecordSort("-@rowid", contextFor(fx, "view1"))).toThrow(
      'invalid sort field "@rowid"',
    );
  });

  test("@random sorts randomly", () => {
    expect(compileRecordSort("@random,-id", contextFor(fx, "demo1")).sql).toBe("RANDOM(), `t`.`id` DESC");
    expect(sortIds("@random").sort()).toEqual([d1.a, d1.b, d1.c].sort());
  });

  test("auth relation paths sort through the auth record", () => {
    const ctx = contextFor(fx, "demo1", {
      request: guestRequest({ authRecord: loadAuthRecord(fx, "users", "4q1xlclmfloku33") }),
    });
    expect(matchIds(ctx, fx.db, "", "@request.auth.name,id")).toEqual([d1.a, d1.b, d1.c]);
  });

  test.each([
    ["a,,b", 'invalid sort field "a"'],
    ["id,,created", 'invalid sort field ""'],
    ["   ", 'invalid sort field ""'],
    ["nope", 'invalid sort field "nope"'],
    ["@request.method", 'invalid sort field "@request.method"'],
    ["@request.auth.id", 'invalid sort field "@request.auth.id"'],
    ["true", 'invalid sort field "true"'],
    ["null", 'invalid sort field "null"'],
    ["@now", 'invalid sort field "@now"'],
    ["id desc", 'invalid sort field "id desc"'],
    ["rel_one:foo", 'invalid sort field "rel_one:foo"'],
  ])("rejects %j", (sort, message) => {
    const compile = () => compileRecordSort(sort, contextFor(fx, "demo1"));
    expect(compile).toThrow(FilterError);
    expect(compile).toThrow(message);
  });
});

describe("list filters and sorts over plain columns", () => {
  const adminColumns = ["id", "created", "updated", "name", "email"];

  test("compiles allowed columns, with and without a table alias", () => {
    expect(compileListFilter("email ~ 'test' && created > @yearStart", adminColumns)).toEqual({
      sql: "((`email` LIKE ? ESCAPE '\\') AND (`created` > ?))",
      params: ["%test%", expect.stringMatching(/^\d{4}-01-01 00:00:00\.000Z$/)],
    });
    expect(compileListFilter("id = 'x'", adminColumns, "a")).toEqual({
      sql: "(`a`.`id` = ?)",
      params: ["x"],
    });
    expect(compileListSort("-created, email", adminColumns, "a")).toEqual({
      sql: "`a`.`created` DESC, `a`.`email` ASC",
      params: [],
    });
    expect(compileListSort("@random", adminColumns)).toEqual({ sql: "RANDOM()", params: [] });
  });

  test("runs against the fixture's _admins table", () => {
    const where = compileListFilter("email != 'test@example.com' && id != null", adminColumns);
    const order = compileListSort("-email", adminColumns);
    const rows = fx.db
      .prepare(`SELECT email FROM _admins WHERE ${where.sql} ORDER BY ${order.sql}`)
      .all(...where.params);
    expect(rows.map((r) => r.email)).toEqual(["test3@example.com", "test2@example.com"]);
  });

  test("rejects paths, unknown columns and request identifiers", () => {
    for (const filter of [
      "passwordHash = ''",
      "email.x = 1",
      "@request.method = 'GET'",
      "@collection.users.id = 1",
    ]) {
      expect(() => compileListFilter(filter, adminColumns)).toThrow(FilterError);
    }
    for (const sort of ["tokenKey", "-email.x", "", "id,"]) {
      if (sort === "") expect(compileListSort(sort, adminColumns)).toEqual({ sql: "", params: [] });
      else expect(() => compileListSort(sort, adminColumns)).toThrow(FilterError);
    }
  });
});

test("usesAdminOnlyIdentifiers spots @collection and @request", () => {
  expect(usesAdminOnlyIdentifiers("@request.auth.id != ''")).toBe(true);
  expect(usesAdminOnlyIdentifiers("@collection.users.id ?= id")).toBe(true);
  expect(usesAdminOnlyIdentifiers("title ~ '@request'")).toBe(false);
  expect(usesAdminOnlyIdentifiers("created > @now")).toBe(false);
});
