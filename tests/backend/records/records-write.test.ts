import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { describe, expect, test } from "vitest";
import { verifyPassword } from "../../../backend/lib/passwords.ts";
import { adminToken, clientToken, user1Token, user3Token } from "../../helpers/fixture-tokens.ts";
import { failure } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

// ready-made fixture tokens (data-model §8.8), valid until 2040
const tokens = { admin: adminToken, user1: user1Token, user3: user3Token, client: clientToken } as const;

const generic = "Something went wrong while processing your request.";
const loadFailed = "Failed to load the submitted data due to invalid formatting.";

/** A collection with one constrained field per type, added to the temp copy before the server starts. */
const checksSchema = [
  {
    id: "chk_text",
    name: "text",
    type: "text",
    required: false,
    options: { min: 3, max: 5, pattern: "^[a-z]+$" },
  },
  {
    id: "chk_num",
    name: "num",
    type: "number",
    required: false,
    options: { min: 2, max: 10, noDecimal: true },
  },
  {
    id: "chk_date",
    name: "day",
    type: "date",
    required: false,
    options: { min: "2022-01-01 00:00:00.000Z", max: "2022-12-31 00:00:00.000Z" },
  },
  {
    id: "chk_mail",
    name: "mail",
    type: "email",
    required: false,
    options: { exceptDomains: null, onlyDomains: ["example.com"] },
  },
  {
    id: "chk_link",
    name: "link",
    type: "url",
    required: false,
    options: { exceptDomains: ["bad.com"], onlyDomains: null },
  },
  {
    id: "chk_tags",
    name: "tags",
    type: "select",
    required: false,
    options: { maxSelect: 2, values: ["a", "b", "c"] },
  },
  {
    id: "chk_rels",
    name: "rels",
    type: "relation",
    required: false,
    options: {
      collectionId: "sz5l5z67tg7gku0",
      cascadeDelete: false,
      minSelect: 2,
      maxSelect: 3,
      displayFields: null,
    },
  },
  { id: "chk_flag", name: "flag", type: "bool", required: true, options: {} },
  { id: "chk_data", name: "data", type: "json", required: true, options: {} },
].map((f) => ({ system: false, unique: false, presentable: false, ...f }));

function addChecksCollection(dataDir: string): void {
  const db = new DatabaseSync(join(dataDir, "data.db"));
  db.exec(
    "CREATE TABLE `checks` (`created` TEXT DEFAULT '' NOT NULL, `data` JSON DEFAULT NULL, `day` TEXT DEFAULT '' NOT NULL, `flag` BOOLEAN DEFAULT FALSE NOT NULL, `id` TEXT PRIMARY KEY NOT NULL, `link` TEXT DEFAULT '' NOT NULL, `mail` TEXT DEFAULT '' NOT NULL, `num` NUMERIC DEFAULT 0 NOT NULL, `rels` JSON DEFAULT '[]' NOT NULL, `tags` JSON DEFAULT '[]' NOT NULL, `text` TEXT DEFAULT '' NOT NULL, `updated` TEXT DEFAULT '' NOT NULL)",
  );
  db.prepare(
    "INSERT INTO _collections (id, system, type, name, schema, indexes, listRule, viewRule, createRule, updateRule, deleteRule, options, created, updated) VALUES ('checks000000000', 0, 'base', 'checks', ?, '[]', '', '', '', '', '', '{}', '2023-01-01 00:00:00.000Z', '2023-01-01 00:00:00.000Z')",
  ).run(JSON.stringify(checksSchema));
  db.close();
}

const server = serverForSuite({ prepare: addChecksCollection });

function as(who?: keyof typeof tokens): PocketBase {
  const pb = new PocketBase(server.url);
  pb.autoCancellation(false);
  if (who) pb.authStore.save(tokens[who], null);
  return pb;
}

/** Rows of a table read straight from the temp data.db. */
function rows(sql: string, ...params: string[]): Array<Record<string, unknown>> {
  const db = new DatabaseSync(join(server.dataDir, "data.db"), { readOnly: true });
  try {
    return db.prepare(sql).all(...params) as Array<Record<string, unknown>>;
  } finally {
    db.close();
  }
}
const count = (table: string) => Number(rows(`SELECT count(*) AS n FROM ${table}`)[0].n);

async function raw(method: string, path: string, body: string, contentType: string, token = "") {
  const res = await fetch(`${server.url}${path}`, {
    method,
    headers: { "content-type": contentType, ...(token ? { authorization: token } : {}) },
    body,
  });
  return { status: res.status, body: await res.json() };
}

