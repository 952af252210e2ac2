import { expect, test } from "vitest";
import type { Collection, SchemaField } from "../../../../shared/models.ts";
import { exampleBody, recordEndpoints } from "../../../../web/src/lib/api-docs/api-docs-records.ts";
import type { ApiDocsEndpoint, ApiDocsTabId } from "../../../../web/src/lib/api-docs/api-docs-types.ts";
import { demo, users } from "../fixtures.ts";

const BASE = "http://127.0.0.1:8090";

function endpointOf(collection: Collection, id: ApiDocsTabId): ApiDocsEndpoint {
  const found = recordEndpoints(collection, BASE).find((e) => e.id === id);
  if (!found) throw new Error(`no ${id} endpoint`);
  return found;
}

const statuses = (e: ApiDocsEndpoint) => e.responses.map((r) => r.status);
const names = (params: { name: string }[]) => params.map((p) => p.name);

const publicDemo: Collection = {
  ...demo,
  name: "demo2",
  listRule: "",
  viewRule: "",
  createRule: "",
  updateRule: "",
  deleteRule: "",
};
const ruled: Collection = { ...demo, listRule: "@request.auth.id != ''", createRule: "title != ''" };

test("list/search: GET with the list query params and a page of sample records", () => {
  const list = endpointOf(demo, "list");
  expect(list.method).toBe("GET");
  expect(list.path).toBe("/api/collections/demo1/records");
  expect(names(list.queryParams)).toEqual([
    "page",
    "perPage",
    "sort",
    "filter",
    "expand",
    "fields",
    "skipTotal",
  ]);
  expect(list.example).toContain("pb.collection('demo1').getList(1, 50, {");
  expect(list.example).toContain("filter: 'text ~ \"abc\"'");
  expect(list.example).toContain("expand: 'rel_one,rel_many'");
  expect(list.example).toContain(".getFullList(");
  expect(list.example).toContain(".getFirstListItem(");
  const page = list.responses[0].body as { items: Record<string, unknown>[]; perPage: number };
  expect(page.perPage).toBe(50);
  expect(page.items).toHaveLength(2);
  for (const f of demo.schema) expect(page.items[0]).toHaveProperty(f.name);
  expect(statuses(list)).toEqual([200, 400, 403]);
});

test("who may call it follows the rules: null admins only, empty everyone, otherwise the rule", () => {
  expect(endpointOf(demo, "list").access.kind).toBe("admins");
  expect(endpointOf(demo, "list").example).toContain("pb.admins.authWithPassword(");
  expect(endpointOf(publicDemo, "list").access.kind).toBe("everyone");
  expect(endpointOf(publicDemo, "list").example).not.toContain("pb.admins");
  const access = endpointOf(ruled, "list").access;
  expect(access.kind).toBe("rule");
  expect(access.rule).toBe("@request.auth.id != ''");
  expect(endpointOf(ruled, "create").access.rule).toBe("title != ''");
  // the "only admins" 403 is listed only for locked rules
  expect(statuses(endpointOf(demo, "view"))).toEqual([200, 403, 404]);
  expect(statuses(endpointOf(publicDemo, "view"))).toEqual([200, 404]);
  expect((endpointOf(publicDemo, "list").responses[2].body as { message: string }).message).toBe(
    "Only admins can filter by @collection and @request query params.",
  );
});

test("view: GET by id with expand and fields", () => {
  const view = endpointOf(demo, "view");
  expect(view.path).toBe("/api/collections/demo1/records/:id");
  expect(names(view.pathParams)).toEqual(["id"]);
  expect(names(view.queryParams)).toEqual(["expand", "fields"]);
  expect(view.example).toContain("pb.collection('demo1').getOne('RECORD_ID', {");
  expect(view.responses[0].body).toMatchObject({ collectionName: "demo1", collectionId: demo.id });
});

