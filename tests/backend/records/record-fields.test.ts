import { expect, test } from "vitest";
import { pickFields } from "../../../backend/services/records/record-fields.ts";

const rows = [
  { collectionId: "c1", id: "a", title: "A", tags: ["x"], meta: { deep: { n: 1 } } },
  { id: "b", title: "B" },
  "not an object",
];

test("plain names keep those keys in the data's order, whole values, for every row", () => {
  expect(pickFields(rows, "title, id,meta,missing")).toEqual([
    { id: "a", title: "A", meta: { deep: { n: 1 } } },
    { id: "b", title: "B" },
    "not an object",
  ]);
  const [first] = pickFields(rows, "title,id") as Array<Record<string, unknown>>;
  expect(Object.keys(first)).toEqual(["id", "title"]); // the record's own key order, not the parameter's
  expect(pickFields({ id: "a", title: "A" }, ["id"])).toEqual({ id: "a" });
});

test("dotted paths and * still select inside values and add the keys no other path names", () => {
  expect(pickFields(rows[0], "id,meta.deep.n")).toEqual({ id: "a", meta: { deep: { n: 1 } } });
  expect(pickFields(rows[0], "meta.deep,meta")).toEqual({ meta: { deep: { n: 1 } } });
  expect(pickFields({ a: { b: 1, c: 2 }, d: 3 }, "*,a.b")).toEqual({ a: { b: 1 }, d: 3 });
  expect(pickFields(rows[1], "")).toEqual(rows[1]);
});