describe("create", () => {
  test("a guest creates in a public collection; the response is the record", async () => {
    const record = await as().collection("demo2").create({ title: "new one" });
    expect(Object.keys(record).sort()).toEqual([
      "active",
      "collectionId",
      "collectionName",
      "created",
      "id",
      "title",
      "updated",
    ]);
    expect(record).toMatchObject({
      active: false,
      collectionId: "sz5l5z67tg7gku0",
      collectionName: "demo2",
      title: "new one",
    });
    expect(record.id).toMatch(/^[a-z0-9]{15}$/);
    expect(record.created).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/);
    expect(record.updated).toBe(record.created);
    expect(rows("SELECT title, active FROM demo2 WHERE id = ?", record.id)).toEqual([
      { title: "new one", active: 0 },
    ]);
  });

  test("rule outcomes: null → 403, failing expression → 400 with nothing stored, views → 400", async () => {
    expect(await failure(as().collection("demo1").create({ text: "x" }))).toEqual({
      status: 403,
      body: { code: 403, message: "Only admins can perform this action.", data: {} },
    });
    const before = count("demo3");
    expect(await failure(as("user1").collection("demo3").create({ title: "x" }))).toEqual({
      status: 400,
      body: { code: 400, message: "Failed to create record.", data: {} },
    });
    expect(count("demo3")).toBe(before);
    expect((await as("client").collection("demo3").create({ title: "by client" })).title).toBe("by client");
    expect(await failure(as("admin").collection("view1").create({ text: "x" }))).toEqual({
      status: 400,
      body: { code: 400, message: "Unsupported collection type.", data: {} },
    });
  });

  test("the createRule sees @request.data with modifiers resolved", async () => {
    const created = await as().collection("demo5").create({ total: 1, "total+": 3, "total-": 1 });
    expect(created.total).toBe(3);
    expect(await failure(as().collection("demo5").create({ total: 2 }))).toMatchObject({
      status: 400,
      body: { message: "Failed to create record.", data: {} },
    });
  });

  test("validation errors: rule-checked callers get 'Failed to create record.', admins the generic message", async () => {
    expect(await failure(as().collection("demo2").create({ title: "x" }))).toEqual({
      status: 400,
      body: {
        code: 400,
        message: "Failed to create record.",
        data: {
          title: { code: "validation_min_text_constraint", message: "Must be at least 2 character(s)." },
        },
      },
    });
    expect(await failure(as("admin").collection("demo2").create({}))).toEqual({
      status: 400,
      body: {
        code: 400,
        message: generic,
        data: { title: { code: "validation_required", message: "Missing required value." } },
      },
    });
    expect(await failure(as().collection("demo2").create({ title: "test1" }))).toEqual({
      status: 400,
      body: {
        code: 400,
        message: "Failed to create record.",
        data: { title: { code: "validation_not_unique", message: "Value must be unique." } },
      },
    });
  });

  test("every field type reports its own code", async () => {
    const result = await failure(
      as()
        .collection("checks")
        .create({
          text: "ab",
          num: 1.5,
          day: "2021-06-01",
          mail: "x@other.com",
          link: "https://bad.com/x",
          tags: ["a", "b", "c"],
          rels: ["llvuca81nly1qls"],
          flag: false,
          data: {},
        }),
    );
    expect(result).toEqual({
      status: 400,
      body: {
        code: 400,
        message: "Failed to create record.",
        data: {
          text: { code: "validation_min_text_constraint", message: "Must be at least 3 character(s)." },
          num: { code: "validation_no_decimal_constraint", message: "Decimal numbers are not allowed." },
          day: {
            code: "validation_min_greater_equal_than_required",
            message: "Must be no less than 2022-01-01 00:00:00 +0000 UTC.",
          },
          mail: { code: "validation_email_domain_not_allowed", message: "Email domain is not allowed." },
          link: { code: "validation_url_domain_not_allowed", message: "Url domain is not allowed." },
          tags: { code: "validation_too_many_values", message: "Select no more than 2." },
          rels: { code: "validation_not_enough_values", message: "Select at least 2." },
          flag: { code: "validation_required", message: "Missing required value." },
          data: { code: "validation_required", message: "Missing required value." },
        },
      },
    });
    const second = await failure(
      as()
        .collection("checks")
        .create({
          text: "abcdef",
          num: 11,
          day: "2023-01-01",
          mail: "invalid",
          link: "not a url",
          tags: ["z"],
          rels: ["llvuca81nly1qls", "missing00000000"],
          flag: true,
          data: [1],
        }),
    );
    expect(second.body.data).toEqual({
      text: { code: "validation_max_text_constraint", message: "Must be less than 5 character(s)." },
      num: { code: "validation_max_number_constraint", message: "Must be less than 10.000000." },
      day: {
        code: "validation_max_less_equal_than_required",
        message: "Must be no greater than 2022-12-31 00:00:00 +0000 UTC.",
      },
      mail: { code: "validation_invalid_email", message: "Must be a valid email." },
      link: { code: "validation_invalid_url", message: "Must be a valid url." },
      tags: { code: "validation_invalid_value", message: "Invalid value z." },
      rels: {
        code: "validation_missing_rel_records",
        message: "Failed to fetch all relation records with the provided ids.",
      },
    });
    const third = await failure(
      as()
        .collection("checks")
        .create({ text: "ABC", num: 1, flag: true, data: "x", rels: ["a", "b", "c", "d"] }),
    );
    expect(third.body.data).toEqual({
      text: { code: "validation_invalid_format", message: "Invalid value format." },
      num: { code: "validation_min_number_constraint", message: "Must be larger than 2.000000." },
      rels: { code: "validation_too_many_values", message: "Select no more than 3." },
    });
    expect(count("checks")).toBe(0);
    const ok = await as()
      .collection("checks")
      .create({
        text: "abc",
        num: "4",
        day: "2022-05-05 10:00:00",
        mail: "me@example.com",
        link: "https://good.com",
        tags: '["b","a","b"]',
        rels: ["llvuca81nly1qls", "achvryl401bhse3"],
        flag: "true",
        data: { z: 1, a: [true] },
      });
    expect(ok).toMatchObject({
      num: 4,
      day: "2022-05-05 10:00:00.000Z",
      tags: ["b", "a"],
      flag: true,
      data: { a: [true], z: 1 },
    });
    expect(rows("SELECT data, tags, flag FROM checks WHERE id = ?", ok.id)).toEqual([
      { data: '{"a":[true],"z":1}', tags: '["b","a"]', flag: 1 },
    ]);
  });

  test("custom ids: exactly 15 allowed characters, unused", async () => {
    for (const [id, code] of [
      ["abcdefghijklmn", "validation_length_invalid"],
      ["abcdefghijklmnop", "validation_length_invalid"],
      ["abc@efghijklmno", "validation_match_invalid"],
      ["llvuca81nly1qls", "validation_invalid_id"],
    ]) {
      const result = await failure(
        as("admin")
          .collection("demo2")
          .create({ id, title: `id ${id}` }),
      );
      expect(result.body.data).toEqual({ id: expect.objectContaining({ code }) });
    }
    const record = await as("admin").collection("demo2").create({ id: "custom-id-00001", title: "custom" });
    expect(record.id).toBe("custom-id-00001");
  });
});

