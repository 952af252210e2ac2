/** The comparison in the server's format: v0.23+ keeps what a file leaves out, and never removes system items. */
import { expect, test } from "vitest";
import type { ExportedCollection } from "../../../shared/schema/collections-export.ts";
import { exportFieldsCollections } from "../../../shared/schema/fields-export.ts";
import { fileForTarget } from "../../../shared/schema/file-for-target.ts";
import { compareSchemas } from "../../../shared/schema/schema-compare.ts";
import { idField } from "../../../shared/schema/system-fields.ts";

const as = (value: unknown) => value as ExportedCollection[];

const superusers = {
  id: "pbc_3142635823",
  name: "_superusers",
  type: "auth",
  system: true,
  fields: [idField()],
  indexes: [],
  authAlert: { enabled: true, emailTemplate: { subject: "s", body: "b" } },
};
const posts = {
  id: "pbc_1",
  name: "posts",
  type: "base",
  system: false,
  fields: [idField(), { id: "text1", name: "title", type: "text", system: false, hidden: false, help: "" }],
  indexes: [],
  listRule: null,
  created: "2026-01-01 00:00:00.000Z",
  updated: "2026-01-01 00:00:00.000Z",
};
const members = {
  id: "pbc_2",
  name: "members",
  type: "auth",
  system: false,
  fields: [idField()],
  indexes: [],
  authAlert: { enabled: true, emailTemplate: { subject: "New login", body: "..." } },
  oauth2: { enabled: false, providers: [{ name: "google", clientId: "x" }], mappedFields: { name: "" } },
  authToken: { duration: 604800 },
};

test("v0.23+: the settings a file leaves out and the system collections are no difference", () => {
  const file = as([
    { name: "posts", type: "base", fields: [{ name: "title", type: "text" }] },
    // the dashboard's export drops the providers and the timestamps; a hand edit drops the rest
    { id: "pbc_2", name: "members", type: "auth", fields: [idField()], oauth2: { enabled: false } },
  ]);
  for (const deleteMissing of [false, true]) {
    const { diff, kept, payload } = compareSchemas(
      as([superusers, posts, members]),
      file,
      "fields",
      deleteMissing,
    );
    expect(diff).toEqual({ inSync: true, collections: [] });
    // the `id` field is a system one: kept by the server, not by the flag
    expect(kept).toEqual([]);
    expect(payload.map((c) => c.id)).toEqual(["pbc_1", "pbc_2"]);
  }
});

test("v0.23+: a changed setting and a removed own field are differences; field props sit under options", () => {
  const file = as([
    { ...posts, fields: [idField()], listRule: "" },
    { ...members, authToken: { duration: 60 } },
  ]);
  const { diff, kept } = compareSchemas(as([superusers, posts, members]), file, "fields", false);
  expect(kept).toEqual([
    {
      collection: "posts",
      type: "base",
      field: { id: "text1", name: "title", type: "text", multiple: false },
      fieldCount: 0,
    },
  ]);
  expect(diff.collections.map((c) => [c.name, c.rules, c.options])).toEqual([
    ["posts", [{ key: "listRule", from: null, to: "" }], []],
    ["members", [], [{ key: "authToken", from: { duration: 604800 }, to: { duration: 60 } }]],
  ]);
  const hidden = compareSchemas(
    as([posts]),
    as([{ ...posts, fields: [idField(), { ...posts.fields[1], hidden: true }] }]),
    "fields",
    true,
  );
  expect(hidden.diff.collections[0]?.fields.changed[0]?.changes).toEqual([
    { key: "options.hidden", from: false, to: true },
  ]);
});

test("a file of the other format is converted, with the line saying so", () => {
  const old = as([
    { id: "abc", name: "posts", type: "base", schema: [{ id: "f1", name: "title", type: "text" }] },
  ]);
  const up = fileForTarget(old, "fields");
  expect(up.converted).toMatch(
    /^converted from the v0\.18-v0\.22 format \(schema\) to this server's v0\.23\+ format \(fields\)/,
  );
  expect(
    (up.collections[0] as unknown as { fields: Array<{ name: string }> }).fields.map((f) => f.name),
  ).toEqual(["id", "title", "created", "updated"]);
  const down = fileForTarget(as([superusers, ...up.collections]), "schema");
  expect(down.converted).toBe(
    "converted from the v0.23+ format (fields) to this server's v0.18-v0.22 format (schema), without the 1 v0.23+ system collections",
  );
  expect(down.collections.map((c) => c.name)).toEqual(["posts"]);
  expect(fileForTarget(old, "schema")).toEqual({ collections: old, converted: null });
});

test("the v0.23+ export: auth, base, view, `_` system ones last in each; no timestamps or providers", () => {
  const view = { id: "pbc_3", name: "a_view", type: "view", fields: [], viewQuery: "select id from posts" };
  const text = exportFieldsCollections([posts, view, superusers, members]);
  const out = JSON.parse(text) as Array<Record<string, unknown>>;
  expect(out.map((c) => c.name)).toEqual(["members", "_superusers", "posts", "a_view"]);
  expect(out[2]).not.toHaveProperty("created");
  expect(out[0]?.oauth2).toEqual({ enabled: false, mappedFields: { name: "" } });
  expect(text.startsWith('[\n  {\n    "id": "pbc_2",')).toBe(true);
});
