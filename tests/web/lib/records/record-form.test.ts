import { expect, test } from "vitest";
import { collectionForDisplay } from "../../../../shared/client/generations/v023/collections-display.ts";
import {
  buildRecordFormData,
  duplicateValues,
  formValuesFromRecord,
} from "../../../../web/src/lib/records/record-form.ts";
import { recordFormErrors } from "../../../../web/src/lib/records/record-form-checks.ts";
import { demo, users } from "../fixtures.ts";

const record = {
  id: "rec000000000001",
  collectionId: demo.id,
  collectionName: demo.name,
  created: "2022-01-01 10:00:00.000Z",
  updated: "2022-01-02 10:00:00.000Z",
  text: "hello",
  bool: true,
  number: 3,
  select_one: "a",
  select_many: ["a", "b"],
  json: { a: 1 },
  datetime: "2022-05-05 12:00:00.000Z",
  file_one: "one.png",
  file_many: ["m1.txt", "m2.txt"],
  rel_one: "",
  rel_many: [],
};

function entries(data: FormData) {
  return [...data.entries()].map(([k, v]) => [k, typeof v === "string" ? v : `file:${(v as File).name}`]);
}

test("form values convert json to text and truncate dates", () => {
  const values = formValuesFromRecord(demo, record);
  expect(values.json).toBe('{\n  "a": 1\n}');
  expect(values.datetime).toBe("2022-05-05 12:00:00");
  expect(values.id).toBe(record.id);
  const blank = formValuesFromRecord(demo, null);
  expect(blank).toMatchObject({ id: "", text: "", bool: false, number: null, json: "", select_many: [] });
});

test("the multipart body holds the schema values, uploads and deleted files", () => {
  const values = formValuesFromRecord(demo, record);
  const upload = new File(["x"], "new.txt");
  const body = buildRecordFormData(
    demo,
    values,
    { uploads: { file_many: [upload] }, deletions: { file_many: ["m1.txt"] } },
    { isNew: false, withPassword: false, generation: "v0.18" },
  );
  expect(entries(body)).toEqual([
    ["text", "hello"],
    ["bool", "true"],
    ["number", "3"],
    ["select_one", "a"],
    ["select_many", "a"],
    ["select_many", "b"],
    ["json", '{\n  "a": 1\n}'],
    ["datetime", "2022-05-05 12:00:00"],
    ["rel_one", ""],
    ["rel_many", ""],
    ["file_many.m1.txt", ""],
    ["file_many", "file:new.txt"],
  ]);
});

test("new records send a custom id; empty json is sent as null", () => {
  const values = { ...formValuesFromRecord(demo, null), id: " custom_id_12345 " };
  const body = buildRecordFormData(
    demo,
    values,
    { uploads: {}, deletions: {} },
    { isNew: true, withPassword: false, generation: "v0.18" },
  );
  expect(body.get("id")).toBe("custom_id_12345");
  expect(body.get("json")).toBe("null");
  expect(body.get("number")).toBe("");
});

test("auth records submit only the auth keys outside the schema, passwords only when shown", () => {
  const values = {
    ...formValuesFromRecord(users, null),
    username: "",
    email: "a@b.c",
    name: "N",
    password: "12345678",
    passwordConfirm: "12345678",
    junk: "x",
  };
  const withPw = buildRecordFormData(
    users,
    values,
    { uploads: {}, deletions: {} },
    { isNew: true, withPassword: true, generation: "v0.18" },
  );
  expect([...withPw.keys()]).toEqual([
    "username",
    "email",
    "emailVisibility",
    "verified",
    "password",
    "passwordConfirm",
    "name",
  ]);
  const without = buildRecordFormData(
    users,
    values,
    { uploads: {}, deletions: {} },
    { isNew: false, withPassword: false, generation: "v0.18" },
  );
  expect([...without.keys()]).toEqual(["username", "email", "emailVisibility", "verified", "name"]);
});

test("duplicates clear id, created, updated and drop file values", () => {
  const copy = duplicateValues(demo, formValuesFromRecord(demo, record));
  expect(copy.id).toBe("");
  expect(copy.created).toBeUndefined();
  expect(copy.updated).toBeUndefined();
  expect(copy.file_one).toBe("");
  expect(copy.file_many).toEqual([]);
  expect(copy.text).toBe("hello");
});

/** A v0.23+ collection as the console shows it (see `collections-display.ts`). */
const places = collectionForDisplay({
  id: "pbc_places",
  name: "places",
  type: "base",
  system: false,
  fields: [
    { id: "f1", name: "id", type: "text", system: true, hidden: false, presentable: false, primaryKey: true },
    { id: "f2", name: "where", type: "geoPoint", system: false, hidden: false, presentable: false },
    { id: "f3", name: "pin", type: "password", system: false, hidden: true, presentable: false },
    {
      id: "f4",
      name: "seen",
      type: "autodate",
      system: false,
      hidden: false,
      presentable: false,
      onCreate: true,
    },
    { id: "f5", name: "docs", type: "file", system: false, hidden: false, presentable: false, maxSelect: 5 },
  ],
  indexes: [],
  listRule: null,
  viewRule: null,
  createRule: null,
  updateRule: null,
  deleteRule: null,
});

test("v0.23+: geoPoint sent as {lon, lat}, autodate never sent, password only when typed, files added and removed by name", () => {
  const saved = {
    id: "rec000000000001",
    collectionId: places.id,
    collectionName: places.name,
    where: { lon: 2.35, lat: 48.85 },
    seen: "2025-01-01 10:00:00.000Z",
    docs: ["a.txt", "b.txt"],
  };
  const values = formValuesFromRecord(places, saved);
  expect([values.where, values.pin, values.seen]).toEqual([
    { lon: "2.35", lat: "48.85" },
    "",
    "2025-01-01 10:00:00",
  ]);
  const upload = new File(["x"], "c.txt");
  const files = { uploads: { docs: [upload] }, deletions: { docs: ["a.txt"] } };
  const body = buildRecordFormData(places, values, files, {
    isNew: false,
    withPassword: false,
    generation: "v0.23+",
  });
  expect(entries(body)).toEqual([
    ["where", '{"lon":2.35,"lat":48.85}'],
    ["docs-", "a.txt"],
    ["docs+", "file:c.txt"],
  ]);
  const typed = buildRecordFormData(
    places,
    { ...values, pin: "s3cret" },
    { uploads: {}, deletions: {} },
    {
      isNew: false,
      withPassword: false,
      generation: "v0.23+",
    },
  );
  expect(typed.get("pin")).toBe("s3cret");
});

test("v0.23+: a geoPoint out of range or not a number is refused before sending", () => {
  const values = { ...formValuesFromRecord(places, null), where: { lon: "200", lat: "10" } };
  expect(recordFormErrors(places, values, { isNew: true, withPassword: false })).toMatchObject({
    where: { code: "out_of_range" },
  });
  const blank = { ...values, where: { lon: "1", lat: "" } };
  expect(recordFormErrors(places, blank, { isNew: true, withPassword: false })).toMatchObject({
    where: { code: "invalid_number" },
  });
  expect(
    recordFormErrors(places, formValuesFromRecord(places, null), { isNew: true, withPassword: false }),
  ).toEqual({});
});
