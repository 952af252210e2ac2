import { expect, test } from "vitest";
import {
  apiSort,
  collectionIdentifiers,
  isMultiple,
  searchIdentifiers,
  tableColumns,
} from "../../../web/src/lib/collections/collection-fields.ts";
import {
  pickActiveCollection,
  searchCollections,
  sortCollections,
} from "../../../web/src/lib/collections/collections-order.ts";
import { errorMessageAt, getErrorAt, removeErrorAt } from "../../../web/src/lib/error-paths.ts";
import { documentTitle, truncate } from "../../../web/src/lib/format.ts";
import { remainingFileSlots } from "../../../web/src/lib/records/file-types.ts";
import {
  loadHiddenColumns,
  saveHiddenColumns,
  toggleColumn,
} from "../../../web/src/lib/records/hidden-columns.ts";
import { guardRedirect } from "../../../web/src/lib/route-guards.ts";
import { demo, users } from "./fixtures.ts";
import { MemoryStorage } from "./memory-storage.ts";

test("collections order auth, base, view, then by name", () => {
  const list = [
    { id: "1", name: "zeta", type: "base" as const },
    { id: "2", name: "v", type: "view" as const },
    { id: "3", name: "users", type: "auth" as const },
    { id: "4", name: "alpha", type: "base" as const },
    { id: "5", name: "clients", type: "auth" as const },
  ];
  expect(sortCollections(list).map((c) => c.name)).toEqual(["clients", "users", "alpha", "zeta", "v"]);
  expect(searchCollections(list, "ALP").map((c) => c.name)).toEqual(["alpha"]);
  expect(pickActiveCollection(list, "4")?.name).toBe("alpha");
  expect(pickActiveCollection(list, "users")?.id).toBe("3");
  expect(pickActiveCollection(list, "missing")?.id).toBe("1");
  expect(pickActiveCollection([], "x")).toBeNull();
});

test("columns and identifiers per collection type", () => {
  expect(tableColumns(users)).toEqual(["id", "username", "email", "name", "created", "updated"]);
  expect(collectionIdentifiers(users)).toEqual([
    "id",
    "username",
    "email",
    "emailVisibility",
    "verified",
    "created",
    "updated",
    "name",
  ]);
  // plain search text looks in every identifier: numbers, bools, dates and the auth flags too
  expect(searchIdentifiers(users)).toEqual([
    "id",
    "username",
    "email",
    "emailVisibility",
    "verified",
    "created",
    "updated",
    "name",
  ]);
  expect(searchIdentifiers(demo)).toEqual(expect.arrayContaining(["bool", "number", "datetime", "created"]));
  const field = (n: string) => demo.schema.find((f) => f.name === n)!;
  expect(isMultiple(field("rel_many"))).toBe(true);
  expect(isMultiple(field("rel_one"))).toBe(false);
  expect(isMultiple(field("file_many"))).toBe(true);
});

test("nested field errors are read and cleared by path", () => {
  const errors = {
    email: { code: "x", message: "Bad email." },
    schema: { "0": { name: { code: "y", message: "Bad name." } } },
  };
  expect(errorMessageAt(errors, "email")).toBe("Bad email.");
  expect(errorMessageAt(errors, "schema.0.name")).toBe("Bad name.");
  expect(errorMessageAt(errors, "schema")).toBe("Invalid value");
  expect(errorMessageAt(errors, "missing")).toBe("");
  expect(getErrorAt(removeErrorAt(errors, "schema.0.name"), "schema")).toBeUndefined();
  expect(Object.keys(removeErrorAt(errors, "email"))).toEqual(["schema"]);
});

test("route guards: signed-out-only, admin-only and the installer flag", () => {
  expect(guardRedirect("guest", true, "/login", "")).toBe("/");
  expect(guardRedirect("guest", false, "/login", "")).toBeNull();
  expect(guardRedirect("admin", false, "/collections", "")).toBe("/");
  expect(guardRedirect("admin", true, "/collections", "")).toBeNull();
  expect(guardRedirect("any", false, "/login", "?installer")).toBe("/");
  expect(guardRedirect("any", false, "/", "?installer")).toBeNull();
});

test("hidden columns are remembered per collection", () => {
  const storage = new MemoryStorage();
  expect(loadHiddenColumns(storage, "c1")).toEqual([]);
  saveHiddenColumns(storage, "c1", toggleColumn([], "created"));
  expect(loadHiddenColumns(storage, "c1")).toEqual(["created"]);
  expect(loadHiddenColumns(storage, "c2")).toEqual([]);
  saveHiddenColumns(storage, "c1", toggleColumn(["created"], "created"));
  expect(storage.length).toBe(0);
});

test("display helpers", () => {
  expect(truncate("abcdef", 4)).toBe("abc…");
  expect(truncate("abc", 4)).toBe("abc");
  expect(documentTitle("demo1", "Acme")).toBe("demo1 - Acme - pbdeck");
  expect(documentTitle("", "")).toBe("pbdeck");
  expect(remainingFileSlots(3, 2, 1, 1)).toBe(1);
  expect(remainingFileSlots(3, 3, 0, 0)).toBe(0);
});

test("relation columns sort through the related collection's presentable fields", () => {
  const target = { id: "x", schema: demo.schema.map((f) => ({ ...f, presentable: f.name === "text" })) };
  expect(apiSort("-rel_one", demo, [target])).toBe("-rel_one.text");
  expect(apiSort("+rel_many", demo, [target])).toBe("+rel_many.text");
  expect(apiSort("rel_one", demo, [target])).toBe("rel_one.text");
  expect(apiSort("-rel_one", demo, [])).toBe("-rel_one");
  expect(apiSort("-created", demo, [target])).toBe("-created");
});
