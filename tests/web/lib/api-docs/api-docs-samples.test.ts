import { expect, test } from "vitest";
import type { Collection, SchemaField } from "../../../../shared/models.ts";
import {
  SAMPLE_DATE,
  sampleFieldValue,
  sampleFileName,
  sampleHasTimestamps,
  sampleId,
  sampleRecord,
} from "../../../../web/src/lib/api-docs/api-docs-samples.ts";
import { demo, users } from "../fixtures.ts";

function field(type: SchemaField["type"], options: Record<string, unknown>, name = `f_${type}`): SchemaField {
  return {
    system: false,
    id: name,
    name,
    type,
    required: false,
    presentable: false,
    unique: false,
    options,
  } as SchemaField;
}

const view: Collection = {
  ...demo,
  id: "v9gwnfh02gjq1q0",
  name: "view1",
  type: "view",
  options: { query: "select id, text, created from demo1" },
  schema: demo.schema.slice(0, 2),
};

test("text samples honour min and max length", () => {
  expect(sampleFieldValue(field("text", { min: null, max: null, pattern: "" }))).toBe("Lorem ipsum");
  expect(sampleFieldValue(field("text", { min: null, max: null, pattern: "" }), 1)).toBe("Dolor sit amet");
  expect(sampleFieldValue(field("text", { min: null, max: 5, pattern: "" }))).toBe("Lorem");
  const long = sampleFieldValue(field("text", { min: 30, max: null, pattern: "" }));
  expect(typeof long === "string" && long.length).toBe(30);
});

test("number samples stay inside min and max; bool samples are booleans", () => {
  expect(sampleFieldValue(field("number", { min: null, max: null, noDecimal: false }))).toBe(123);
  expect(sampleFieldValue(field("number", { min: 500, max: null, noDecimal: true }))).toBe(500);
  expect(sampleFieldValue(field("number", { min: null, max: 10, noDecimal: false }))).toBe(10);
  expect(sampleFieldValue(field("bool", {}))).toBe(true);
  expect(sampleFieldValue(field("bool", {}), 1)).toBe(false);
});

test("email and url samples use an allowed domain", () => {
  expect(sampleFieldValue(field("email", { onlyDomains: null, exceptDomains: null }))).toBe(
    "test@example.com",
  );
  expect(sampleFieldValue(field("email", { onlyDomains: ["acme.io"], exceptDomains: null }))).toBe(
    "test@acme.io",
  );
  expect(sampleFieldValue(field("url", { onlyDomains: [], exceptDomains: ["example.com"] }))).toBe(
    "https://example.org",
  );
  expect(sampleFieldValue(field("url", { onlyDomains: null, exceptDomains: null }))).toBe(
    "https://example.com",
  );
});

test("editor, date and json samples", () => {
  expect(sampleFieldValue(field("editor", { convertUrls: false }))).toBe(
    "<p>Lorem ipsum dolor sit amet.</p>",
  );
  expect(sampleFieldValue(field("date", { min: "", max: "" }))).toBe(SAMPLE_DATE);
  expect(sampleFieldValue(field("date", { min: "2024-01-01 00:00:00.000Z", max: "" }))).toBe(
    "2024-01-01 00:00:00.000Z",
  );
  expect(sampleFieldValue(field("json", {}))).toEqual({ hello: "world" });
});

test("select samples use the configured values: one string, or up to maxSelect values", () => {
  const values = ["optionA", "optionB", "optionC"];
  expect(sampleFieldValue(field("select", { maxSelect: 1, values }))).toBe("optionA");
  expect(sampleFieldValue(field("select", { maxSelect: 1, values }), 1)).toBe("optionB");
  expect(sampleFieldValue(field("select", { maxSelect: 3, values }))).toEqual(["optionA", "optionB"]);
  expect(sampleFieldValue(field("select", { maxSelect: 2, values: ["x", "y", "z"] }))).toEqual(["x", "y"]);
});

test("file samples are stored names: one for single fields, a list for multiple; extension from the mime types", () => {
  const image = field("file", {
    maxSelect: 1,
    maxSize: 1,
    mimeTypes: ["image/png"],
    thumbs: null,
    protected: false,
  });
  expect(sampleFieldValue(image)).toMatch(/^photo_[A-Za-z0-9]{10}\.png$/);
  const many = field("file", { maxSelect: 5, maxSize: 1, mimeTypes: [], thumbs: null, protected: false });
  const names = sampleFieldValue(many);
  expect(Array.isArray(names) && names.length).toBe(2);
  for (const name of names as string[]) expect(name).toMatch(/^document(_2)?_[A-Za-z0-9]{10}\.txt$/);
  const svg = field("file", {
    maxSelect: 1,
    maxSize: 1,
    mimeTypes: ["image/svg+xml"],
    thumbs: null,
    protected: false,
  });
  expect(sampleFileName(svg as never)).toMatch(/\.svg$/);
});

test("relation samples are 15-character ids: one for single, a list for multiple", () => {
  const single = field("relation", {
    collectionId: "c",
    cascadeDelete: false,
    minSelect: null,
    maxSelect: 1,
  });
  expect(sampleFieldValue(single)).toMatch(/^[a-z0-9]{15}$/);
  const many = field("relation", { collectionId: "c", cascadeDelete: false, minSelect: 3, maxSelect: null });
  const ids = sampleFieldValue(many) as string[];
  expect(ids).toHaveLength(3);
  for (const id of ids) expect(id).toMatch(/^[a-z0-9]{15}$/);
  expect(new Set(ids).size).toBe(3);
});

test("samples are deterministic", () => {
  expect(sampleId("x")).toBe(sampleId("x"));
  expect(sampleId("x")).not.toBe(sampleId("y"));
  expect(sampleRecord(demo)).toEqual(sampleRecord(demo));
});

test("a base record has the system keys and one key per schema field", () => {
  const record = sampleRecord(demo);
  expect(Object.keys(record)).toEqual([
    "id",
    "collectionId",
    "collectionName",
    "created",
    "updated",
    ...demo.schema.map((f) => f.name),
  ]);
  expect(record.collectionId).toBe(demo.id);
  expect(record.collectionName).toBe("demo1");
  expect(record.select_many).toEqual(["a", "b"]);
  expect(record.rel_many).toHaveLength(2);
  expect(sampleRecord(demo, 1).id).not.toBe(record.id);
});

test("an auth record adds username, email, emailVisibility and verified", () => {
  const record = sampleRecord(users);
  expect(Object.keys(record)).toEqual([
    "id",
    "collectionId",
    "collectionName",
    "created",
    "updated",
    "username",
    "email",
    "emailVisibility",
    "verified",
    "name",
  ]);
  expect(record.username).toMatch(/^users\d{5}$/);
  expect(record.email).toBe("test@example.com");
  expect("email" in sampleRecord(users, 0, false)).toBe(false);
});

test("a view record has created and updated only when its query selects them", () => {
  expect(sampleHasTimestamps(view)).toEqual({ created: true, updated: false });
  const record = sampleRecord(view);
  expect(Object.keys(record)).toEqual(["id", "collectionId", "collectionName", "created", "text", "bool"]);
  const bare = { ...view, options: { query: "select id, email from clients" } } as Collection;
  expect("created" in sampleRecord(bare)).toBe(false);
});
