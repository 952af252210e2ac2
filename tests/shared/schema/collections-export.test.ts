import { expect, test } from "vitest";
import type { Collection } from "../../../shared/models.ts";
import {
  CollectionsFileError,
  exportCollections,
  parseCollectionsFile,
} from "../../../shared/schema/collections-export.ts";

const posts = {
  options: { zeta: 1, alpha: 2 },
  updated: "2024-01-02 00:00:00.000Z",
  name: "posts",
  id: "p1",
  created: "2024-01-01 00:00:00.000Z",
  type: "base",
  system: false,
  schema: [
    {
      options: { min: null, max: null, pattern: "" },
      type: "text",
      name: "title",
      id: "f1",
      system: false,
      required: true,
      presentable: false,
      unique: false,
    },
  ],
  indexes: [],
  deleteRule: null,
  listRule: "",
  viewRule: null,
  createRule: null,
  updateRule: null,
} as unknown as Collection;
const authors = { ...posts, id: "a1", name: "authors", schema: [], options: {} } as unknown as Collection;

test("export: sorted by name, PocketBase's key order, created/updated removed, 4 spaces", () => {
  const text = exportCollections([posts, authors]);
  const data = JSON.parse(text);
  expect(data.map((c: { name: string }) => c.name)).toEqual(["authors", "posts"]);
  expect(Object.keys(data[1])).toEqual([
    "id",
    "name",
    "type",
    "system",
    "schema",
    "indexes",
    "listRule",
    "viewRule",
    "createRule",
    "updateRule",
    "deleteRule",
    "options",
  ]);
  expect(Object.keys(data[1].schema[0])).toEqual([
    "system",
    "id",
    "name",
    "type",
    "required",
    "presentable",
    "unique",
    "options",
  ]);
  expect(Object.keys(data[1].options)).toEqual(["alpha", "zeta"]);
  expect(text.startsWith('[\n    {\n        "id": "a1",')).toBe(true);
  expect(text).not.toContain("created");
  // the same input in any order gives the same text
  expect(exportCollections([authors, posts])).toBe(text);
});

test("parse: reads back what export wrote", () => {
  const parsed = parseCollectionsFile(exportCollections([posts]));
  expect(parsed[0].name).toBe("posts");
  expect(parsed[0].schema[0].name).toBe("title");
});

test.each([
  ["{", /^not valid JSON \(/],
  ['{"name":"x"}', /^not a JSON array of collections$/],
  ["[]", /^the array holds no collections$/],
  ["[1]", /^item #1 is not a collection \(it has no "name"\)$/],
  ['[{"name":"a"},{"name":"A"}]', /^duplicate collection name "A"$/],
  ['[{"name":"a","type":"table"}]', /^collection "a": unknown type "table" \(one of base, auth, view\)$/],
  ['[{"name":"a","schema":{}}]', /^collection "a": "schema" must be an array of fields$/],
  ['[{"name":"a","schema":[{"type":"text"}]}]', /^collection "a": field #1 has no name$/],
  [
    '[{"name":"a","schema":[{"name":"t","type":"txt"}]}]',
    /^collection "a", field "t": unknown type "txt" \(one of text, number, /,
  ],
  [
    '[{"name":"a","schema":[{"name":"t","type":"text"},{"name":"T","type":"bool"}]}]',
    /^collection "a": duplicate field name "T"$/,
  ],
])("parse rejects %s", (text, message) => {
  expect(() => parseCollectionsFile(text)).toThrow(CollectionsFileError);
  expect(() => parseCollectionsFile(text)).toThrow(message);
});
