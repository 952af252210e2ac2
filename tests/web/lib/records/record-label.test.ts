import { expect, test } from "vitest";
import { recordLabel } from "../../../../web/src/lib/records/record-label.ts";
import { demo } from "../fixtures.ts";

const record = {
  id: "r1",
  collectionId: "c",
  collectionName: "n",
  title: "T",
  text: "hello",
  select_many: ["a", "b"],
};

test("presentable fields label a record, joined by commas", () => {
  const schema = demo.schema.map((f) => ({
    ...f,
    presentable: f.name === "text" || f.name === "select_many",
  }));
  expect(recordLabel(record, { schema })).toBe("hello, a, b");
});

test("without presentable values a name-like field or the id is used", () => {
  expect(recordLabel(record, demo)).toBe("T");
  expect(recordLabel({ id: "r2", collectionId: "c", collectionName: "n" })).toBe("r2");
});
