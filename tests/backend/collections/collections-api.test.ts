import PocketBase, { type CollectionModel } from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { user1Token as userToken } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { failure } from "../../helpers/sdk-failure.ts";

let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;
let pb: PocketBase;

beforeAll(async () => {
  data = copyFixture();
  server = await startPbdeck(data.dir);
  pb = new PocketBase(server.url);
  await pb.admins.authWithPassword("test@example.com", "1234567890");
});
afterAll(async () => {
  if (server) expect(await server.stop()).toBe(0);
  data.cleanup();
});

/** The error envelope of a failing SDK call. */
async function raw(method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  const res = await fetch(`${server.url}${path}`, {
    method,
    body,
    headers: { Authorization: pb.authStore.token, ...headers },
  });
  const text = await res.text();
  return { status: res.status, body: text === "" ? null : JSON.parse(text) };
}

const generic = "Something went wrong while processing your request.";

test("every collection route is admin only: 401 for guests and auth records", async () => {
  const unauthorized = {
    status: 401,
    body: { code: 401, message: "The request requires valid admin authorization token to be set.", data: {} },
  };
  for (const token of ["", userToken]) {
    for (const [method, path] of [
      ["GET", "/api/collections"],
      ["POST", "/api/collections"],
      ["GET", "/api/collections/demo1"],
      ["PATCH", "/api/collections/missing"],
      ["DELETE", "/api/collections/demo1"],
      ["PUT", "/api/collections/import"],
    ]) {
      expect(await raw(method, path, undefined, { Authorization: token }), `${method} ${path}`).toEqual(
        unauthorized,
      );
    }
  }
});

test("list: paging, sorting, filtering, skipTotal and bad parameters", async () => {
  const page = await pb.collections.getList(2, 2, { sort: "name" });
  expect(page).toMatchObject({ page: 2, perPage: 2, totalItems: 11, totalPages: 6 });
  expect(page.items.map((c) => c.name)).toEqual(["demo2", "demo3"]);
  const demos = await pb.collections.getFullList({
    filter: "name ~ 'demo' && system = false",
    sort: "-name",
  });
  expect(demos.map((c) => c.name)).toEqual(["demo5", "demo4", "demo3", "demo2", "demo1"]);
  const skipped = await raw("GET", "/api/collections?skipTotal=1&perPage=9999&page=0");
  expect(skipped.body).toMatchObject({ page: 1, perPage: 500, totalItems: -1, totalPages: -1 });
  expect(skipped.body.items).toHaveLength(11);
  expect(skipped.body.items[0]).toEqual(await pb.collections.getOne("_pb_users_auth_"));
  for (const query of [
    "filter=invalidfield~'x'",
    "sort=nope",
    "page=abc",
    "perPage=1.5",
    "skipTotal=maybe",
    "filter=name~",
  ]) {
    expect(await raw("GET", `/api/collections?${query}`), query).toEqual({
      status: 400,
      body: { code: 400, message: generic, data: {} },
    });
  }
});

test("view by id or case-insensitive name; unknown is 404; GET import is a lookup", async () => {
  const byName = await pb.collections.getOne("DEMO2");
  expect(byName).toMatchObject({
    id: "sz5l5z67tg7gku0",
    name: "demo2",
    type: "base",
    system: false,
    indexes: [
      "CREATE INDEX `idx_demo2_created` ON `demo2` (`created`)",
      'CREATE UNIQUE INDEX "idx_unique_demo2_title" on "demo2" ("title")',
      'CREATE INDEX "idx_demo2_active" ON "demo2" (\n"active"\n)',
    ],
    listRule: "",
    options: {},
  });
  expect(byName.schema[0]).toEqual({
    system: false,
    id: "mkrguaaf",
    name: "title",
    type: "text",
    required: true,
    presentable: false,
    unique: true,
    options: { min: 2, max: null, pattern: "" },
  });
  const notFound = {
    status: 404,
    body: { code: 404, message: "The requested resource wasn't found.", data: {} },
  };
  expect(await failure(pb.collections.getOne("missing"))).toEqual(notFound);
  expect(await raw("GET", "/api/collections/import")).toEqual(notFound);
  // the record routes under a collection are not collection routes
  const records = await raw("GET", "/api/collections/demo2/records");
  expect(records.body).not.toHaveProperty("schema");
});

test("create, rename and delete a base collection through the SDK", async () => {
  const created = await pb.collections.create({
    name: "sdk_posts",
    schema: [
      { name: "title", type: "text", required: true, options: { min: 3 } },
      { name: "tags", type: "select", options: { maxSelect: 2, values: ["a", "b"] } },
      { name: "author", type: "relation", options: { collectionId: "_pb_users_auth_", maxSelect: 1 } },
    ],
    indexes: ["CREATE INDEX idx_sdk_title ON sdk_posts (title)"],
    listRule: "title != ''",
  });
  expect(created).toMatchObject({
    name: "sdk_posts",
    type: "base",
    indexes: ["CREATE INDEX `idx_sdk_title` ON `sdk_posts` (`title`)"],
    listRule: "title != ''",
    viewRule: null,
    options: {},
  });
  expect(created.schema.map((f: { name: string; options: object }) => [f.name, f.options])).toEqual([
    ["title", { min: 3, max: null, pattern: "" }],
    ["tags", { maxSelect: 2, values: ["a", "b"] }],
    [
      "author",
      {
        collectionId: "_pb_users_auth_",
        cascadeDelete: false,
        minSelect: null,
        maxSelect: 1,
        displayFields: null,
      },
    ],
  ]);
  const renamed = await pb.collections.update(created.id, { name: "sdk_articles" });
  expect(renamed).toMatchObject({
    id: created.id,
    name: "sdk_articles",
    created: created.created,
    schema: created.schema,
    indexes: ["CREATE INDEX `idx_sdk_title` ON `sdk_articles` (`title`)"],
  });
  expect(await pb.collections.delete("sdk_articles")).toBe(true);
  expect((await failure(pb.collections.getOne(created.id))).status).toBe(404);
});

