import { describe, expect, test } from "vitest";
import {
  addSearch,
  loadSearches,
  saveSearches,
} from "../../../../web/src/lib/search-history/search-history.ts";

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    getItem: (k: string) => map.get(k) ?? null,
    setItem: (k: string, v: string) => void map.set(k, v),
  };
}

describe("search history", () => {
  test("newest first, no blanks or duplicates, the last 10 only", () => {
    let list: string[] = [];
    for (let i = 1; i <= 12; i++) list = addSearch(list, `q${i}`);
    expect(list).toEqual(["q12", "q11", "q10", "q9", "q8", "q7", "q6", "q5", "q4", "q3"]);
    expect(addSearch(list, " q5 ").slice(0, 2)).toEqual(["q5", "q12"]);
    expect(addSearch(list, " ")).toEqual(list);
  });

  test("kept per key; unreadable storage gives an empty history", () => {
    const storage = memoryStorage();
    saveSearches(storage, "records:posts", ["a", "b"]);
    expect(loadSearches(storage, "records:posts")).toEqual(["a", "b"]);
    expect(loadSearches(storage, "records:users")).toEqual([]);
    storage.setItem("pbdeck_search_history:broken", "{not json");
    expect(loadSearches(storage, "broken")).toEqual([]);
  });
});
