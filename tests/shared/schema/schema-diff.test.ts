import { expect, test } from "vitest";
import type { ExportedCollection } from "../../../shared/schema/collections-export.ts";
import { alignIncoming, diffSchemas } from "../../../shared/schema/schema-diff.ts";
import { exportedCollection } from "../../helpers/collection-builder.ts";

// (name, id) order here, as most tests name the collection first
const collection = (name: string, id: string, fields: Array<[string, string, string]>, extra = {}) =>
  exportedCollection(id, name, fields, extra);

const current = [
  collection("posts", "p1", [
    ["f1", "title", "text"],
    ["f2", "views", "number"],
  ]),
  collection("tags", "t1", [["f3", "label", "text"]]),
];

test("identical collections are in sync", () => {
  expect(diffSchemas(current, structuredClone(current), { deleteMissing: true })).toEqual({
    inSync: true,
    collections: [],
  });
});

test("added, changed and (with deleteMissing) removed collections, fields, rules, options and indexes", () => {
  const incoming = [
    collection(
      "posts",
      "p1",
      [
        ["f1", "headline", "text"],
        ["f2", "views", "text"],
        ["", "body", "editor"],
      ],
      {
        listRule: "",
        indexes: ["CREATE INDEX idx ON posts (title)"],
        options: { x: 1 },
      },
    ),
    collection("authors", "", [["", "name", "text"]]),
  ];
  const diff = diffSchemas(current, incoming, { deleteMissing: true });
  expect(diff.inSync).toBe(false);
  expect(diff.collections.map((c) => [c.kind, c.name])).toEqual([
    ["changed", "posts"],
    ["added", "authors"],
    ["removed", "tags"],
  ]);
  const posts = diff.collections[0];
  expect(posts.fields.added).toEqual([{ id: "", name: "body", type: "editor", multiple: false }]);
  expect(posts.fields.changed.map((f) => [f.name, f.typeChanged, f.changes.map((c) => c.key)])).toEqual([
    ["headline", false, ["name"]],
    ["views", true, ["type"]],
  ]);
  expect(posts.rules).toEqual([{ key: "listRule", from: null, to: "" }]);
  expect(posts.options).toEqual([{ key: "x", from: null, to: 1 }]);
  expect(posts.indexes).toEqual({ added: ["CREATE INDEX `idx` ON `posts` (`title`)"], removed: [] });
  expect(diff.collections[2].fields.removed).toEqual([
    { id: "f3", name: "label", type: "text", multiple: false },
  ]);
});

test("without deleteMissing, what only the backend has is kept, so it is no difference", () => {
  const incoming = [collection("posts", "p1", [["f1", "title", "text"]])];
  expect(diffSchemas(current, incoming, { deleteMissing: false }).inSync).toBe(true);
  const diff = diffSchemas(current, incoming, { deleteMissing: true });
  expect(diff.collections.map((c) => [c.kind, c.name, c.fields.removed.map((f) => f.name)])).toEqual([
    ["changed", "posts", ["views"]],
    ["removed", "tags", ["label"]],
  ]);
});

test("a file without ids matches collections and fields by name", () => {
  const incoming = [
    collection("POSTS", "", [
      ["", "title", "text"],
      ["", "views", "number"],
    ]),
  ];
  const aligned = alignIncoming(current, incoming);
  expect(aligned[0].id).toBe("p1");
  expect(aligned[0].schema.map((f) => f.id)).toEqual(["f1", "f2"]);
  const diff = diffSchemas(current, incoming, { deleteMissing: false });
  expect(diff.collections.map((c) => [c.kind, c.changes])).toEqual([
    ["changed", [{ key: "name", from: "posts", to: "POSTS" }]],
  ]);
});

test("keys missing from a hand-written file match blank values; indexes compare canonically", () => {
  const backend = [
    collection("posts", "p1", [["f1", "title", "text"]], {
      indexes: ["CREATE INDEX `idx_t` ON `posts` (`title`)"],
    }),
  ];
  (backend[0].schema[0] as { options: unknown }).options = { min: null, max: null, pattern: "" };
  const file = [
    {
      name: "posts",
      type: "base",
      schema: [{ name: "title", type: "text" }],
      indexes: ['create index "idx_t" on "posts" ("title")'],
    },
  ] as unknown as ExportedCollection[];
  expect(diffSchemas(backend, file, { deleteMissing: true })).toEqual({ inSync: true, collections: [] });
  (file[0].schema[0] as { required?: boolean }).required = true;
  const diff = diffSchemas(backend, file, { deleteMissing: true });
  expect(diff.collections[0].fields.changed[0].changes).toEqual([{ key: "required", from: false, to: true }]);
});
