/**
 * Hostile requests against every endpoint family: each gets a 4xx PocketBase error envelope (never a
 * 500, a stack trace or SQL text) and leaves data.db and the storage directory exactly as they were.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { request } from "node:http";
import { join, relative } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { describe, expect, test } from "vitest";
import { adminToken, clientToken, user1Token } from "../helpers/fixture-tokens.ts";
import { serverForSuite } from "../helpers/server-suite.ts";

// ready-made fixture tokens (data-model §8.8), valid until 2040
const tokens = { admin: adminToken, user1: user1Token, client: clientToken } as const;

const generic = "Something went wrong while processing your request.";
const recordLoadFailed = "Failed to load the submitted data due to invalid formatting.";
const formLoadFailed = "An error occurred while loading the submitted data.";
const invalidListParams = "Invalid filter parameters.";
const adminRequired = "The request requires valid admin authorization token to be set.";

/** What a response must never reveal. */
const leaks =
  /sqlite|sql logic|syntax error|no such (table|column)|constraint failed|\bselect\b.*\bfrom\b|\s+at \S+ \(|node:internal|\.[jt]s:\d+|TypeError|RangeError|ReferenceError|SyntaxError|Unexpected (token|end)|JSON at position|undefined|\[object Object\]/i;

interface Sent {
  method: string;
  path: string;
  auth?: keyof typeof tokens;
  headers?: Record<string, string>;
  body?: string | Buffer;
}

interface Case extends Sent {
  name: string;
  status: number;
  /** Exact message, when the contract names one. */
  message?: string;
  /** Exact set of `data` keys (default: none). */
  dataKeys?: string[];
}

interface Answer {
  status: number;
  text: string;
}

const server = serverForSuite();

/** Sends the request with the path byte for byte (fetch would normalise `..`, `%2e` and `%00`). */
function send(sent: Sent): Promise<Answer> {
  const { port } = new URL(server.url);
  const headers: Record<string, string> = { ...sent.headers };
  if (sent.auth) headers.Authorization = tokens[sent.auth];
  if (sent.body !== undefined) headers["Content-Length"] = String(Buffer.byteLength(sent.body));
  return new Promise((resolve, reject) => {
    const req = request({ host: "127.0.0.1", port, method: sent.method, path: sent.path, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString("utf8") }),
      );
    });
    req.on("error", reject);
    req.end(sent.body);
  });
}

/** Reads every row of every table of data.db, read-only, into one digest. */
function dataDigest(): string {
  const db = new DatabaseSync(join(server.dataDir, "data.db"), { readOnly: true });
  try {
    const hash = createHash("sha256");
    const tables = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type = 'table' ORDER BY name")
      .all() as { name: string; sql: string }[];
    for (const table of tables) {
      hash.update(`${table.name}\n${table.sql}\n`);
      const rows = db.prepare(`SELECT * FROM \`${table.name}\` ORDER BY rowid`).all();
      hash.update(JSON.stringify(rows));
    }
    const indexes = db
      .prepare("SELECT name, sql FROM sqlite_master WHERE type != 'table' ORDER BY name")
      .all();
    hash.update(JSON.stringify(indexes));
    return hash.digest("hex");
  } finally {
    db.close();
  }
}

/** Every file under storage (and anything the request may have written beside pb_data) with its size. */
function storageListing(): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    if (!existsSync(dir)) return;
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      const info = statSync(path);
      if (info.isDirectory()) walk(path);
      else out.push(`${relative(server.dataDir, path)} ${info.size}`);
    }
  };
  walk(join(server.dataDir, ".."));
  // the databases change size through WAL checkpoints and request logs; their rows are compared instead
  return out.filter((line) => !/^(data|logs)\.db/.test(line)).sort();
}

/** Checks the error envelope: code equals the status, a normalised message, data an object of leaves. */
function expectEnvelope(answer: Answer, expected: Case): void {
  expect(answer.text, "no internals in the body").not.toMatch(leaks);
  const body = JSON.parse(answer.text) as { code: unknown; message: unknown; data: unknown };
  expect(Object.keys(body).sort()).toEqual(["code", "data", "message"]);
  expect(body.code).toBe(answer.status);
  expect(typeof body.message).toBe("string");
  expect(body.message as string).toMatch(/^[^a-z\s].*[.?!]$/s);
  if (expected.message) expect(body.message).toBe(expected.message);
  expect(typeof body.data === "object" && body.data !== null && !Array.isArray(body.data)).toBe(true);
  expect(Object.keys(body.data as object).sort()).toEqual([...(expected.dataKeys ?? [])].sort());
  expectLeaves(body.data as Record<string, unknown>);
}

/** Every node of a `data` tree is either a `{code, message}` leaf or an object of nodes. */
function expectLeaves(node: Record<string, unknown>): void {
  for (const value of Object.values(node)) {
    expect(typeof value === "object" && value !== null && !Array.isArray(value)).toBe(true);
    const child = value as Record<string, unknown>;
    if (typeof child.code === "string") {
      expect(Object.keys(child).sort()).toEqual(["code", "message"]);
      expect(child.message as string).toMatch(/^[^a-z\s].*[.?!]$/s);
    } else expectLeaves(child);
  }
}

const jsonHeaders = { "Content-Type": "application/json" };
const json = (body: string | Buffer) => ({ headers: jsonHeaders, body });
const huge = "a".repeat(2 * 1024 * 1024);
const sqlFragments = [
  "1=1; DROP TABLE demo2; --",
  "title = '' OR 1=1",
  "id = 'x') UNION SELECT * FROM _admins --",
  "title = 'x' /* */ AND (SELECT count(*) FROM _admins) > 0",
  "`id`; DELETE FROM demo2",
];
const hostileIds = [
  ["too long", "a".repeat(400)],
  ["slash", "..%2F..%2Fdata.db"],
  ["dot dot", ".."],
  ["nul", "%00"],
  ["quote", "x'%20OR%20'1'='1"],
  ["double quote", "x%22%3B%20DROP%20TABLE%20demo2%3B--"],
  ["backtick", "%60demo2%60"],
  ["percent", "%25"],
] as const;

