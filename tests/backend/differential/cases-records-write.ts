/** Records: create, update and delete, with files (multipart) and validation errors. */
import { formOf, samplePng } from "./sample-files.ts";
import { observe } from "./send.ts";
import type { Auth, DiffCase, DiffGroup, ServerUnderTest } from "./types.ts";

const text = (s: string) => Buffer.from(s);

function post(name: string, collection: string, json: unknown, auth?: Auth): DiffCase {
  return { name, method: "POST", url: `/api/collections/${collection}/records`, json, auth };
}

function patch(name: string, collection: string, id: string, json: unknown, auth?: Auth): DiffCase {
  return { name, method: "PATCH", url: `/api/collections/${collection}/records/${id}`, json, auth };
}

function remove(name: string, collection: string, id: string, auth?: Auth, query = ""): DiffCase {
  return { name, method: "DELETE", url: `/api/collections/${collection}/records/${id}${query}`, auth };
}

const creating: DiffCase[] = [
  post("create a demo2 record", "demo2", { id: "zzdiffrec000001", title: "new1", active: true }),
  post("create a demo2 record with a generated id", "demo2", { title: "new2" }),
  post("create with a duplicate unique title", "demo2", { id: "zzdiffrec000002", title: "test1" }),
  post("create with an id already used", "demo2", { id: "llvuca81nly1qls", title: "other" }),
  post("create with an id too short", "demo2", { id: "abc", title: "short id" }),
  post("create with an id of invalid characters", "demo2", { id: "ZZ_DIFF_REC_003", title: "bad chars" }),
  post("create with an unknown field (ignored)", "demo2", { id: "zzdiffrec000004", title: "extra", nope: 1 }),
  post("create with a bool given as text", "demo2", { id: "zzdiffrec000005", title: "b1", active: "yes" }),
  post("create with a title given as a number", "demo2", { id: "zzdiffrec000006", title: 42 }),
  post("create with an empty body", "demo2", {}),
  {
    name: "create with a malformed JSON body",
    method: "POST",
    url: "/api/collections/demo2/records",
    run: async (server) => {
      const res = await fetch(`${server.url}/api/collections/demo2/records`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: '{"title": ',
      });
      return observe(res);
    },
  },
  post("create in a collection without a create rule", "demo1", { text: "x" }),
  post("create in a view collection", "view2", { state: true }, "admin"),
  post("create in a missing collection", "missing", { a: 1 }, "admin"),
  post(
    "create a demo1 record with every kind of value",
    "demo1",
    {
      id: "zzdiffrec000010",
      text: "hello",
      bool: true,
      url: "https://example.com/x",
      select_one: "optionA",
      select_many: ["optionA", "optionC"],
      number: 12.5,
      email: "a@example.com",
      datetime: "2023-05-06 07:08:09.123Z",
      json: { a: [1, 2, { b: null }] },
      rel_one: "84nmscqy84lsi1t",
      rel_many: ["4q1xlclmfloku33"],
    },
    "admin",
  ),
  post(
    "create a demo1 record with invalid values everywhere",
    "demo1",
    {
      url: "not a url",
      select_one: "nope",
      select_many: ["optionA", "nope"],
      number: "abc",
      email: "not-an-email",
      datetime: "yesterday",
      rel_one: "missingmissing1",
      rel_many: ["missingmissing2"],
    },
    "admin",
  ),
  post(
    "create demo1 with too many select values",
    "demo1",
    { select_many: ["optionA", "optionB", "optionC", "optionD"] },
    "admin",
  ),
  post("create demo1 with json given as text", "demo1", { id: "zzdiffrec000011", json: "[1,2" }, "admin"),
  post("create demo1 with a number given as text", "demo1", { id: "zzdiffrec000012", number: "17" }, "admin"),
  post(
    "create demo1 with a date in ISO form",
    "demo1",
    { id: "zzdiffrec000013", datetime: "2023-01-02T03:04:05Z" },
    "admin",
  ),
  {
    name: "create demo1 with files (multipart)",
    method: "POST",
    url: "/api/collections/demo1/records",
    auth: "admin",
    form: () =>
      formOf({ id: "zzdiffrec000020", text: "with files", select_many: "optionA" }, [
        ["file_one", "one.txt", text("one"), "text/plain"],
        ["file_many", "aaa.txt", text("aaa"), "text/plain"],
        ["file_many", "pic.png", samplePng, "image/png"],
      ]),
    // the name of the first uploaded file_many file, for the removal case
    save: (observed, server) =>
      server.vars.set("firstFile", (observed.body as { file_many?: string[] }).file_many?.[0]),
  },
  {
    name: "create demo1 with two files in a single-file field",
    method: "POST",
    url: "/api/collections/demo1/records",
    auth: "admin",
    form: () =>
      formOf({ id: "zzdiffrec000021" }, [
        ["file_one", "one.txt", text("one"), "text/plain"],
        ["file_one", "two.txt", text("two"), "text/plain"],
      ]),
  },
  {
    name: "create demo1 with a file in a text field",
    method: "POST",
    url: "/api/collections/demo1/records",
    auth: "admin",
    form: () => formOf({ id: "zzdiffrec000022" }, [["text", "one.txt", text("one"), "text/plain"]]),
  },
  {
    name: "create demo1 multipart with a JSON @jsonPayload",
    method: "POST",
    url: "/api/collections/demo1/records",
    auth: "admin",
    form: () =>
      formOf({ "@jsonPayload": JSON.stringify({ id: "zzdiffrec000023", text: "payload", json: { k: 1 } }) }, [
        ["file_many", "payload.txt", text("p"), "text/plain"],
      ]),
  },
  post("create demo4 as user1 with a required relation missing", "demo4", { title: "t" }, "user1"),
  post(
    "create demo4 as user1",
    "demo4",
    {
      id: "zzdiffrec000030",
      title: "t",
      rel_one_no_cascade_required: "lcl9d87w22ml6jy",
      rel_many_no_cascade_required: ["1tmknxy2868d869"],
    },
    "user1",
  ),
  post("create demo4 without auth (rule needs users)", "demo4", { title: "t" }),
  post("create demo5 failing its create rule", "demo5", { total: 2 }),
  post("create demo5 matching its create rule", "demo5", { id: "zzdiffrec000040", total: 3 }),
  post("create a users record", "users", {
    id: "zzdiffuser00001",
    username: "diffuser1",
    email: "diff1@example.com",
    password: "1234567890",
    passwordConfirm: "1234567890",
    name: "Diff",
  }),
  post("create a users record with mismatched passwords", "users", {
    email: "diff2@example.com",
    password: "1234567890",
    passwordConfirm: "0987654321",
  }),
  post("create a users record with a taken email", "users", {
    email: "test@example.com",
    password: "1234567890",
    passwordConfirm: "1234567890",
  }),
  post("create a users record with a short password", "users", {
    email: "diff3@example.com",
    password: "123",
    passwordConfirm: "123",
  }),
  post("create a users record with an invalid username", "users", {
    username: "bad name!",
    email: "diff4@example.com",
    password: "1234567890",
    passwordConfirm: "1234567890",
  }),
  {
    ...post(
      "create a users record as admin with verified set",
      "users",
      {
        id: "zzdiffuser00002",
        email: "diff5@example.com",
        password: "1234567890",
        passwordConfirm: "1234567890",
        verified: true,
        emailVisibility: true,
      },
      "admin",
    ),
    // a username left out is made up of random digits on both servers
    adjust: (observed) => ({
      ...observed,
      body: { ...(observed.body as object), username: "<random username>" },
    }),
  },
  {
    name: "view the created demo1 record",
    url: "/api/collections/demo1/records/zzdiffrec000010",
    auth: "admin",
  },
  {
    name: "view the created record with files",
    url: "/api/collections/demo1/records/zzdiffrec000020",
    auth: "admin",
  },
  {
    name: "view the created users record as admin",
    url: "/api/collections/users/records/zzdiffuser00001",
    auth: "admin",
  },
];

