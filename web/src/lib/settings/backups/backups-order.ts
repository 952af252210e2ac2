/** @module Order of the backups list. */

/** Newest modified first; ties by key so the order is stable. */
export function sortBackups<T extends { key: string; modified: string }>(list: readonly T[]): T[] {
  return [...list].sort((a, b) => b.modified.localeCompare(a.modified) || a.key.localeCompare(b.key));
}
