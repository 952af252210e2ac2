import { expect, test } from "vitest";
import { collectionForDisplay } from "../../../shared/client/generations/v023/collections-display.ts";
import { defaultRecordsSort, isRowidSort } from "../../../shared/records/default-sort.ts";
import { collectionDateFields } from "../../../shared/records/record-date-fields.ts";
import { resolveSort } from "../../../shared/records/search-filter.ts";
import type { FieldsCollection } from "../../../shared/schema/fields-to-v023.ts";

const rules = { listRule: null, viewRule: null, createRule: null, updateRule: null, deleteRule: null };

/** A v0.23+ collection as the API answers for `{"name":"posts","fields":[{"name":"title","type":"text"}]}`. */
const bare = (type: "base" | "view", extra: Array<{ name: string; type: string }> = []): FieldsCollection =>
  ({
    id: "posts0000000000",
    name: "posts",
    type,
    system: false,
    indexes: [],
    ...rules,
    fields: [
      { id: "text3208210256", name: "id", type: "text", system: true },
      { id: "text724990059", name: "title", type: "text", system: false },
      ...extra.map((f) => ({ id: `f_${f.name}`, system: false, ...f })),
    ],
  }) as unknown as FieldsCollection;

test("v0.23+: newest row first by @rowid, with or without created (unindexed there); a view: no sort", () => {
  const noDates = collectionForDisplay(bare("base"));
  expect(noDates.dates).toEqual([]);
  expect(collectionDateFields(noDates)).toEqual([]);
  expect(defaultRecordsSort(noDates, ["id", "title"])).toBe("-@rowid");
  expect(defaultRecordsSort(collectionForDisplay(bare("view")), ["id", "title"])).toBe("");

  const onlyUpdated = collectionForDisplay(bare("base", [{ name: "updated", type: "autodate" }]));
  expect(collectionDateFields(onlyUpdated)).toEqual(["updated"]);
  const dated = collectionForDisplay(bare("base", [{ name: "created", type: "autodate" }]));
  expect(defaultRecordsSort(dated, ["id", "title", "created"])).toBe("-@rowid");
  const datedView = collectionForDisplay(bare("view", [{ name: "created", type: "autodate" }]));
  expect(defaultRecordsSort(datedView, ["id", "title", "created"])).toBe("");
});

test("before v0.23: -created, or no sort where a view lacks it (@rowid is not sortable there)", () => {
  expect(defaultRecordsSort({ type: "base" }, ["id", "created", "updated"])).toBe("-created");
  expect(collectionDateFields({ type: "auth" })).toEqual(["created", "updated"]);
  expect(defaultRecordsSort({ type: "view" }, ["id", "title"])).toBe("");
});

test("pbdeck's embedded backend (v0.18 API, @rowid sortable): tables by @rowid, views as before v0.23", () => {
  const embedded = { rowidSortable: true };
  expect(defaultRecordsSort({ type: "base" }, ["id", "created", "updated"], embedded)).toBe("-@rowid");
  expect(defaultRecordsSort({ type: "auth" }, ["id", "created", "updated"], embedded)).toBe("-@rowid");
  expect(defaultRecordsSort({ type: "view" }, ["id", "created"], embedded)).toBe("-created");
  expect(defaultRecordsSort({ type: "view" }, ["id", "title"], embedded)).toBe("");
});

test("a requested sort on a field the collection lacks falls back to the collection's default", () => {
  expect(resolveSort("-created", ["id", "title"], "-@rowid")).toBe("-@rowid");
  expect(resolveSort("+title", ["id", "title"], "-@rowid")).toBe("+title");
  expect(resolveSort(null, ["id", "created"])).toBe("-created");
  expect(isRowidSort("-@rowid")).toBe(true);
  expect(isRowidSort("-id")).toBe(false);
});
