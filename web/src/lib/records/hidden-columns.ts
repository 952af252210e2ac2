/** @module The records table's hidden columns, remembered per collection in localStorage. */

export function hiddenColumnsKey(collectionId: string): string {
  return `pbdeck_hidden_columns_${collectionId}`;
}

export function loadHiddenColumns(storage: Storage, collectionId: string): string[] {
  try {
    const parsed = JSON.parse(storage.getItem(hiddenColumnsKey(collectionId)) ?? "[]");
    return Array.isArray(parsed) ? parsed.filter((x) => typeof x === "string") : [];
  } catch {
    return [];
  }
}

export function saveHiddenColumns(storage: Storage, collectionId: string, hidden: string[]): void {
  if (hidden.length) storage.setItem(hiddenColumnsKey(collectionId), JSON.stringify(hidden));
  else storage.removeItem(hiddenColumnsKey(collectionId));
}

/** Toggles a column in the hidden list. */
export function toggleColumn(hidden: string[], column: string): string[] {
  return hidden.includes(column) ? hidden.filter((c) => c !== column) : [...hidden, column];
}
