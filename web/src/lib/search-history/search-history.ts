/** @module Recent searches of a search bar, newest first, kept in localStorage under one key per bar (and collection). */

/** How many recent searches a bar keeps. */
export const SEARCH_HISTORY_LIMIT = 10;

const prefix = "pbdeck_search_history:";

/** `searches` with `entry` moved (or added) to the front, without blanks or duplicates, at most the limit. */
export function addSearch(searches: readonly string[], entry: string): string[] {
  const text = entry.trim();
  if (text === "") return [...searches];
  return [text, ...searches.filter((s) => s !== text)].slice(0, SEARCH_HISTORY_LIMIT);
}

/** The stored searches of `key` (empty when missing or unreadable). */
export function loadSearches(storage: Pick<Storage, "getItem">, key: string): string[] {
  try {
    const value = JSON.parse(storage.getItem(prefix + key) ?? "[]");
    return Array.isArray(value)
      ? value.filter((s): s is string => typeof s === "string").slice(0, SEARCH_HISTORY_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** Stores the searches of `key`. */
export function saveSearches(
  storage: Pick<Storage, "setItem">,
  key: string,
  searches: readonly string[],
): void {
  try {
    storage.setItem(prefix + key, JSON.stringify(searches));
  } catch {
    // storage full or disabled: the history is a convenience, the search itself still runs
  }
}