describe("auth collections", () => {
  test("the documented admin example reports only base errors", async () => {
    const result = await failure(
      as("admin").collection("users").create({
        id: "o1y0pd786mq",
        username: "Users75657",
        email: "invalid",
        password: "1234567",
        passwordConfirm: "1234560",
        rel: "missing",
      }),
    );
    expect(result).toEqual({
      status: 400,
      body: {
        code: 400,
        message: generic,
        data: {
          id: { code: "validation_length_invalid", message: "The length must be exactly 15." },
          username: {
            code: "validation_invalid_username",
            message: "The username is invalid or already in use.",
          },
          email: { code: "validation_is_email", message: "Must be a valid email address." },
          password: {
            code: "validation_length_out_of_range",
            message: "The length must be between 8 and 72.",
          },
          passwordConfirm: { code: "validation_values_mismatch", message: "Values don't match." },
        },
      },
    });
  });

  test("a guest signs up: generated username, hashed password, hidden email, verified locked", async () => {
    const denied = await failure(
      as().collection("users").create({ password: "12345678", passwordConfirm: "12345678", verified: true }),
    );
    expect(denied).toEqual({
      status: 400,
      body: {
        code: 400,
        message: generic,
        data: { verified: { code: "validation_in_invalid", message: "Must be a valid value." } },
      },
    });
    const record = await as().collection("users").create({
      email: "new@example.com",
      password: "12345678",
      passwordConfirm: "12345678",
      name: "new",
    });
    expect(record.username).toMatch(/^users[1-9]{5}$/);
    expect(record).toMatchObject({ verified: false, emailVisibility: false, name: "new" });
    expect(record).not.toHaveProperty("email");
    expect(JSON.stringify(record)).not.toMatch(/password|tokenKey/);
    const [row] = rows("SELECT email, passwordHash, tokenKey FROM users WHERE id = ?", record.id);
    expect(row.email).toBe("new@example.com");
    expect(String(row.tokenKey)).toMatch(/^[A-Za-z0-9]{50}$/);
    expect(await verifyPassword("12345678", String(row.passwordHash))).toBe(true);
    const duplicate = await failure(
      as()
        .collection("users")
        .create({ email: "new@example.com", password: "12345678", passwordConfirm: "12345678" }),
    );
    expect(duplicate.body.data).toEqual({
      email: { code: "validation_invalid_email", message: "The email is invalid or already in use." },
    });
  });

  test("an auth record id must be unique across auth collections", async () => {
    expect(
      await failure(
        as("admin")
          .collection("users")
          .create({ id: "gk390qegs4y47wn", password: "12345678", passwordConfirm: "12345678" }),
      ),
    ).toEqual({ status: 400, body: { code: 400, message: "Failed to create record.", data: {} } });
  });

  test("owners cannot change verified, email or the password without oldPassword", async () => {
    const result = await failure(
      as("user3").collection("users").update("bgs820n361vj1qd", {
        verified: false,
        email: "changed@example.com",
        password: "abcdefgh",
        passwordConfirm: "abcdefgh",
      }),
    );
    expect(result.body).toEqual({
      code: 400,
      message: generic,
      data: {
        email: { code: "validation_in_invalid", message: "Must be a valid value." },
        oldPassword: { code: "validation_required", message: "Cannot be blank." },
      },
    });
    const wrongOld = await failure(
      as("user3").collection("users").update("bgs820n361vj1qd", {
        oldPassword: "nope",
        password: "abcdefgh",
        passwordConfirm: "abcdefgh",
      }),
    );
    expect(wrongOld.body.data).toEqual({
      oldPassword: { code: "validation_invalid_old_password", message: "Missing or invalid old password." },
    });
    const visible = await as("user3")
      .collection("users")
      .update("bgs820n361vj1qd", { emailVisibility: false, name: "renamed" });
    expect(visible).toMatchObject({ emailVisibility: false, name: "renamed", email: "test3@example.com" });
  });

  test("a manageRule holder changes email, verified and password of another auth record", async () => {
    const before = rows("SELECT tokenKey FROM nologin WHERE id = 'dc49k6jgejn40h3'")[0].tokenKey;
    const record = await as("user1").collection("nologin").update("dc49k6jgejn40h3", {
      email: "managed@example.com",
      verified: true,
      password: "newpassword",
      passwordConfirm: "newpassword",
    });
    expect(record).toMatchObject({ email: "managed@example.com", verified: true });
    const [row] = rows("SELECT tokenKey, passwordHash FROM nologin WHERE id = 'dc49k6jgejn40h3'");
    expect(row.tokenKey).not.toBe(before);
    expect(await verifyPassword("newpassword", String(row.passwordHash))).toBe(true);
    // a non-manager (clients record) is held to the owner rules
    const denied = await failure(
      as("client").collection("nologin").update("phhq3wr65cap535", { verified: true }),
    );
    expect(denied.body.data).toEqual({
      verified: { code: "validation_in_invalid", message: "Must be a valid value." },
    });
  });

  test("a password change with the right oldPassword regenerates the tokenKey", async () => {
    const before = rows("SELECT tokenKey FROM users WHERE id = '4q1xlclmfloku33'")[0].tokenKey;
    await as("user1").collection("users").update("4q1xlclmfloku33", {
      oldPassword: "1234567890",
      password: "0987654321",
      passwordConfirm: "0987654321",
    });
    const [row] = rows("SELECT tokenKey, passwordHash FROM users WHERE id = '4q1xlclmfloku33'");
    expect(row.tokenKey).not.toBe(before);
    expect(await verifyPassword("0987654321", String(row.passwordHash))).toBe(true);
    // the old token no longer authenticates: the record is hidden from the guest it became
    expect((await failure(as("user1").collection("users").getOne("4q1xlclmfloku33"))).status).toBe(404);
  });
});

