import { afterAll, beforeAll, describe, expect, test } from "vitest";
import {
  compileRecordFilter,
  compileRule,
  FilterError,
  type RequestInfo,
  validateRule,
} from "../../../backend/filter/index.ts";
import type { AdminRow } from "../../../backend/services/common/caller.ts";
import type { Collection } from "../../../shared/models.ts";
import {
  contextFor,
  type FixtureDb,
  guestRequest,
  loadAuthRecord,
  matchIds,
  openFixture,
} from "./fixture-db.ts";

const d1 = { a: "84nmscqy84lsi1t", b: "al1h9ijdeojtsjy", c: "imy661ixudk5izi" };
const u = { test1: "4q1xlclmfloku33", test2: "oap640cot4yru2s", test3: "bgs820n361vj1qd" };
const allDemo1 = [d1.a, d1.b, d1.c].sort();
const demo3All = ["1tmknxy2868d869", "7nwo8tuiatetxdm", "lcl9d87w22ml6jy", "mk5fmymtx4wsprk"];

let fx: FixtureDb;
beforeAll(() => {
  fx = openFixture();
});
afterAll(() => fx.cleanup());

const admin: AdminRow = {
  id: "sywbhecnh46rhm0",
  avatar: 0,
  email: "test@example.com",
  tokenKey: "",
  passwordHash: "",
  lastResetSentAt: "",
  created: "",
  updated: "",
};

function ruleIds(collection: string, rule: string, request: RequestInfo): string[] {
  return matchIds(contextFor(fx, collection, { request }), fx.db, rule);
}
const asUser = (id: string, extra: Partial<RequestInfo> = {}) =>
  guestRequest({ authRecord: loadAuthRecord(fx, "users", id), ...extra });

describe("@request.auth", () => {
  test("guests have no auth values", () => {
    expect(ruleIds("demo1", "@request.auth.id != ''", guestRequest())).toEqual([]);
    expect(ruleIds("demo1", "@request.auth.id = ''", guestRequest())).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.auth.name = null", guestRequest())).toEqual(allDemo1);
  });

  test("admins have no auth record values either", () => {
    expect(ruleIds("demo1", "@request.auth.id = ''", guestRequest({ admin }))).toEqual(allDemo1);
  });

  test("plain fields of the auth record", () => {
    expect(ruleIds("users", "id = @request.auth.id", asUser(u.test1))).toEqual([u.test1]);
    expect(ruleIds("demo1", "@request.auth.verified = true", asUser(u.test2))).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.auth.verified = true", asUser(u.test1))).toEqual([]);
    expect(ruleIds("demo1", "@request.auth.email = 'test@example.com'", asUser(u.test1))).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.auth.collectionId = '_pb_users_auth_'", asUser(u.test1))).toEqual(
      allDemo1,
    );
    expect(ruleIds("demo1", "rel_many.id ?= @request.auth.id", asUser(u.test1))).toEqual([d1.b]);
    expect(ruleIds("demo1", "rel_many.id ?= @request.auth.id", asUser(u.test2))).toEqual([d1.a, d1.b].sort());
  });

  test("other auth fields and relation paths are read through the auth record", () => {
    expect(ruleIds("demo1", "@request.auth.name = 'test1'", asUser(u.test1))).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.auth.rel.title = 'test1'", asUser(u.test1))).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.auth.rel.active = true", asUser(u.test3))).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.auth.rel.active = true", asUser(u.test1))).toEqual([]);
    expect(ruleIds("demo1", "@request.auth.file:length = 1", asUser(u.test2))).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.auth.nope = null", asUser(u.test1))).toEqual(allDemo1);
    expect(ruleIds("demo1", "text = @request.auth.name", asUser(u.test2))).toEqual([]);
  });

  test("the fixture's demo3 rule admits clients but not users or guests", () => {
    const rule = '@request.auth.id != "" && @request.auth.collectionName != "users"';
    const client = guestRequest({ authRecord: loadAuthRecord(fx, "clients", "gk390qegs4y47wn") });
    expect(ruleIds("demo3", rule, client)).toEqual(demo3All);
    expect(ruleIds("demo3", rule, asUser(u.test1))).toEqual([]);
    expect(ruleIds("demo3", rule, guestRequest())).toEqual([]);
  });
});

