import { afterEach, beforeEach, expect, test } from "vitest";
import {
  createCollection,
  findCollectionOrFail,
  updateCollection,
} from "../../../backend/services/collections/collections.ts";
import { errorOf, openTempBackend, snapshot, type TempBackend } from "../db/temp-backend.ts";

let t: TempBackend;
let before: unknown;
beforeEach(() => {
  t = openTempBackend();
  before = snapshot(t.backend.db);
});
afterEach(async () => {
  // no rejected request may leave a trace
  expect(snapshot(t.backend.db)).toEqual(before);
  await t.close();
});

const generic = "Something went wrong while processing your request.";
const leaf = (code: string, message: string) => ({ code, message });
const update = (name: string, body: unknown) =>
  errorOf(() => updateCollection(t.backend, findCollectionOrFail(t.backend, name), body));

test("updates: immutable id, type and system flag; system collections keep their name", () => {
  expect(update("demo2", { name: "demo1", type: "auth" })).toEqual({
    code: 400,
    message: generic,
    data: {
      name: leaf("validation_collection_name_exists", "Collection name must be unique (case insensitive)."),
      type: leaf("validation_collection_type_change", "Collection type cannot be changed."),
    },
  });
  expect(update("demo1", { id: "aaaaaaaaaaaaaaa", system: true }).data).toEqual({
    id: leaf("validation_in_invalid", "Must be a valid value."),
    system: leaf("validation_collection_system_flag_change", "System collection state cannot be changed."),
  });
  expect(update("nologin", { name: "renamed" }).data).toEqual({
    name: leaf("validation_collection_system_name_change", "System collections cannot be renamed."),
  });
});

test("updates: field types and relation targets cannot change", () => {
  const demo4 = findCollectionOrFail(t.backend, "demo4");
  const changed = demo4.schema.map((f) => (f.name === "title" ? { ...f, type: "number", options: {} } : f));
  expect(update("demo4", { schema: changed }).data).toEqual({
    schema: { "0": leaf("validation_field_type_change", "Field type cannot be changed.") },
  });
  const retargeted = demo4.schema.map((f) =>
    f.name === "rel_one_cascade" ? { ...f, options: { ...f.options, collectionId: "_pb_users_auth_" } } : f,
  );
  const index = demo4.schema.findIndex((f) => f.name === "rel_one_cascade");
  expect(update("demo4", { schema: retargeted }).data).toEqual({
    schema: {
      [index]: {
        options: {
          collectionId: leaf(
            "validation_field_relation_change",
            "The relation collection cannot be changed.",
          ),
        },
      },
    },
  });
});

test("updates: system fields cannot be removed or altered", () => {
  const c = createCollection(t.backend, {
    name: "locked",
    schema: [{ id: "sysfield", name: "a", system: true, type: "text" }],
  });
  before = snapshot(t.backend.db);
  const systemChange = {
    schema: leaf("validation_system_field_change", "System fields cannot be deleted or changed."),
  };
  expect(update("locked", { schema: [{ ...c.schema[0], name: "b" }] }).data).toEqual(systemChange);
  expect(update("locked", { schema: [{ name: "other", type: "text" }] }).data).toEqual(systemChange);
});