describe("update", () => {
  test("partial updates keep other values and refresh updated", async () => {
    const before = await as().collection("demo2").getOne("achvryl401bhse3");
    const after = await as().collection("demo2").update("achvryl401bhse3", { title: "test2 changed" });
    expect(after).toMatchObject({ title: "test2 changed", active: true, created: before.created });
    expect(after.updated > before.updated).toBe(true);
    const same = await as().collection("demo2").update("achvryl401bhse3", {});
    expect(same.updated >= after.updated).toBe(true);
  });

  test("the id cannot change; rules decide 403/404", async () => {
    expect(
      (await failure(as().collection("demo2").update("achvryl401bhse3", { id: "other0000000000" }))).body
        .data,
    ).toEqual({
      id: { code: "validation_in_invalid", message: "Must be a valid value." },
    });
    expect((await failure(as().collection("demo1").update("84nmscqy84lsi1t", { text: "x" }))).status).toBe(
      403,
    );
    expect(
      (await failure(as("user1").collection("demo3").update("1tmknxy2868d869", { title: "x" }))).status,
    ).toBe(404);
    expect((await failure(as().collection("demo2").update("missing00000000", { title: "x" }))).status).toBe(
      404,
    );
    expect(
      (await failure(as("admin").collection("view2").update("84nmscqy84lsi1t", { state: false }))).body,
    ).toEqual({
      code: 400,
      message: "Unsupported collection type.",
      data: {},
    });
  });

  test("number modifiers resolve before the updateRule (@request.data.total = 3)", async () => {
    const ok = await as().collection("demo5").update("la4y2w4o98acwuj", { "total+": 2, "total-": 1 });
    expect(ok.total).toBe(3);
    expect(
      (await failure(as().collection("demo5").update("la4y2w4o98acwuj", { "total+": 3, "total-": 1 })))
        .status,
    ).toBe(404);
    expect(rows("SELECT total FROM demo5 WHERE id = 'la4y2w4o98acwuj'")[0].total).toBe(3);
  });

  test("select and relation modifiers append and remove", async () => {
    const pb = as("admin");
    const added = await pb
      .collection("demo5")
      .update("qjeql998mtp1azp", { "select_many+": "d", "rel_many-": "qzaqccwrmva4o1n" });
    expect(added).toMatchObject({ select_many: ["b", "c", "a", "d"], rel_many: ["i9naidtvr6qsgb4"] });
    const removed = await pb
      .collection("demo5")
      .update("qjeql998mtp1azp", { "select_many-": ["b", "a"], "select_one+": "c" });
    expect(removed).toMatchObject({ select_many: ["c", "d"], select_one: "c" });
    const form = new FormData();
    form.append("select_many+", "e");
    form.append("select_many", "a");
    const multipart = await pb.collection("demo5").update("qjeql998mtp1azp", form);
    expect(multipart.select_many).toEqual(["a", "e"]);
  });
});

