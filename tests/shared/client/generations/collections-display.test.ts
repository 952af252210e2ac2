import { expect, test } from "vitest";
import {
  collectionForDisplay,
  hasBuiltInUsername,
  newerFacts,
} from "../../../../shared/client/generations/v023/collections-display.ts";
import type { FieldsCollection } from "../../../../shared/schema/fields-to-v023.ts";

const field = (name: string, type: string, rest: Record<string, unknown> = {}) => ({
  id: `f_${name}`,
  name,
  type,
  system: false,
  hidden: false,
  presentable: false,
  ...rest,
});

// no indexes and every rule locked: what each collection below has unless it says otherwise
const base = {
  indexes: [],
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
};

test("a v0.23+ collection in the v0.18 model: implicit fields left out, types and options mapped", () => {
  const posts: FieldsCollection = {
    id: "pbc_1",
    name: "posts",
    type: "base",
    system: false,
    fields: [
      field("id", "text", { system: true, primaryKey: true }),
      field("title", "text", { required: true, max: 50 }),
      field("score", "number", { onlyInt: true }),
      field("author", "relation", { collectionId: "_pb_users_auth_", maxSelect: 0 }),
      field("tags", "relation", { collectionId: "pbc_2", maxSelect: 5 }),
      field("where", "geoPoint"),
      field("secret", "text", { hidden: true }),
      field("published", "autodate", { onCreate: true }),
      field("created", "autodate", { onCreate: true }),
      field("updated", "autodate", { onCreate: true, onUpdate: true }),
    ],
    ...base,
    listRule: "",
  };
  const shown = collectionForDisplay(posts);
  expect(shown.schema.map((f) => `${f.name}:${f.type}`)).toEqual([
    "title:text",
    "score:number",
    "author:relation",
    "tags:relation",
    "where:json",
    "secret:text",
    "published:date",
  ]);
  expect(shown.schema[0]).toMatchObject({ required: true, options: { max: 50, min: null } });
  expect(shown.schema[1].options).toMatchObject({ noDecimal: true });
  expect(shown.schema[2].options).toMatchObject({ collectionId: "_pb_users_auth_", maxSelect: 1 });
  expect(shown.schema[3].options).toMatchObject({ maxSelect: 5 });
  expect([shown.system, shown.listRule, shown.options]).toEqual([false, "", {}]);
});

test("the records screen keeps each field's real v0.23+ type and hidden flag beside the nearest v0.18 type", () => {
  const shown = collectionForDisplay({
    id: "pbc_4",
    name: "places",
    type: "base",
    system: false,
    fields: [
      field("id", "text", { system: true, primaryKey: true }),
      field("name", "text"),
      field("where", "geoPoint"),
      field("pin", "password", { hidden: true }),
      field("note", "text", { hidden: true }),
      field("seen", "autodate", { onCreate: true, onUpdate: true }),
      field("created", "autodate", { onCreate: true }),
    ],
    ...base,
  });
  expect(shown.schema.map((f) => [f.name, f.type, newerFacts(f)])).toEqual([
    ["name", "text", {}],
    ["where", "json", { type: "geoPoint" }],
    ["pin", "text", { type: "password", hidden: true }],
    ["note", "text", { hidden: true }],
    ["seen", "date", { type: "autodate" }],
  ]);
});

test("auth fields stay implicit; the server's own collections are system; a view keeps its query", () => {
  const superusers = collectionForDisplay({
    ...base,
    id: "pbc_3142635823",
    name: "_superusers",
    type: "auth",
    system: true,
    fields: ["id", "password", "tokenKey", "email", "emailVisibility", "verified"].map((n) =>
      field(n, "text"),
    ),
  });
  expect([superusers.system, superusers.schema]).toEqual([true, []]);
  const view = collectionForDisplay({
    ...base,
    id: "pbc_9",
    name: "titles",
    type: "view",
    system: false,
    fields: [field("id", "text"), field("label", "text")],
    viewQuery: "select id, title as label from posts",
  });
  expect([view.schema.map((f) => f.name), view.options]).toEqual([
    ["label"],
    { query: "select id, title as label from posts" },
  ]);
});

test("an auth collection keeps its v0.23+ authRule and manageRule in options, for the rules overview", () => {
  const members = {
    id: "pbc_3",
    name: "members",
    type: "auth",
    system: false,
    fields: [],
    ...base,
    authRule: "verified = true",
    manageRule: null,
  } as unknown as FieldsCollection;
  expect(collectionForDisplay(members).options).toEqual({ authRule: "verified = true", manageRule: null });
});

test("v0.23+ auth records have no built-in username: a username field is an ordinary one of the schema", () => {
  const members = {
    id: "pbc_5",
    name: "members",
    type: "auth",
    system: false,
    fields: ["id", "password", "tokenKey", "email", "emailVisibility", "verified", "username"].map((n) =>
      field(n, "text"),
    ),
    ...base,
  } as unknown as FieldsCollection;
  const shown = collectionForDisplay(members);
  expect(shown.schema.map((f) => f.name)).toEqual(["username"]);
  expect(hasBuiltInUsername(shown)).toBe(false);
  expect(hasBuiltInUsername({ type: "auth" })).toBe(true); // a v0.18 collection
  expect(hasBuiltInUsername({ type: "base" })).toBe(false);
});
