/**
 * Property tests: random bodies and random query strings thrown at record create, update and list only
 * ever get 200/204/400/403/404, and every error is a well-formed PocketBase envelope without internals.
 */
import fc from "fast-check";
import { expect, test } from "vitest";
import { adminToken } from "../helpers/fixture-tokens.ts";
import { serverForSuite } from "../helpers/server-suite.ts";

// ready-made fixture admin token (data-model §8.8), valid until 2040

const allowed = [200, 204, 400, 403, 404];
const leaks =
  /sqlite|syntax error|no such (table|column)|constraint failed|\s+at \S+ \(|node:internal|\.[jt]s:\d+|TypeError|RangeError|ReferenceError|SyntaxError|JSON at position/i;

const server = serverForSuite();

/** Asserts the status family and, for errors, the exact envelope shape. */
function checkAnswer(status: number, text: string): void {
  expect(allowed, `${status} ${text.slice(0, 300)}`).toContain(status);
  if (status === 204) {
    expect(text).toBe("");
    return;
  }
  const body = JSON.parse(text) as Record<string, unknown>;
  if (status === 200) return;
  expect(text).not.toMatch(leaks);
  expect(Object.keys(body).sort()).toEqual(["code", "data", "message"]);
  expect(body.code).toBe(status);
  expect(typeof body.message === "string" && body.message.length > 0).toBe(true);
  expect(typeof body.data === "object" && body.data !== null && !Array.isArray(body.data)).toBe(true);
  checkLeaves(body.data as Record<string, unknown>);
}

function checkLeaves(node: Record<string, unknown>): void {
  for (const value of Object.values(node)) {
    expect(typeof value === "object" && value !== null && !Array.isArray(value)).toBe(true);
    const child = value as Record<string, unknown>;
    if (typeof child.code === "string") expect(typeof child.message).toBe("string");
    else checkLeaves(child);
  }
}

const demo1Keys = [
  "id",
  "text",
  "bool",
  "url",
  "select_one",
  "select_many",
  "file_one",
  "file_many",
  "number",
  "email",
  "datetime",
  "json",
  "rel_one",
  "rel_many",
];
const demo2Keys = ["id", "title", "active"];
const modifierKeys = (keys: string[]) => keys.flatMap((k) => [k, `${k}+`, `${k}-`, `${k}.0`]);

/** Values that exercise coercion: JSON of any shape plus strings that look like ids, dates and SQL. */
const value = fc.oneof(
  fc.jsonValue({ maxDepth: 3 }),
  fc.constantFrom(
    "84nmscqy84lsi1t",
    "4q1xlclmfloku33",
    "optionA",
    "2022-05-01 10:00:00.000Z",
    "test@example.com",
    "https://example.com",
    "' OR 1=1 --",
    "../../data.db",
    "1e999",
    "-0",
    "NaN",
    "",
  ),
);

/** A body text: an object over the collection's keys, any JSON, or arbitrary (mostly invalid) text. */
const bodyFor = (keys: string[]) =>
  fc.oneof(
    {
      weight: 3,
      arbitrary: fc.dictionary(fc.constantFrom(...modifierKeys(keys)), value).map((o) => JSON.stringify(o)),
    },
    { weight: 1, arbitrary: fc.jsonValue().map((v) => JSON.stringify(v)) },
    { weight: 1, arbitrary: fc.string({ maxLength: 40 }) },
    { weight: 1, arbitrary: fc.constantFrom("{", "[", '{"title":', "1e999", '{"number":1e999}', "\uFEFF{}") },
  );

const contentType = fc.oneof(
  { weight: 5, arbitrary: fc.constant("application/json") },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      "application/json; charset=utf-8",
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "application/xml",
      "",
    ),
  },
);

interface Target {
  method: "POST" | "PATCH";
  path: string;
  admin: boolean;
  keys: string[];
}