describe("bad input never fails with 500 and changes nothing", () => {
  test("malformed or unsupported bodies", async () => {
    const path = "/api/collections/demo2/records";
    const before = count("demo2");
    for (const [body, type] of [
      ["{", "application/json"],
      ["", "application/json"],
      ["[1,2]", "application/json"],
      ['"text"', "application/json"],
      ["title=abc", "application/x-www-form-urlencoded"],
      ["title abc", "text/plain"],
    ]) {
      expect(await raw("POST", path, body, type)).toEqual({
        status: 400,
        body: { code: 400, message: loadFailed, data: {} },
      });
      expect(await raw("PATCH", `${path}/llvuca81nly1qls`, body, type)).toEqual({
        status: 400,
        body: { code: 400, message: loadFailed, data: {} },
      });
    }
    expect(count("demo2")).toBe(before);
    expect(rows("SELECT title FROM demo2 WHERE id = 'llvuca81nly1qls'")[0].title).toBe("test1");
  });

  test("unknown keys are ignored; SQL in values is data", async () => {
    const record = await as()
      .collection("demo2")
      .create({
        title: "'; DROP TABLE demo2; --",
        unknown: 1,
        collectionName: "other",
        expand: { x: 1 },
        created: "2000-01-01 00:00:00.000Z",
      });
    expect(record.title).toBe("'; DROP TABLE demo2; --");
    expect(record).not.toHaveProperty("unknown");
    expect(record.collectionName).toBe("demo2");
    expect(record.created).not.toBe("2000-01-01 00:00:00.000Z");
    expect(count("demo2")).toBeGreaterThan(3);
  });

  test("unknown file names in a JSON body are a load error", async () => {
    expect(
      await failure(
        as("admin")
          .collection("demo1")
          .update("84nmscqy84lsi1t", { file_many: ["nope.txt"] }),
      ),
    ).toEqual({
      status: 400,
      body: {
        code: 400,
        message: loadFailed,
        data: {
          file_many: {
            code: "validation_unknown_filenames",
            message: "The field contains unknown filenames.",
          },
        },
      },
    });
  });
});
