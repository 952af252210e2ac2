import { expect, test } from "vitest";
import {
  keptDetail,
  keptPath,
  keptReason,
  keptWithoutDeleteMissing,
} from "../../../shared/schema/schema-kept.ts";
import { exportedCollection } from "../../helpers/collection-builder.ts";

const current = [
  exportedCollection("p1", "posts", [
    ["f1", "title", "text"],
    ["f2", "views", "number"],
  ]),
  exportedCollection("t1", "tags", [["f3", "label", "text"]]),
  exportedCollection("v1", "totals", [], { type: "view", options: { query: "SELECT id FROM posts" } }),
];

test("the fields and collections only the backend has, named as the import confirms them", () => {
  const incoming = [exportedCollection("", "POSTS", [["", "title", "text"]])];
  const kept = keptWithoutDeleteMissing(current, incoming);
  expect(kept).toEqual([
    {
      collection: "POSTS",
      type: "base",
      field: { id: "f2", name: "views", type: "number", multiple: false },
      fieldCount: 0,
    },
    { collection: "tags", type: "base", field: null, fieldCount: 1 },
    { collection: "totals", type: "view", field: null, fieldCount: 0 },
  ]);
  expect(kept.map(keptPath)).toEqual(["POSTS.views", "tags.*", "totals.*"]);
  expect(kept.map(keptDetail)).toEqual(["number", "base, 1 field", "view, 0 fields"]);
  expect(keptReason(kept)).toBe("kept because --delete-missing is off: POSTS.views, tags.*, totals.*");
});

test("a file with everything keeps nothing; a view's columns are never kept fields", () => {
  expect(keptWithoutDeleteMissing(current, structuredClone(current))).toEqual([]);
  const view = exportedCollection("v1", "totals", [], { type: "view", options: { query: "SELECT 1 AS id" } });
  expect(keptWithoutDeleteMissing([current[2]], [view])).toEqual([]);
});
