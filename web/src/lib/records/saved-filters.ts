/** @module Named filters (filter + sort) of a collection, remembered in localStorage. */

export interface SavedFilter {
  name: string;
  filter: string;
  sort: string;
}

export function savedFiltersKey(collectionId: string): string {
  return `pbdeck_saved_filters_${collectionId}`;
}

function isSavedFilter(x: unknown): x is SavedFilter {
  if (!x || typeof x !== "object") return false;
  const f = x as Record<string, unknown>;
  return typeof f.name === "string" && typeof f.filter === "string" && typeof f.sort === "string";
}

/** The saved filters of a collection (an unreadable entry counts as none). */
export function loadSavedFilters(storage: Storage, collectionId: string): SavedFilter[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(savedFiltersKey(collectionId)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter(isSavedFilter) : [];
  } catch {
    return [];
  }
}

function store(storage: Storage, collectionId: string, list: SavedFilter[]): SavedFilter[] {
  if (list.length) storage.setItem(savedFiltersKey(collectionId), JSON.stringify(list));
  else storage.removeItem(savedFiltersKey(collectionId));
  return list;
}

/** Saves a filter under a trimmed name (replacing one of the same name); returns the new list. */
export function addSavedFilter(storage: Storage, collectionId: string, entry: SavedFilter): SavedFilter[] {
  const name = entry.name.trim();
  const list = loadSavedFilters(storage, collectionId).filter((f) => f.name !== name);
  return store(
    storage,
    collectionId,
    [...list, { ...entry, name }].sort((a, b) => a.name.localeCompare(b.name)),
  );
}

/** Removes a saved filter by name; returns the new list. */
export function removeSavedFilter(storage: Storage, collectionId: string, name: string): SavedFilter[] {
  return store(
    storage,
    collectionId,
    loadSavedFilters(storage, collectionId).filter((f) => f.name !== name),
  );
}
