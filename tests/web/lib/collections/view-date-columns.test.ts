/**
 * The dates of a view's records, each on its own: `created` alone, `updated` alone, both or neither
 * decide the table's columns, its sortable identifiers and the export's columns.
 */
import { describe, expect, test } from "vitest";
import type { Collection } from "../../../../shared/models.ts";
import { collectionDateFields, viewDateFields } from "../../../../shared/records/record-date-fields.ts";
import { exportColumns } from "../../../../shared/records/records-export-rows.ts";
import { resolveSort } from "../../../../shared/records/search-filter.ts";
import {
  collectionIdentifiers,
  systemFields,
  tableColumns,
} from "../../../../web/src/lib/collections/collection-fields.ts";
import { users } from "../fixtures.ts";

const DATE = "2023-01-01 00:00:00.000Z";
const view: Pick<Collection, "type" | "schema"> = {
  type: "view",
  schema: [
    {
      id: "f1",
      name: "title",
      type: "text",
      system: false,
      required: false,
      presentable: false,
      unique: false,
      options: { min: null, max: null, pattern: "" },
    },
  ],
};

describe("viewDateFields: the dates some record of a view carries", () => {
  test("created only, updated only, both, neither", () => {
    expect(viewDateFields([{ id: "a", created: DATE }])).toEqual(["created"]);
    expect(viewDateFields([{ id: "a", updated: DATE }])).toEqual(["updated"]);
    expect(viewDateFields([{ id: "a", updated: DATE, created: DATE }])).toEqual(["created", "updated"]);
    expect(viewDateFields([{ id: "a", title: "x" }])).toEqual([]);
  });

  test("an empty view, empty values and non-strings count as absent; one row carrying a date is enough", () => {
    expect(viewDateFields([])).toEqual([]);
    expect(viewDateFields([{ id: "a", created: "", updated: null }])).toEqual([]);
    expect(viewDateFields([{ id: "a", created: 1 }])).toEqual([]);
    expect(
      viewDateFields([
        { id: "a", updated: "" },
        { id: "b", updated: DATE },
      ]),
    ).toEqual(["updated"]);
  });
});

describe("collectionDateFields", () => {
  test("base and auth collections always have both dates, whatever is given", () => {
    expect(collectionDateFields({ type: "base" }, [])).toEqual(["created", "updated"]);
    expect(collectionDateFields({ type: "auth" }, ["updated"])).toEqual(["created", "updated"]);
  });

  test("a view has the dates given, in table order; none by default", () => {
    expect(collectionDateFields({ type: "view" })).toEqual([]);
    expect(collectionDateFields({ type: "view" }, ["updated", "created"])).toEqual(["created", "updated"]);
    expect(collectionDateFields({ type: "view" }, ["updated"])).toEqual(["updated"]);
  });
});

describe("a view's columns, identifiers and export follow its dates one by one", () => {
  const cases = [
    { dates: ["created"] as const, expected: ["created"] },
    { dates: ["updated"] as const, expected: ["updated"] },
    { dates: ["created", "updated"] as const, expected: ["created", "updated"] },
    { dates: [] as const, expected: [] },
  ];
  for (const { dates, expected } of cases) {
    test(`dates [${dates.join(", ")}]`, () => {
      expect(tableColumns(view, dates)).toEqual(["id", "title", ...expected]);
      expect(systemFields(view, dates)).toEqual(["id", ...expected]);
      expect(collectionIdentifiers(view, dates)).toEqual(["id", ...expected, "title"]);
      expect(exportColumns(view, dates)).toEqual(["id", "title", ...expected]);
    });
  }

  test("a sort on a date the view does not select falls back (to -created when it has it, else none)", () => {
    expect(resolveSort("-updated", collectionIdentifiers(view, ["created"]))).toBe("-created");
    expect(resolveSort("-updated", collectionIdentifiers(view, ["updated"]))).toBe("-updated");
    expect(resolveSort("-created", collectionIdentifiers(view, ["updated"]))).toBe("");
    expect(resolveSort("", collectionIdentifiers(view, []))).toBe("");
  });

  test("base and auth collections keep both dates", () => {
    expect(tableColumns(users, [])).toEqual(["id", "username", "email", "name", "created", "updated"]);
    expect(exportColumns(users, ["created"]).slice(-2)).toEqual(["created", "updated"]);
  });
});