const targets: Target[] = [
  { method: "POST", path: "/api/collections/demo1/records", admin: true, keys: demo1Keys },
  { method: "PATCH", path: "/api/collections/demo1/records/al1h9ijdeojtsjy", admin: true, keys: demo1Keys },
  { method: "POST", path: "/api/collections/demo2/records", admin: false, keys: demo2Keys },
  { method: "PATCH", path: "/api/collections/demo2/records/achvryl401bhse3", admin: false, keys: demo2Keys },
];

test.each(targets)(
  "random bodies: $method $path",
  async (target) => {
    await fc.assert(
      fc.asyncProperty(bodyFor(target.keys), contentType, async (body, type) => {
        const headers: Record<string, string> = {};
        if (type) headers["Content-Type"] = type;
        if (target.admin) headers.Authorization = adminToken;
        const res = await fetch(`${server.url}${target.path}?expand=rel_one,rel_many`, {
          method: target.method,
          headers,
          body,
        });
        checkAnswer(res.status, await res.text());
      }),
      { numRuns: 150 },
    );
  },
  120_000,
);

const fieldish = fc.constantFrom(
  "title",
  "active",
  "id",
  "created",
  "rel_one.rel_many.email",
  "select_many:length",
  "select_many:each",
  "json.a.0",
  "@request.auth.id",
  "@collection.users.email",
  "@now",
  "passwordHash",
  "nope",
);
const operator = fc.constantFrom(
  "=",
  "!=",
  ">",
  ">=",
  "<",
  "<=",
  "~",
  "!~",
  "?=",
  "?~",
  "&&",
  "||",
  "(",
  ")",
);
const literal = fc.oneof(
  fc.constantFrom("'x'", '"y"', "1", "-1.5", "null", "true", "''", "'%'"),
  fc.string(),
);

/** Token soup for filter/sort: mostly near-valid expressions, sometimes arbitrary text. */
const expression = fc.oneof(
  fc.array(fc.oneof(fieldish, operator, literal), { maxLength: 8 }).map((parts) => parts.join(" ")),
  fc.string({ maxLength: 60 }),
);

const query = fc.record(
  {
    filter: expression,
    sort: fc.oneof(
      fc
        .array(fc.tuple(fc.constantFrom("", "-", "+"), fieldish), { maxLength: 3 })
        .map((items) => items.map(([sign, name]) => sign + name).join(",")),
      fc.string({ maxLength: 20 }),
    ),
    page: fc.oneof(fc.integer({ min: -3, max: 5 }).map(String), fc.string({ maxLength: 6 })),
    perPage: fc.oneof(fc.integer({ min: -3, max: 600 }).map(String), fc.string({ maxLength: 6 })),
    skipTotal: fc.constantFrom("1", "0", "true", "false", "x", ""),
    expand: fc.oneof(
      fc
        .array(fc.constantFrom("rel_one", "rel_many", "rel_one.rel_many", "demo4(self_rel_one)", "x"), {
          maxLength: 4,
        })
        .map((a) => a.join(",")),
      fc.string({ maxLength: 20 }),
    ),
    fields: fc.oneof(
      fc.constantFrom("*", "id,title", "expand.*", "*,expand.rel_one.id"),
      fc.string({ maxLength: 20 }),
    ),
  },
  { requiredKeys: [] },
);

test.each([
  { path: "/api/collections/demo1/records", admin: true },
  { path: "/api/collections/demo2/records", admin: false },
  { path: "/api/collections/users/records", admin: false },
  { path: "/api/collections/view1/records", admin: true },
])(
  "random query strings: GET $path",
  async (target) => {
    await fc.assert(
      fc.asyncProperty(query, async (params) => {
        const search = new URLSearchParams(params as Record<string, string>).toString();
        const res = await fetch(`${server.url}${target.path}?${search}`, {
          headers: target.admin ? { Authorization: adminToken } : {},
        });
        const text = await res.text();
        checkAnswer(res.status, text);
        if (res.status === 200) {
          const list = JSON.parse(text) as Record<string, unknown>;
          expect(Array.isArray(list.items)).toBe(true);
        }
      }),
      { numRuns: 200 },
    );
  },
  120_000,
);