const updating: DiffCase[] = [
  patch("update a demo2 title", "demo2", "zzdiffrec000001", { title: "changed" }),
  patch("update to a duplicate unique title", "demo2", "zzdiffrec000001", { title: "test2" }),
  patch("update a missing record", "demo2", "missingmissing1", { title: "x" }),
  patch("update with a bad bool", "demo2", "zzdiffrec000001", { active: "maybe" }),
  patch("update the id (ignored or refused)", "demo2", "zzdiffrec000001", { id: "zzdiffrec000099" }),
  patch("update demo1 without auth", "demo1", "zzdiffrec000010", { text: "x" }),
  patch(
    "update demo1 select_many with the + modifier",
    "demo1",
    "zzdiffrec000010",
    { "select_many+": "optionB" },
    "admin",
  ),
  patch(
    "update demo1 rel_many with the - modifier",
    "demo1",
    "zzdiffrec000010",
    { "rel_many-": "4q1xlclmfloku33" },
    "admin",
  ),
  patch("update demo1 number with the + modifier", "demo1", "zzdiffrec000010", { "number+": 2 }, "admin"),
  patch(
    "update demo1 clears values",
    "demo1",
    "zzdiffrec000010",
    { url: "", select_one: "", json: null, datetime: "" },
    "admin",
  ),
  {
    name: "update demo1 appends a file with file_many+",
    method: "PATCH",
    url: "/api/collections/demo1/records/zzdiffrec000020",
    auth: "admin",
    form: () => formOf({}, [["file_many+", "more.txt", text("more"), "text/plain"]]),
  },
  {
    name: "update demo1 replaces the single file",
    method: "PATCH",
    url: "/api/collections/demo1/records/zzdiffrec000020",
    auth: "admin",
    form: () => formOf({}, [["file_one", "other.txt", text("other"), "text/plain"]]),
  },
  {
    name: "update demo1 removes a file by name with file_many-",
    method: "PATCH",
    url: "/api/collections/demo1/records/zzdiffrec000020",
    auth: "admin",
    json: (server: ServerUnderTest) => ({ "file_many-": [server.vars.get("firstFile")] }),
  },
  patch("update demo1 empties the single file", "demo1", "zzdiffrec000020", { file_one: null }, "admin"),
  patch(
    "update demo1 sets a file field to an unknown name",
    "demo1",
    "zzdiffrec000020",
    { file_many: ["nope.txt"] },
    "admin",
  ),
  {
    name: "view the record after the file changes",
    url: "/api/collections/demo1/records/zzdiffrec000020",
    auth: "admin",
  },
  patch(
    "update a users record's email as its owner is refused",
    "users",
    "4q1xlclmfloku33",
    { email: "other@example.com" },
    "user1",
  ),
  patch(
    "update a users record's password without the old one",
    "users",
    "4q1xlclmfloku33",
    { password: "abcdefghij", passwordConfirm: "abcdefghij" },
    "user1",
  ),
  patch(
    "update a users record's password with a wrong old one",
    "users",
    "4q1xlclmfloku33",
    { oldPassword: "wrong", password: "abcdefghij", passwordConfirm: "abcdefghij" },
    "user1",
  ),
  patch("update another user's record", "users", "oap640cot4yru2s", { name: "x" }, "user1"),
  patch(
    "update a users record as admin",
    "users",
    "oap640cot4yru2s",
    { name: "by admin", emailVisibility: true },
    "admin",
  ),
  patch("update demo5 failing the update rule", "demo5", "zzdiffrec000040", { total: 4 }),
];

