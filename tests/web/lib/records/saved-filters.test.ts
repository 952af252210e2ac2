import { expect, test } from "vitest";
import {
  addSavedFilter,
  loadSavedFilters,
  removeSavedFilter,
  savedFiltersKey,
} from "../../../../web/src/lib/records/saved-filters.ts";
import { MemoryStorage } from "../memory-storage.ts";

test("saved filters are kept per collection, sorted by name, replaced by name and removable", () => {
  const storage = new MemoryStorage();
  expect(loadSavedFilters(storage, "c1")).toEqual([]);
  addSavedFilter(storage, "c1", { name: " zed ", filter: "a = 1", sort: "-created" });
  addSavedFilter(storage, "c1", { name: "alpha", filter: "b = 2", sort: "" });
  addSavedFilter(storage, "c2", { name: "other", filter: "", sort: "id" });
  expect(loadSavedFilters(storage, "c1").map((f) => f.name)).toEqual(["alpha", "zed"]);
  const replaced = addSavedFilter(storage, "c1", { name: "zed", filter: "a = 2", sort: "id" });
  expect(replaced).toEqual([
    { name: "alpha", filter: "b = 2", sort: "" },
    { name: "zed", filter: "a = 2", sort: "id" },
  ]);
  expect(removeSavedFilter(storage, "c1", "alpha")).toEqual([{ name: "zed", filter: "a = 2", sort: "id" }]);
  removeSavedFilter(storage, "c1", "zed");
  expect(storage.getItem(savedFiltersKey("c1"))).toBe(null);
  expect(loadSavedFilters(storage, "c2")).toHaveLength(1);
});

test("unreadable storage counts as no saved filters", () => {
  const storage = new MemoryStorage();
  storage.setItem(savedFiltersKey("c"), "{nope");
  expect(loadSavedFilters(storage, "c")).toEqual([]);
  storage.setItem(savedFiltersKey("c"), '[{"name":"a","filter":"x","sort":""},{"name":1}]');
  expect(loadSavedFilters(storage, "c")).toEqual([{ name: "a", filter: "x", sort: "" }]);
});
