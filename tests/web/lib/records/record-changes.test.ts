import { expect, test } from "vitest";
import {
  hasFileChanges,
  hasRecordChanges,
  recordValuesDiffer,
} from "../../../../web/src/lib/records/record-changes.ts";
import { demo } from "../fixtures.ts";

const noFiles = { uploads: {}, deletions: {} };
const saved = { id: "r1", text: "a", bool: false, select_many: ["a"], json: "null", file_many: ["x.png"] };

test("identical values are unchanged, key order does not matter", () => {
  expect(hasRecordChanges(saved, { ...saved }, demo, noFiles)).toBe(false);
  const reordered = {
    file_many: ["x.png"],
    json: "null",
    select_many: ["a"],
    bool: false,
    text: "a",
    id: "r1",
  };
  expect(recordValuesDiffer(saved, reordered, demo)).toBe(false);
});

test("any value difference counts", () => {
  expect(hasRecordChanges(saved, { ...saved, text: "b" }, demo, noFiles)).toBe(true);
  expect(hasRecordChanges(saved, { ...saved, select_many: ["a", "b"] }, demo, noFiles)).toBe(true);
});

test("file and password fields are ignored; uploads and deletions count", () => {
  expect(hasRecordChanges(saved, { ...saved, file_many: [], password: "secret123" }, demo, noFiles)).toBe(
    false,
  );
  const upload = { uploads: { file_many: [new File(["x"], "y.txt")] }, deletions: {} };
  expect(hasFileChanges(upload)).toBe(true);
  expect(hasRecordChanges(saved, saved, demo, upload)).toBe(true);
  expect(hasRecordChanges(saved, saved, demo, { uploads: {}, deletions: { file_many: ["x.png"] } })).toBe(
    true,
  );
  expect(
    hasRecordChanges(saved, saved, demo, { uploads: { file_many: [] }, deletions: { file_one: [] } }),
  ).toBe(false);
});

test("undefined and null are the same", () => {
  expect(recordValuesDiffer({ a: undefined }, { a: null }, demo)).toBe(false);
});