/** A multipart body with text `fields` and one file per `files` entry. */
function multipart(
  fields: [string, string][],
  files: { field: string; name: string; type: string; data: Buffer }[],
): { headers: Record<string, string>; body: Buffer } {
  const boundary = "----pbdeckBadInputBoundary";
  const parts: Buffer[] = [];
  for (const [name, value] of fields)
    parts.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  for (const file of files) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from("\r\n"),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    headers: { "Content-Type": `multipart/form-data; boundary=${boundary}` },
    body: Buffer.concat(parts),
  };
}

const adminCases: Case[] = [
  {
    name: "admin login: malformed JSON",
    method: "POST",
    path: "/api/admins/auth-with-password",
    ...json("{"),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "admin login: truncated JSON",
    method: "POST",
    path: "/api/admins/auth-with-password",
    ...json('{"identity":"test@example.com","pass'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "admin login: array body",
    method: "POST",
    path: "/api/admins/auth-with-password",
    ...json("[]"),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "admin login: string body",
    method: "POST",
    path: "/api/admins/auth-with-password",
    ...json('"test@example.com"'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "admin login: text/plain",
    method: "POST",
    path: "/api/admins/auth-with-password",
    headers: { "Content-Type": "text/plain" },
    body: '{"identity":"test@example.com","password":"1234567890"}',
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "admin login: xml",
    method: "POST",
    path: "/api/admins/auth-with-password",
    headers: { "Content-Type": "application/xml" },
    body: "<identity>test@example.com</identity>",
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "admin login: object for identity",
    method: "POST",
    path: "/api/admins/auth-with-password",
    ...json('{"identity":{"$ne":null},"password":{"$ne":null}}'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "admin login: number for password",
    method: "POST",
    path: "/api/admins/auth-with-password",
    ...json('{"identity":"test@example.com","password":1234567890}'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "admin login: SQL as identity",
    method: "POST",
    path: "/api/admins/auth-with-password",
    ...json(JSON.stringify({ identity: "x@x.x' OR '1'='1", password: "' OR 1=1 --" })),
    status: 400,
    dataKeys: ["identity"],
  },
  {
    name: "admin login: huge identity",
    method: "POST",
    path: "/api/admins/auth-with-password",
    ...json(JSON.stringify({ identity: `${huge}@example.com`, password: huge })),
    status: 400,
    dataKeys: ["identity", "password"],
  },
  {
    name: "admin refresh: garbage token",
    method: "POST",
    path: "/api/admins/auth-refresh",
    headers: { Authorization: "Bearer ' OR 1=1 --" },
    status: 401,
    message: adminRequired,
  },
  {
    name: "admin refresh: record token",
    method: "POST",
    path: "/api/admins/auth-refresh",
    auth: "user1",
    status: 401,
    message: adminRequired,
  },
  {
    name: "admin reset: array body",
    method: "POST",
    path: "/api/admins/request-password-reset",
    ...json('["test@example.com"]'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "admin reset: SQL email",
    method: "POST",
    path: "/api/admins/request-password-reset",
    ...json(JSON.stringify({ email: "' OR 1=1 --" })),
    status: 400,
    dataKeys: ["email"],
  },
  {
    name: "admin confirm reset: forged token",
    method: "POST",
    path: "/api/admins/confirm-password-reset",
    ...json(JSON.stringify({ token: "a.b.c", password: "1234567890", passwordConfirm: "1234567890" })),
    status: 400,
    dataKeys: ["token"],
  },
  {
    name: "admin confirm reset: token number",
    method: "POST",
    path: "/api/admins/confirm-password-reset",
    ...json('{"token":5,"password":"1234567890","passwordConfirm":"1234567890"}'),
    status: 400,
  },
  {
    name: "admins create: guest",
    method: "POST",
    path: "/api/admins",
    ...json('{"email":"new@example.com","password":"1234567890","passwordConfirm":"1234567890"}'),
    status: 401,
    message: adminRequired,
  },
  {
    name: "admins create: malformed",
    method: "POST",
    path: "/api/admins",
    auth: "admin",
    ...json('{"email":'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "admins create: string body",
    method: "POST",
    path: "/api/admins",
    auth: "admin",
    ...json('"new@example.com"'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "admins create: wrong types",
    method: "POST",
    path: "/api/admins",
    auth: "admin",
    ...json('{"email":{"a":1},"password":true,"avatar":"x"}'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "admins create: avatar float",
    method: "POST",
    path: "/api/admins",
    auth: "admin",
    ...json('{"email":"n@example.com","password":"1234567890","passwordConfirm":"1234567890","avatar":1.5}'),
    status: 400,
  },
  {
    name: "admins create: hostile id",
    method: "POST",
    path: "/api/admins",
    auth: "admin",
    ...json(
      JSON.stringify({
        id: "../../data.db/x",
        email: "n@example.com",
        password: "1234567890",
        passwordConfirm: "1234567890",
      }),
    ),
    status: 400,
    dataKeys: ["id"],
  },
  {
    name: "admins create: huge email",
    method: "POST",
    path: "/api/admins",
    auth: "admin",
    ...json(
      JSON.stringify({ email: `${huge}@example.com`, password: "1234567890", passwordConfirm: "1234567890" }),
    ),
    status: 400,
    dataKeys: ["email"],
  },
  {
    name: "admins create: unknown fields only",
    method: "POST",
    path: "/api/admins",
    auth: "admin",
    ...json('{"tokenKey":"x","passwordHash":"y","isAdmin":true,"password":"1234567890"}'),
    status: 400,
    dataKeys: ["email", "passwordConfirm"],
  },
  {
    name: "admins list: SQL filter",
    method: "GET",
    path: `/api/admins?filter=${encodeURIComponent(sqlFragments[0])}`,
    auth: "admin",
    status: 400,
    message: generic,
  },
  {
    name: "admins list: SQL sort",
    method: "GET",
    path: `/api/admins?sort=${encodeURIComponent("email;DROP TABLE _admins")}`,
    auth: "admin",
    status: 400,
    message: generic,
  },
  {
    name: "admins list: tokenKey filter",
    method: "GET",
    path: `/api/admins?filter=${encodeURIComponent("tokenKey != ''")}`,
    auth: "admin",
    status: 400,
    message: generic,
  },
  {
    name: "admins list: page float",
    method: "GET",
    path: "/api/admins?page=1.5",
    auth: "admin",
    status: 400,
    message: generic,
  },
  {
    name: "admins list: perPage word",
    method: "GET",
    path: "/api/admins?perPage=ten",
    auth: "admin",
    status: 400,
    message: generic,
  },
  { name: "admins list: guest", method: "GET", path: "/api/admins", status: 401, message: adminRequired },
  ...hostileIds.map(
    ([label, id]): Case => ({
      name: `admin view: ${label} id`,
      method: "GET",
      path: `/api/admins/${id}`,
      auth: "admin",
      status: 404,
    }),
  ),
  {
    name: "admin update: malformed",
    method: "PATCH",
    path: "/api/admins/sbmbsdb40jyxf7h",
    auth: "admin",
    ...json("{'email':1}"),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "admin update: avatar string",
    method: "PATCH",
    path: "/api/admins/sbmbsdb40jyxf7h",
    auth: "admin",
    ...json('{"avatar":"x"}'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "admin update: other id",
    method: "PATCH",
    path: "/api/admins/sbmbsdb40jyxf7h",
    auth: "admin",
    ...json('{"id":"9q2trqumvlyr3bd"}'),
    status: 400,
    dataKeys: ["id"],
  },
  {
    name: "admin update: SQL id",
    method: "PATCH",
    path: `/api/admins/${encodeURIComponent("' OR 1=1 --")}`,
    auth: "admin",
    ...json('{"avatar":1}'),
    status: 404,
  },
  {
    name: "admin delete: SQL id",
    method: "DELETE",
    path: `/api/admins/${encodeURIComponent("x' OR '1'='1")}`,
    auth: "admin",
    status: 404,
  },
  {
    name: "admin delete: guest",
    method: "DELETE",
    path: "/api/admins/sbmbsdb40jyxf7h",
    status: 401,
    message: adminRequired,
  },
];

const baseSchema = [{ name: "title", type: "text" }];
const collectionCases: Case[] = [
  {
    name: "collections list: guest",
    method: "GET",
    path: "/api/collections",
    status: 401,
    message: adminRequired,
  },
  {
    name: "collections list: record",
    method: "GET",
    path: "/api/collections",
    auth: "user1",
    status: 401,
    message: adminRequired,
  },
  ...sqlFragments.map(
    (filter, i): Case => ({
      name: `collections list: SQL filter ${i}`,
      method: "GET",
      path: `/api/collections?filter=${encodeURIComponent(filter)}`,
      auth: "admin",
      status: 400,
      message: generic,
    }),
  ),
  {
    name: "collections list: SQL sort",
    method: "GET",
    path: `/api/collections?sort=${encodeURIComponent("name, (SELECT 1)")}`,
    auth: "admin",
    status: 400,
    message: generic,
  },
  {
    name: "collections list: skipTotal word",
    method: "GET",
    path: "/api/collections?skipTotal=maybe",
    auth: "admin",
    status: 400,
    message: generic,
  },
  {
    name: "collections create: malformed",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json('{"name":"x",'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "collections create: array",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json("[]"),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "collections create: text/plain",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    headers: { "Content-Type": "text/plain" },
    body: JSON.stringify({ name: "plain", type: "base", schema: baseSchema }),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "collections create: SQL name",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json(JSON.stringify({ name: "x; DROP TABLE users; --", type: "base", schema: baseSchema })),
    status: 400,
    dataKeys: ["name"],
  },
  {
    name: "collections create: quoted name",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json(JSON.stringify({ name: 'a"b`c', type: "base", schema: baseSchema })),
    status: 400,
    dataKeys: ["name"],
  },
  {
    name: "collections create: huge name",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json(JSON.stringify({ name: huge, type: "base", schema: baseSchema })),
    status: 400,
    dataKeys: ["name"],
  },
  {
    name: "collections create: name number",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json(JSON.stringify({ name: 123, type: "base", schema: baseSchema })),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "collections create: schema string",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json(JSON.stringify({ name: "schema_str", type: "base", schema: "title" })),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "collections create: unknown type",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json(JSON.stringify({ name: "weird", type: "table", schema: baseSchema })),
    status: 400,
    dataKeys: ["type"],
  },
  {
    name: "collections create: SQL field name",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json(
      JSON.stringify({
        name: "fieldsql",
        type: "base",
        schema: [{ name: "a`); DROP TABLE users; --", type: "text" }],
      }),
    ),
    status: 400,
    dataKeys: ["schema"],
  },
  {
    name: "collections create: SQL in index",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json(
      JSON.stringify({
        name: "idxsql",
        type: "base",
        schema: baseSchema,
        indexes: ["CREATE INDEX idx_x ON idxsql (title); DROP TABLE users"],
      }),
    ),
    status: 400,
    dataKeys: ["indexes"],
  },
  {
    name: "collections create: SQL in rule",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json(
      JSON.stringify({
        name: "rulesql",
        type: "base",
        schema: baseSchema,
        listRule: "1=1) OR (SELECT 1 FROM _admins",
      }),
    ),
    status: 400,
    dataKeys: ["listRule"],
  },
  {
    name: "collections create: two statements in a view",
    method: "POST",
    path: "/api/collections",
    auth: "admin",
    ...json(
      JSON.stringify({
        name: "viewsql",
        type: "view",
        options: { query: "select id from users; drop table users" },
      }),
    ),
    status: 400,
    dataKeys: ["options"],
  },
  ...hostileIds.map(
    ([label, id]): Case => ({
      name: `collection view: ${label}`,
      method: "GET",
      path: `/api/collections/${id}`,
      auth: "admin",
      status: 404,
    }),
  ),
  {
    name: "collection update: string body",
    method: "PATCH",
    path: "/api/collections/demo2",
    auth: "admin",
    ...json('"demo3"'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "collection update: type change",
    method: "PATCH",
    path: "/api/collections/users",
    auth: "admin",
    ...json('{"type":"base"}'),
    status: 400,
    dataKeys: ["type"],
  },
  {
    name: "collection update: rename to SQL",
    method: "PATCH",
    path: "/api/collections/demo2",
    auth: "admin",
    ...json(JSON.stringify({ name: "demo2`; DROP TABLE demo1; --" })),
    status: 400,
    dataKeys: ["name"],
  },
  {
    name: "collection update: SQL path",
    method: "PATCH",
    path: `/api/collections/${encodeURIComponent("demo2' OR '1'='1")}`,
    auth: "admin",
    ...json("{}"),
    status: 404,
  },
  {
    name: "collection delete: SQL path",
    method: "DELETE",
    path: `/api/collections/${encodeURIComponent("demo2; DROP TABLE demo1")}`,
    auth: "admin",
    status: 404,
  },
  {
    name: "collection delete: system",
    method: "DELETE",
    path: "/api/collections/users",
    auth: "admin",
    status: 400,
  },
  {
    name: "collections import: malformed",
    method: "PUT",
    path: "/api/collections/import",
    auth: "admin",
    ...json('{"collections":['),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "collections import: string list",
    method: "PUT",
    path: "/api/collections/import",
    auth: "admin",
    ...json('{"collections":"all"}'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "collections import: empty",
    method: "PUT",
    path: "/api/collections/import",
    auth: "admin",
    ...json('{"collections":[]}'),
    status: 400,
    dataKeys: ["collections"],
  },
  {
    name: "collections import: guest",
    method: "PUT",
    path: "/api/collections/import",
    ...json('{"collections":[]}'),
    status: 401,
    message: adminRequired,
  },
];

const demo2 = "/api/collections/demo2/records";
const demo1 = "/api/collections/demo1/records";
const recordCases: Case[] = [
  {
    name: "record create: malformed",
    method: "POST",
    path: demo2,
    ...json('{"title":'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: truncated",
    method: "POST",
    path: demo2,
    ...json('{"title":"abc","active":tr'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: trailing garbage",
    method: "POST",
    path: demo2,
    ...json('{"title":"abc"}garbage'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: byte order mark",
    method: "POST",
    path: demo2,
    ...json('\uFEFF{"title":"abc"}'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: array",
    method: "POST",
    path: demo2,
    ...json('[{"title":"abc"}]'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: string",
    method: "POST",
    path: demo2,
    ...json('"abc"'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: number",
    method: "POST",
    path: demo2,
    ...json("42"),
    status: 400,
    message: recordLoadFailed,
  },
  {
    // past the 32 MiB read limit the JSON is cut off, which makes it invalid
    name: "record create: body over 32 MiB",
    method: "POST",
    path: demo2,
    ...json(Buffer.from(`{"title":"${"a".repeat(33 * 1024 * 1024)}"}`)),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: empty JSON body",
    method: "POST",
    path: demo2,
    ...json(""),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: text/plain",
    method: "POST",
    path: demo2,
    headers: { "Content-Type": "text/plain" },
    body: '{"title":"abc"}',
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: urlencoded",
    method: "POST",
    path: demo2,
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: "title=abc",
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: no content type",
    method: "POST",
    path: demo2,
    body: '{"title":"abc"}',
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: multipart without boundary",
    method: "POST",
    path: demo2,
    headers: { "Content-Type": "multipart/form-data" },
    body: "title=abc",
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: truncated multipart",
    method: "POST",
    path: demo2,
    headers: { "Content-Type": "multipart/form-data; boundary=xyz" },
    body: '--xyz\r\nContent-Disposition: form-data; name="title"\r\n\r\nabc',
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: JSON number out of range",
    method: "POST",
    path: demo1,
    auth: "admin",
    ...json('{"number":1e999}'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record create: title array",
    method: "POST",
    path: demo2,
    ...json('{"title":["ab","cd"]}'),
    status: 400,
    dataKeys: ["title"],
  },
  {
    name: "record create: title object",
    method: "POST",
    path: demo2,
    ...json('{"title":{"$gt":""}}'),
    status: 400,
    dataKeys: ["title"],
  },
  {
    name: "record create: huge id",
    method: "POST",
    path: demo2,
    ...json(JSON.stringify({ id: huge, title: huge })),
    status: 400,
    dataKeys: ["id"],
  },
  ...["../../data.db/x", "abc/def/ghi/jkl", "abcdefghijk\\lmn", "x' OR '1'='1'--"].map(
    (id): Case => ({
      name: `record create: id ${JSON.stringify(id)}`,
      method: "POST",
      path: demo2,
      ...json(JSON.stringify({ id, title: "abc" })),
      status: 400,
      dataKeys: ["id"],
    }),
  ),
  {
    name: "record create: select object",
    method: "POST",
    path: demo1,
    auth: "admin",
    ...json('{"select_one":["optionA","optionZ"]}'),
    status: 400,
    dataKeys: ["select_one"],
  },
  {
    name: "record create: select SQL value",
    method: "POST",
    path: demo1,
    auth: "admin",
    ...json(JSON.stringify({ select_many: ["optionA", "optionB'); DROP TABLE demo1; --"] })),
    status: 400,
    dataKeys: ["select_many"],
  },
  {
    name: "record create: relation SQL id",
    method: "POST",
    path: demo1,
    auth: "admin",
    ...json(JSON.stringify({ rel_one: "' OR 1=1 --" })),
    status: 400,
    dataKeys: ["rel_one"],
  },
  {
    name: "record create: email number",
    method: "POST",
    path: demo1,
    auth: "admin",
    ...json('{"email":5}'),
    status: 400,
    dataKeys: ["email"],
  },
  {
    name: "record create: url object",
    method: "POST",
    path: demo1,
    auth: "admin",
    ...json('{"url":"javascript:alert(1)"}'),
    status: 400,
    dataKeys: ["url"],
  },
  {
    name: "record create: unknown file names",
    method: "POST",
    path: demo1,
    auth: "admin",
    ...json('{"file_many":["../../../data.db"]}'),
    status: 400,
    message: recordLoadFailed,
    dataKeys: ["file_many"],
  },
  {
    name: "record create: null createRule as guest",
    method: "POST",
    path: demo1,
    ...json("{}"),
    status: 403,
  },
  {
    name: "record create: view collection",
    method: "POST",
    path: "/api/collections/view1/records",
    auth: "admin",
    ...json("{}"),
    status: 400,
    message: "Unsupported collection type.",
  },
  {
    name: "record create: SQL collection path",
    method: "POST",
    path: `/api/collections/${encodeURIComponent("demo2' OR 1=1 --")}/records`,
    ...json('{"title":"abc"}'),
    status: 404,
  },
  {
    name: "record create: dot-dot collection path",
    method: "POST",
    path: "/api/collections/..%2Fdemo2/records",
    ...json('{"title":"abc"}'),
    status: 404,
  },
  {
    name: "record create: bad percent escape",
    method: "POST",
    path: "/api/collections/%ZZ/records",
    ...json('{"title":"abc"}'),
    status: 400,
  },
  ...sqlFragments.map(
    (filter, i): Case => ({
      name: `record list: SQL filter ${i}`,
      method: "GET",
      path: `${demo2}?filter=${encodeURIComponent(filter)}`,
      status: 400,
      message: invalidListParams,
    }),
  ),
  ...[
    "title;DROP TABLE demo2",
    "(SELECT 1)",
    "title,,id",
    "--title",
    "@request.auth.passwordHash",
    "passwordHash",
  ].map(
    (sort): Case => ({
      name: `record list: sort ${sort}`,
      method: "GET",
      path: `/api/collections/users/records?sort=${encodeURIComponent(sort)}`,
      auth: "admin",
      status: 400,
      message: invalidListParams,
    }),
  ),
  {
    name: "record list: tokenKey filter",
    method: "GET",
    path: `/api/collections/users/records?filter=${encodeURIComponent("tokenKey != ''")}`,
    auth: "admin",
    status: 400,
    message: invalidListParams,
  },
  {
    name: "record list: unbalanced parens",
    method: "GET",
    path: `${demo2}?filter=${"(".repeat(3000)}`,
    status: 400,
    message: invalidListParams,
  },
  {
    name: "record list: @collection as guest",
    method: "GET",
    path: `${demo2}?filter=${encodeURIComponent("@collection.users.passwordHash != ''")}`,
    status: 403,
  },
  { name: "record list: null listRule", method: "GET", path: demo1, status: 403 },
  ...["1.5", "abc", "1e3", "99999999999999999999", "0x10", ""].flatMap((value): Case[] =>
    value === ""
      ? []
      : [
          {
            name: `record list: page ${value}`,
            method: "GET",
            path: `${demo2}?page=${value}`,
            status: 400,
            message: invalidListParams,
          },
          {
            name: `record list: perPage ${value}`,
            method: "GET",
            path: `${demo2}?perPage=${value}`,
            status: 400,
            message: invalidListParams,
          },
        ],
  ),
  {
    name: "record list: skipTotal word",
    method: "GET",
    path: `${demo2}?skipTotal=yes`,
    status: 400,
    message: invalidListParams,
  },
  {
    name: "record list: unknown collection",
    method: "GET",
    path: "/api/collections/_admins/records",
    auth: "admin",
    status: 404,
  },
  {
    name: "record list: sqlite_master",
    method: "GET",
    path: "/api/collections/sqlite_master/records",
    auth: "admin",
    status: 404,
  },
  ...hostileIds.flatMap(([label, id]): Case[] => [
    { name: `record view: ${label} id`, method: "GET", path: `${demo2}/${id}`, status: 404 },
    {
      name: `record update: ${label} id`,
      method: "PATCH",
      path: `${demo2}/${id}`,
      ...json('{"title":"changed"}'),
      status: 404,
    },
    { name: `record delete: ${label} id`, method: "DELETE", path: `${demo2}/${id}`, status: 404 },
  ]),
  {
    name: "record update: malformed",
    method: "PATCH",
    path: `${demo2}/llvuca81nly1qls`,
    ...json('{"title":'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record update: array",
    method: "PATCH",
    path: `${demo2}/llvuca81nly1qls`,
    ...json('["title"]'),
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record update: text/plain",
    method: "PATCH",
    path: `${demo2}/llvuca81nly1qls`,
    headers: { "Content-Type": "text/plain" },
    body: "title=x",
    status: 400,
    message: recordLoadFailed,
  },
  {
    name: "record update: other id",
    method: "PATCH",
    path: `${demo2}/llvuca81nly1qls`,
    ...json('{"id":"achvryl401bhse3"}'),
    status: 400,
    dataKeys: ["id"],
  },
  {
    name: "record update: title too short",
    method: "PATCH",
    path: `${demo2}/llvuca81nly1qls`,
    ...json('{"title":"x","active":{"a":1}}'),
    status: 400,
    dataKeys: ["title"],
  },
  {
    name: "record update: modifier on missing record",
    method: "PATCH",
    path: `${demo2}/${"z".repeat(15)}`,
    ...json('{"title+":"x"}'),
    status: 404,
  },
  {
    name: "record update: legacy file key traversal",
    method: "PATCH",
    path: `${demo1}/84nmscqy84lsi1t`,
    auth: "admin",
    ...json('{"file_many":["../../../../logs.db"]}'),
    status: 400,
    message: recordLoadFailed,
    dataKeys: ["file_many"],
  },
  {
    name: "record update: verified as guest",
    method: "PATCH",
    path: "/api/collections/nologin/records/dc49k6jgejn40h3",
    ...json('{"verified":true}'),
    status: 400,
    dataKeys: ["verified"],
  },
  {
    name: "record delete: view collection",
    method: "DELETE",
    path: "/api/collections/view2/records/84nmscqy84lsi1t",
    auth: "admin",
    status: 400,
    message: "Unsupported collection type.",
  },
  {
    name: "record delete: required reference",
    method: "DELETE",
    path: "/api/collections/demo3/records/7nwo8tuiatetxdm",
    auth: "admin",
    status: 400,
  },
];

const users = "/api/collections/users";
const recordAuthCases: Case[] = [
  {
    name: "record login: malformed",
    method: "POST",
    path: `${users}/auth-with-password`,
    ...json("{"),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "record login: array",
    method: "POST",
    path: `${users}/auth-with-password`,
    ...json('["test@example.com","1234567890"]'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "record login: string",
    method: "POST",
    path: `${users}/auth-with-password`,
    ...json('"test@example.com"'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "record login: text/plain",
    method: "POST",
    path: `${users}/auth-with-password`,
    headers: { "Content-Type": "text/plain" },
    body: "identity=test@example.com",
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "record login: operator objects",
    method: "POST",
    path: `${users}/auth-with-password`,
    ...json('{"identity":{"$ne":""},"password":{"$ne":""}}'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "record login: password array",
    method: "POST",
    path: `${users}/auth-with-password`,
    ...json('{"identity":"test@example.com","password":["1234567890"]}'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "record login: SQL identity",
    method: "POST",
    path: `${users}/auth-with-password`,
    ...json(JSON.stringify({ identity: "' OR 1=1 --", password: "1234567890" })),
    status: 400,
    message: "Failed to authenticate.",
  },
  {
    name: "record login: LIKE wildcard identity",
    method: "POST",
    path: `${users}/auth-with-password`,
    ...json(JSON.stringify({ identity: "%", password: "1234567890" })),
    status: 400,
    message: "Failed to authenticate.",
  },
  {
    name: "record login: huge",
    method: "POST",
    path: `${users}/auth-with-password`,
    ...json(JSON.stringify({ identity: huge, password: huge })),
    status: 400,
    dataKeys: ["identity", "password"],
  },
  {
    name: "record login: base collection",
    method: "POST",
    path: "/api/collections/demo2/auth-with-password",
    ...json('{"identity":"a","password":"b"}'),
    status: 400,
    message: "Unsupported collection type.",
  },
  {
    name: "record login: traversal collection",
    method: "POST",
    path: "/api/collections/..%2F..%2Fusers/auth-with-password",
    ...json('{"identity":"a","password":"b"}'),
    status: 404,
  },
  {
    name: "record refresh: garbage token",
    method: "POST",
    path: `${users}/auth-refresh`,
    headers: { Authorization: "' OR 1=1 --" },
    status: 401,
  },
  {
    name: "record refresh: admin token",
    method: "POST",
    path: `${users}/auth-refresh`,
    auth: "admin",
    status: 401,
  },
  {
    name: "record refresh: other collection",
    method: "POST",
    path: `${users}/auth-refresh`,
    auth: "client",
    status: 403,
  },
  {
    name: "record refresh: alg none token",
    method: "POST",
    path: `${users}/auth-refresh`,
    headers: {
      Authorization: `${Buffer.from('{"alg":"none"}').toString("base64url")}.${Buffer.from('{"id":"4q1xlclmfloku33","type":"authRecord","collectionId":"_pb_users_auth_","exp":2208985261}').toString("base64url")}.`,
    },
    status: 401,
  },
  {
    name: "record verification: array",
    method: "POST",
    path: `${users}/request-verification`,
    ...json("[1]"),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "record verification: SQL email",
    method: "POST",
    path: `${users}/request-verification`,
    ...json(JSON.stringify({ email: "x' OR '1'='1" })),
    status: 400,
    dataKeys: ["email"],
  },
  {
    name: "record confirm verification: forged token",
    method: "POST",
    path: `${users}/confirm-verification`,
    ...json('{"token":"a.b.c"}'),
    status: 400,
    dataKeys: ["token"],
  },
  {
    name: "record confirm verification: token object",
    method: "POST",
    path: `${users}/confirm-verification`,
    ...json('{"token":{"a":1}}'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "record reset: huge email",
    method: "POST",
    path: `${users}/request-password-reset`,
    ...json(JSON.stringify({ email: `${huge}@example.com` })),
    status: 400,
    dataKeys: ["email"],
  },
  {
    name: "record confirm reset: forged token",
    method: "POST",
    path: `${users}/confirm-password-reset`,
    ...json(JSON.stringify({ token: "x", password: "1234567890", passwordConfirm: "1234567890" })),
    status: 400,
    dataKeys: ["token"],
  },
  {
    name: "record email change: guest",
    method: "POST",
    path: `${users}/request-email-change`,
    ...json('{"newEmail":"x@example.com"}'),
    status: 401,
  },
  {
    name: "record email change: malformed",
    method: "POST",
    path: `${users}/request-email-change`,
    auth: "user1",
    ...json('{"newEmail":'),
    status: 400,
    message: formLoadFailed,
  },
  {
    name: "record confirm email change: forged",
    method: "POST",
    path: `${users}/confirm-email-change`,
    ...json('{"token":"a.b.c","password":"1234567890"}'),
    status: 400,
    dataKeys: ["password", "token"],
  },
  {
    name: "record oauth2: malformed",
    method: "POST",
    path: `${users}/auth-with-oauth2`,
    ...json('{"provider":'),
    status: 400,
  },
  {
    name: "record oauth2: traversal provider",
    method: "POST",
    path: `${users}/auth-with-oauth2`,
    ...json(
      JSON.stringify({
        provider: "../../etc/passwd",
        code: "x",
        codeVerifier: "y",
        redirectUrl: "https://example.com",
      }),
    ),
    status: 400,
    dataKeys: ["provider"],
  },
  {
    name: "record external auths: guest",
    method: "GET",
    path: `${users}/records/4q1xlclmfloku33/external-auths`,
    status: 401,
  },
  {
    name: "record external auths: other record",
    method: "GET",
    path: `${users}/records/oap640cot4yru2s/external-auths`,
    auth: "user1",
    status: 403,
  },
  {
    name: "record external auths: SQL id",
    method: "GET",
    path: `${users}/records/${encodeURIComponent("' OR 1=1 --")}/external-auths`,
    auth: "admin",
    status: 404,
  },
  {
    name: "record unlink: SQL provider",
    method: "DELETE",
    path: `${users}/records/4q1xlclmfloku33/external-auths/${encodeURIComponent("' OR 1=1 --")}`,
    auth: "admin",
    status: 404,
  },
  {
    name: "auth methods: base collection",
    method: "GET",
    path: "/api/collections/demo2/auth-methods",
    status: 400,
    message: "Unsupported collection type.",
  },
];

const filesRoot = "/api/files/wsmn24bux7wo113/84nmscqy84lsi1t";
const fileCases: Case[] = [
  {
    name: "file token: guest",
    method: "POST",
    path: "/api/files/token",
    status: 400,
    message: "Failed to generate file token.",
  },
  {
    name: "file: traversal to data.db",
    method: "GET",
    path: `${filesRoot}/..%2F..%2F..%2Fdata.db`,
    status: 404,
  },
  {
    name: "file: raw dot-dot",
    method: "GET",
    path: "/api/files/wsmn24bux7wo113/84nmscqy84lsi1t/../../../data.db",
    status: 404,
  },
  {
    name: "file: encoded dot-dot record",
    method: "GET",
    path: "/api/files/wsmn24bux7wo113/%2e%2e/84nmscqy84lsi1t",
    status: 404,
  },
  { name: "file: nul", method: "GET", path: `${filesRoot}/test_QZFjKjXchk.txt%00.png`, status: 404 },
  { name: "file: attrs sidecar", method: "GET", path: `${filesRoot}/test_QZFjKjXchk.txt.attrs`, status: 404 },
  {
    name: "file: SQL record id",
    method: "GET",
    path: `/api/files/demo1/${encodeURIComponent("' OR 1=1 --")}/test_QZFjKjXchk.txt`,
    status: 404,
  },
  {
    name: "file: SQL collection",
    method: "GET",
    path: `/api/files/${encodeURIComponent("demo1' --")}/84nmscqy84lsi1t/test_QZFjKjXchk.txt`,
    status: 404,
  },
  { name: "file: thumbs folder", method: "GET", path: `${filesRoot}/thumbs_300_WlbFWSGmW9.png`, status: 404 },
  {
    name: "file: protected without token",
    method: "GET",
    path: `${filesRoot}/test_d61b33QdDU.txt?token=${encodeURIComponent("' OR 1=1")}`,
    status: 403,
  },
  {
    name: "upload: file over maxSize",
    method: "POST",
    path: demo1,
    auth: "admin",
    ...multipart(
      [],
      [{ field: "file_many", name: "big.txt", type: "text/plain", data: Buffer.alloc(5242881, 97) }],
    ),
    status: 400,
    dataKeys: ["file_many"],
  },
  {
    name: "upload: text into an image-only field",
    method: "PATCH",
    path: `${users}/records/4q1xlclmfloku33`,
    auth: "admin",
    ...multipart(
      [],
      [{ field: "avatar", name: "evil.png", type: "image/png", data: Buffer.from("#!/bin/sh\nrm -rf /\n") }],
    ),
    status: 400,
    dataKeys: ["avatar"],
  },
  {
    name: "upload: too many files",
    method: "PATCH",
    path: `${users}/records/4q1xlclmfloku33`,
    auth: "admin",
    ...multipart(
      [],
      Array.from({ length: 6 }, (_, i) => ({
        field: "file",
        name: `f${i}.txt`,
        type: "text/plain",
        data: Buffer.from("x"),
      })),
    ),
    status: 400,
    dataKeys: ["file"],
  },
  {
    name: "upload: traversal name with a failing field",
    method: "POST",
    path: demo2,
    ...multipart(
      [["title", "x"]],
      [
        {
          field: "title",
          name: "../../../../data.db",
          type: "application/octet-stream",
          data: Buffer.from("SQLite format 3\0"),
        },
      ],
    ),
    status: 400,
    dataKeys: ["title"],
  },
  {
    name: "upload: unknown existing name as text",
    method: "PATCH",
    path: `${demo1}/84nmscqy84lsi1t`,
    auth: "admin",
    ...multipart([["file_many", "../../data.db"]], []),
    status: 400,
    message: recordLoadFailed,
    dataKeys: ["file_many"],
  },
];

const catchAllCases: Case[] = [
  { name: "unknown route", method: "GET", path: "/api/_admins", status: 404, message: "Not Found." },
  {
    name: "unknown method",
    method: "PUT",
    path: "/api/admins",
    auth: "admin",
    ...json("{}"),
    status: 404,
    message: "Not Found.",
  },
  {
    name: "path with SQL",
    method: "GET",
    path: `/api/${encodeURIComponent("'; DROP TABLE _admins; --")}`,
    status: 404,
    message: "Not Found.",
  },
];

const families: [string, Case[]][] = [
  ["admins", adminCases],
  ["collections", collectionCases],
  ["records", recordCases],
  ["record auth", recordAuthCases],
  ["files", fileCases],
  ["catch-all", catchAllCases],
];

for (const [family, cases] of families) {
  describe(`hostile ${family} requests`, () => {
    test.each(cases)("$name → $status", async (hostile) => {
      const before = dataDigest();
      const filesBefore = storageListing();
      const answer = await send(hostile);
      expect(answer.status, answer.text).toBe(hostile.status);
      expectEnvelope(answer, hostile);
      expect(dataDigest(), "data.db unchanged").toBe(before);
      expect(storageListing(), "storage unchanged").toEqual(filesBefore);
    });
  });
}

// values that PocketBase tolerates by design (expand and fields never fail): still no change, no leak
describe("tolerated hostile query values", () => {
  const tolerated: Sent[] = [
    { method: "GET", path: `${demo2}?expand=${encodeURIComponent("title;DROP TABLE demo2")}` },
    { method: "GET", path: `${demo1}?expand=${Array(60).fill("rel_one").join(".")}`, auth: "admin" },
    {
      method: "GET",
      path: `${demo1}?expand=${Array(400).fill("rel_one.rel_many").join(",")}`,
      auth: "admin",
    },
    { method: "GET", path: `${demo2}?expand=${encodeURIComponent("demo4(rel_one_cascade' OR 1=1)")}` },
    {
      method: "GET",
      path: `${demo2}?fields=${encodeURIComponent("*,'; DROP TABLE demo2; --,expand.*.*.*")}`,
    },
    { method: "GET", path: `${demo2}?page=-5&perPage=-1` },
    {
      method: "GET",
      path: `${demo2}?filter=${encodeURIComponent("title ~ '%' && title ~ '_' && title !~ '%%'")}`,
    },
    { method: "GET", path: `${filesRoot}/300_WlbFWSGmW9.png?thumb=${encodeURIComponent("../../../x")}` },
  ];
  test.each(tolerated)("$method $path", async (sent) => {
    const before = dataDigest();
    const filesBefore = storageListing();
    const answer = await send(sent);
    expect(answer.status, answer.text.slice(0, 300)).toBe(200);
    if (!sent.path.startsWith("/api/files")) expect(answer.text).not.toMatch(leaks);
    expect(dataDigest()).toBe(before);
    expect(storageListing()).toEqual(filesBefore);
  });
});

test("a traversal upload name is stored as a plain name inside the record folder", async () => {
  const before = storageListing();
  const upload = multipart(
    [["title", "uploaded"]],
    [{ field: "file_many", name: "../../../../evil.txt", type: "text/plain", data: Buffer.from("x") }],
  );
  const answer = await send({ method: "POST", path: demo1, auth: "admin", ...upload });
  expect(answer.status, answer.text).toBe(200);
  const record = JSON.parse(answer.text) as { id: string; file_many: string[] };
  expect(record.file_many).toHaveLength(1);
  expect(record.file_many[0]).toMatch(/^evil_[A-Za-z0-9]{10}\.txt$/);
  const added = storageListing().filter((line) => !before.includes(line));
  const folder = `storage/wsmn24bux7wo113/${record.id}/${record.file_many[0]}`;
  expect(added).toHaveLength(2);
  expect(added[0]).toBe(`${folder} 1`);
  expect(added[1].startsWith(`${folder}.attrs `)).toBe(true);
});

test("keys named like Object.prototype members are plain data, never inherited values", async () => {
  const admin = { Authorization: tokens.admin, "Content-Type": "application/json" };
  const created = await fetch(`${server.url}/api/collections`, {
    method: "POST",
    headers: admin,
    body: JSON.stringify({
      name: "protos",
      type: "base",
      listRule: "",
      schema: [
        { name: "constructor", type: "text" },
        { name: "toString", type: "text" },
        { name: "valueOf", type: "number" },
      ],
    }),
  });
  expect(created.status).toBe(200);
  const records = `${server.url}/api/collections/protos/records`;
  const first = await fetch(records, {
    method: "POST",
    headers: admin,
    body: '{"constructor":"kept","__proto__":{"toString":"polluted"},"valueOf+":2}',
  });
  expect(first.status).toBe(200);
  const record = (await first.json()) as Record<string, unknown>;
  expect(record).toMatchObject({ constructor: "kept", toString: "", valueOf: 2 });
  const patched = await fetch(`${records}/${record.id}`, { method: "PATCH", headers: admin, body: "{}" });
  expect(await patched.json()).toMatchObject({ constructor: "kept", toString: "", valueOf: 2 });
  const form = multipart(
    [
      ["__proto__", "x"],
      ["hasOwnProperty", "y"],
      ["constructor", "multipart"],
    ],
    [],
  );
  const viaForm = await send({
    method: "PATCH",
    path: `/api/collections/protos/records/${record.id}`,
    auth: "admin",
    ...form,
  });
  expect(viaForm.status, viaForm.text).toBe(200);
  expect(JSON.parse(viaForm.text)).toMatchObject({ constructor: "multipart", toString: "", valueOf: 2 });
  const listed = await fetch(`${records}?constructor=1&filter=${encodeURIComponent("toString = ''")}`);
  expect(((await listed.json()) as { totalItems: number }).totalItems).toBe(1);
});