test("an auth collection created without options, and a view collection", async () => {
  const auth = await pb.collections.create({ name: "sdk_members", type: "auth" });
  expect(auth.options).toEqual({
    allowEmailAuth: false,
    allowOAuth2Auth: false,
    allowUsernameAuth: false,
    exceptEmailDomains: null,
    manageRule: null,
    minPasswordLength: 0,
    onlyEmailDomains: null,
    requireEmail: false,
  });
  expect(auth.schema).toEqual([]);
  const view = await pb.collections.create({
    name: "sdk_view",
    type: "view",
    listRule: "",
    options: {
      query:
        "select u.id, u.email, u.name, count(d.id) as total from users u left join demo1 d on d.rel_many like '%' || u.id || '%' group by u.id",
    },
  });
  expect(view.schema.map((f: { name: string; type: string }) => [f.name, f.type])).toEqual([
    ["email", "email"],
    ["name", "text"],
    ["total", "number"],
  ]);
  expect(view).toMatchObject({ indexes: [], createRule: null, updateRule: null, deleteRule: null });
});

test("validation failures come back as the PocketBase envelope", async () => {
  expect(await failure(pb.collections.create({}))).toEqual({
    status: 400,
    body: {
      code: 400,
      message: generic,
      data: {
        name: { code: "validation_required", message: "Cannot be blank." },
        schema: { code: "validation_required", message: "Cannot be blank." },
      },
    },
  });
  expect(await failure(pb.collections.update("demo2", { name: "demo1", type: "auth" }))).toEqual({
    status: 400,
    body: {
      code: 400,
      message: generic,
      data: {
        name: {
          code: "validation_collection_name_exists",
          message: "Collection name must be unique (case insensitive).",
        },
        type: { code: "validation_collection_type_change", message: "Collection type cannot be changed." },
      },
    },
  });
  expect(
    await failure(pb.collections.update("demo2", { indexes: ["create index bad on demo2 (nope)"] })),
  ).toEqual({
    status: 400,
    body: {
      code: 400,
      message: "Failed to update the collection.",
      data: {
        indexes: {
          "0": {
            code: "validation_invalid_index_expression",
            message: "Failed to create index bad - no such column: nope.",
          },
        },
      },
    },
  });
  // the failed update changed nothing
  expect((await pb.collections.getOne("demo2")).indexes).toHaveLength(3);
});

test("bodies: zero length means no fields, malformed JSON is a formatting error, trailing slash is fine", async () => {
  const empty = await raw("POST", "/api/collections/", "", { "Content-Type": "application/json" });
  expect(empty.status).toBe(400);
  expect(Object.keys(empty.body.data)).toEqual(["name", "schema"]);
  expect(await raw("POST", "/api/collections", "{", { "Content-Type": "application/json" })).toEqual({
    status: 400,
    body: { code: 400, message: "Failed to load the submitted data due to invalid formatting.", data: {} },
  });
  const form = await raw("POST", "/api/collections", "name=sdk_form&type=auth", {
    "Content-Type": "application/x-www-form-urlencoded",
  });
  expect(form.status).toBe(200);
  expect(form.body).toMatchObject({ name: "sdk_form", type: "auth" });
});

test("delete refusals", async () => {
  const refused = {
    status: 400,
    body: { code: 400, message: "Failed to delete collection due to existing dependency.", data: {} },
  };
  expect(await failure(pb.collections.delete("nologin"))).toEqual(refused);
  expect(await failure(pb.collections.delete("demo3"))).toEqual(refused);
  expect(await failure(pb.collections.delete("missing"))).toMatchObject({ status: 404 });
});

test("import: validation, system protection, merge and deleteMissing", async () => {
  expect(await failure(pb.collections.import([]))).toEqual({
    status: 400,
    body: {
      code: 400,
      message: generic,
      data: { collections: { code: "validation_required", message: "Cannot be blank." } },
    },
  });
  const all = await pb.collections.getFullList();
  const withoutSystem = all.filter((c) => !c.system);
  expect(await failure(pb.collections.import(withoutSystem, true))).toEqual({
    status: 400,
    body: {
      code: 400,
      message: "Failed to import the submitted collections.",
      data: {
        collections: {
          code: "collections_import_failure",
          message: "Failed to import the collections configuration.",
        },
      },
    },
  });
  expect(await pb.collections.getFullList()).toHaveLength(all.length);

  // a partial field, as hand-written exports have; the SDK types want every key
  const imported = {
    name: "sdk_imported",
    schema: [{ name: "a", type: "text" }],
  } as unknown as CollectionModel;
  expect(await pb.collections.import([imported])).toBe(true);
  expect((await pb.collections.getOne("sdk_imported")).schema).toHaveLength(1);

  const keep = all.filter((c) => c.name !== "sdk_members" && c.name !== "sdk_view" && c.name !== "sdk_form");
  expect(await pb.collections.import(keep, true)).toBe(true);
  const names = (await pb.collections.getFullList({ sort: "name" })).map((c) => c.name);
  expect(names).toEqual(keep.map((c) => c.name).sort());
});