const deleting: DiffCase[] = [
  remove("delete a demo2 record", "demo2", "zzdiffrec000004"),
  remove("delete it again", "demo2", "zzdiffrec000004"),
  remove("delete a record required by a relation", "demo3", "lcl9d87w22ml6jy", "admin"),
  remove("delete a record that cascades", "demo3", "7nwo8tuiatetxdm", "admin"),
  { name: "demo4 after the cascade", url: "/api/collections/demo4/records?sort=created", auth: "admin" },
  remove("delete demo5 without the query its rule needs", "demo5", "zzdiffrec000040"),
  remove("delete demo5 with the query its rule needs", "demo5", "zzdiffrec000040", undefined, "?test=1"),
  remove("delete in a collection without a delete rule", "demo1", "zzdiffrec000010"),
  remove("delete a view record", "view2", "84nmscqy84lsi1t", "admin"),
  remove("delete a users record as another user", "users", "oap640cot4yru2s", "user1"),
  remove("delete a users record as admin", "users", "zzdiffuser00001", "admin"),
  remove("delete the record with files as admin", "demo1", "zzdiffrec000020", "admin"),
  { name: "demo1 after the deletes", url: "/api/collections/demo1/records?sort=created", auth: "admin" },
];

export const recordsWriteGroup: DiffGroup = {
  name: "records write",
  cases: [...creating, ...updating, ...deleting],
};