describe("@request method, query, headers", () => {
  test("static values compare as bound values", () => {
    const request = guestRequest({ method: "POST", query: { page: "2" }, headers: { "X-Token": "abc" } });
    expect(ruleIds("demo1", "@request.method = 'POST'", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.method = 'GET'", request)).toEqual([]);
    expect(ruleIds("demo1", "@request.query.page = '2'", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.query.page:isset = true", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.query.nope:isset = false", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.query.page.x = null", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.headers.x_token = 'abc'", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.headers.X_Token = null", request)).toEqual(allDemo1);
    // a numeric query value compares as a number when the key names a number field
    expect(
      ruleIds("demo1", "number > @request.query.number", guestRequest({ query: { number: "1000" } })),
    ).toEqual([d1.a]);
  });
});

describe("@request.data", () => {
  const withData = (data: Record<string, unknown>) => guestRequest({ method: "POST", data });

  test("submitted values, nested keys and :isset", () => {
    const request = withData({
      title: "",
      text: "test",
      number: "10",
      flag: true,
      nested: { a: 1 },
      list: ["a"],
    });
    expect(ruleIds("demo1", "text = @request.data.text", request)).toEqual([d1.a]);
    expect(ruleIds("demo1", "@request.data.number = 10", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.flag = true", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.nested.a = 1", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.list = '[\"a\"]'", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.title:isset = true", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.title = null", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.missing:isset = true", request)).toEqual([]);
    expect(ruleIds("demo1", "@request.data.missing = ''", request)).toEqual(allDemo1);
  });

  test("submitted select values with :each and :length", () => {
    const request = withData({ select_many: ["optionA", "optionB", "optionB", ""] });
    expect(ruleIds("demo1", "@request.data.select_many:length = 2", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.select_many:each ?= 'optionA'", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.select_many:each = 'optionA'", request)).toEqual([]);
    expect(ruleIds("demo1", "@request.data.select_many:each ~ 'option'", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "select_one ?= @request.data.select_many:each", request)).toEqual(
      [d1.a, d1.b].sort(),
    );
  });

  test("submitted relation ids are followed into the related collection", () => {
    const request = withData({ rel_many: [u.test3, u.test2], rel_one: d1.a });
    expect(ruleIds("demo1", "@request.data.rel_many.name ?= 'test3'", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.rel_many.name = 'test3'", request)).toEqual([]);
    expect(ruleIds("demo1", "@request.data.rel_many.verified = true", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.rel_many:length = 2", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.rel_one.text = 'test'", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "@request.data.rel_one.nope = null", request)).toEqual(allDemo1);
    expect(ruleIds("demo1", "id = @request.data.rel_one", request)).toEqual([d1.a]);
    expect(ruleIds("demo1", "@request.data.rel_many.name = 'x'", withData({}))).toEqual([]);
  });
});

describe("compileRule", () => {
  test("allows hidden fields and @request values", () => {
    const ctx = contextFor(fx, "users", { request: asUser(u.test1), allowHiddenFields: false });
    const fragment = compileRule("email = @request.auth.email", ctx);
    const rows = fx.db.prepare(`SELECT t.id FROM users t WHERE ${fragment.sql}`).all(...fragment.params);
    expect(rows.map((r) => r.id)).toEqual([u.test1]);
  });

  test("throws FilterError on an invalid rule", () => {
    expect(() => compileRule("nope = 1", contextFor(fx, "demo1"))).toThrow(FilterError);
  });
});

describe("validateRule", () => {
  test("every rule stored in the fixture is valid", () => {
    for (const collection of fx.registry.all()) {
      const rules = [collection.listRule, collection.viewRule, collection.createRule, collection.updateRule];
      if (collection.type === "auth") rules.push(collection.options.manageRule);
      for (const rule of rules) expect(validateRule(rule, collection, fx.registry)).toBeNull();
    }
  });

  test("empty and null rules are valid", () => {
    const demo1 = fx.registry.find("demo1") as Collection;
    expect(validateRule("", demo1, fx.registry)).toBeNull();
    expect(validateRule(null, demo1, fx.registry)).toBeNull();
  });

  test("returns the problem of an invalid rule", () => {
    const demo1 = fx.registry.find("demo1") as Collection;
    expect(validateRule("nope = 1", demo1, fx.registry)).toBe(
      'invalid left operand "nope" - unknown field "nope"',
    );
    expect(validateRule("text = ", demo1, fx.registry)).toBe("invalid formatted filter expression");
  });

  test("without request context every @request value is NULL, so unknown request keys are fine", () => {
    const demo1 = fx.registry.find("demo1") as Collection;
    expect(validateRule("@request.data.rel_many.nope = 1", demo1, fx.registry)).toBeNull();
    expect(validateRule("@request.auth.anything.deep = 1", demo1, fx.registry)).toBeNull();
  });

  test("resolves a collection that is not saved yet, including relations to itself", () => {
    const posts = {
      id: "newposts0000001",
      name: "posts",
      type: "base",
      system: false,
      created: "",
      updated: "",
      schema: [
        {
          system: false,
          id: "f1",
          name: "title",
          type: "text",
          required: false,
          presentable: false,
          unique: false,
          options: { min: null, max: null, pattern: "" },
        },
        {
          system: false,
          id: "f2",
          name: "parent",
          type: "relation",
          required: false,
          presentable: false,
          unique: false,
          options: {
            collectionId: "newposts0000001",
            cascadeDelete: false,
            minSelect: null,
            maxSelect: 1,
            displayFields: null,
          },
        },
        {
          system: false,
          id: "f3",
          name: "author",
          type: "relation",
          required: false,
          presentable: false,
          unique: false,
          options: {
            collectionId: "_pb_users_auth_",
            cascadeDelete: false,
            minSelect: null,
            maxSelect: 1,
            displayFields: null,
          },
        },
      ],
      indexes: [],
      listRule: null,
      viewRule: null,
      createRule: null,
      updateRule: null,
      deleteRule: null,
      options: {},
    } as Collection;
    expect(
      validateRule("parent.parent.title = 'x' && author = @request.auth.id", posts, fx.registry),
    ).toBeNull();
    expect(
      validateRule("@collection.posts.title ?= title && author.rel.title != ''", posts, fx.registry),
    ).toBeNull();
    expect(validateRule("parent.nope = 1", posts, fx.registry)).toBe(
      'invalid left operand "parent.nope" - unknown field "nope"',
    );
  });
});

test("compileRecordFilter reads @request from the context", () => {
  const ctx = contextFor(fx, "demo1", { request: guestRequest({ method: "DELETE" }) });
  expect(compileRecordFilter("@request.method = 'DELETE'", ctx)).toEqual({
    sql: "(? = ?)",
    params: ["DELETE", "DELETE"],
  });
});