test("create: body fields from the real schema with types and required flags", () => {
  const schema: SchemaField[] = demo.schema.map((f) => (f.name === "text" ? { ...f, required: true } : f));
  const create = endpointOf({ ...demo, schema }, "create");
  expect(create.method).toBe("POST");
  expect(create.bodyParams.map((p) => [p.name, p.type, p.required])).toEqual([
    ["id", "String", false],
    ["text", "String", true],
    ["bool", "Boolean", false],
    ["number", "Number", false],
    ["select_one", "String", false],
    ["select_many", "Array<String>", false],
    ["json", "JSON", false],
    ["datetime", "String", false],
    ["file_one", "File", false],
    ["file_many", "Array<File>", false],
    ["rel_one", "String", false],
    ["rel_many", "Array<String>", false],
  ]);
  expect(create.example).toContain("pb.collection('demo1').create(data)");
  expect(create.example).toContain("file_one: new File(");
  // multipart cannot carry nested objects: json goes as a string next to files
  expect(create.example).toContain('json: JSON.stringify({"hello":"world"})');
  const invalid = create.responses.find((r) => r.status === 400)?.body as { data: Record<string, unknown> };
  expect(Object.keys(invalid.data)).toEqual(["text"]);
  expect(create.bodyNotes.join(" ")).toContain("file_one, file_many");
});

test("update: PATCH by id, nothing required, modifiers mentioned", () => {
  const update = endpointOf(demo, "update");
  expect(update.method).toBe("PATCH");
  expect(update.bodyParams.every((p) => !p.required)).toBe(true);
  expect(names(update.bodyParams)).not.toContain("id");
  expect(update.example).toContain(".update('RECORD_ID', data)");
  expect(update.bodyNotes.some((n) => n.includes('"number+"'))).toBe(true);
  expect(statuses(update)).toEqual([200, 400, 403, 404]);
});

test("delete answers 204 without a body; realtime documents the subscribe calls and topics", () => {
  const del = endpointOf(publicDemo, "delete");
  expect(del.method).toBe("DELETE");
  expect(del.responses[0]).toEqual({ status: 204, label: "204", body: null });
  expect(del.example).toContain("pb.collection('demo2').delete('RECORD_ID')");
  const realtime = endpointOf(publicDemo, "realtime");
  expect(realtime.method).toBe("SSE");
  expect(realtime.path).toBe("/api/realtime");
  expect(names(realtime.bodyParams)).toEqual(["demo2/*", "demo2/RECORD_ID"]);
  expect(realtime.example).toContain("pb.collection('demo2').subscribe('*', (e) => {");
  expect(realtime.example).toContain("pb.collection('demo2').subscribe('RECORD_ID'");
  expect(realtime.responses[0].body).toMatchObject({ action: "create", record: { collectionName: "demo2" } });
});

test("auth collections: the auth fields join the create body and the sample bodies", () => {
  const create = endpointOf(users, "create");
  expect(names(create.bodyParams)).toEqual([
    "id",
    "username",
    "email",
    "emailVisibility",
    "password",
    "passwordConfirm",
    "verified",
    "name",
  ]);
  expect(create.bodyParams.find((p) => p.name === "password")?.required).toBe(true);
  expect(names(endpointOf(users, "update").bodyParams)).toContain("oldPassword");
  expect(Object.keys(exampleBody(users, false))).toEqual([
    "username",
    "email",
    "emailVisibility",
    "password",
    "passwordConfirm",
    "name",
  ]);
  const record = create.responses[0].body as Record<string, unknown>;
  expect(record).toMatchObject({ collectionName: "users", verified: true });
  expect(record).toHaveProperty("username");
});

test("view collections: list and view only, with their own fields", () => {
  const view: Collection = {
    ...demo,
    name: "view1",
    type: "view",
    options: { query: "select id, text from demo1" },
    schema: demo.schema.slice(0, 1),
  };
  const endpoints = recordEndpoints(view, BASE);
  expect(endpoints.map((e) => e.id)).toEqual(["list", "view"]);
  const item = (endpoints[0].responses[0].body as { items: Record<string, unknown>[] }).items[0];
  expect(Object.keys(item)).toEqual(["id", "collectionId", "collectionName", "text"]);
  // no created column: the example does not sort by it
  expect(endpoints[0].example).not.toContain("-created");
});
