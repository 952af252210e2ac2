import { expect, test } from "vitest";
import {
  applyDraft,
  draftDiffers,
  draftKey,
  loadDraft,
  removeDraft,
  saveDraft,
} from "../../../../web/src/lib/records/drafts.ts";
import { demo } from "../fixtures.ts";
import { MemoryStorage } from "../memory-storage.ts";

test("drafts are keyed by collection and record id, stored without passwords, and removable", () => {
  const storage = new MemoryStorage();
  const key = draftKey("c1", "r1");
  expect(key).toBe("record_draft_c1_r1");
  expect(draftKey("c1", undefined)).toBe("record_draft_c1_");
  saveDraft(storage, key, { text: "x", password: "p", passwordConfirm: "p" });
  expect(loadDraft(storage, key)).toEqual({ text: "x" });
  removeDraft(storage, key);
  expect(loadDraft(storage, key)).toBeNull();
});

test("unreadable drafts are ignored", () => {
  const storage = new MemoryStorage();
  storage.setItem("k", "{oops");
  expect(loadDraft(storage, "k")).toBeNull();
  storage.setItem("k", "[1,2]");
  expect(loadDraft(storage, "k")).toBeNull();
});

test("restore is offered only when the draft differs from the loaded record", () => {
  const record = { id: "r1", text: "a", file_many: ["x.png"] };
  expect(draftDiffers(null, record, demo)).toBe(false);
  expect(draftDiffers({ text: "a" }, record, demo)).toBe(false);
  expect(draftDiffers({ file_many: [] }, record, demo)).toBe(false);
  expect(draftDiffers({ text: "b" }, record, demo)).toBe(true);
});

test("applying a draft keeps the record's files", () => {
  const record = { id: "r1", text: "a", file_many: ["x.png"] };
  expect(applyDraft(record, { text: "b", file_many: [] }, demo)).toEqual({
    id: "r1",
    text: "b",
    file_many: ["x.png"],
  });
});
