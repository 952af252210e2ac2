/** @module Exporting and importing part of the collections: the ticked ones out, the file's ones in. */
import type { Collection } from "../../../../../shared/models.ts";

/** The collections to export: all but the unticked ones, in the given order. */
export function pickedCollections(all: readonly Collection[], unticked: ReadonlySet<string>): Collection[] {
  return all.filter((c) => !unticked.has(c.id));
}

/**
 * The backend's collections that a file does not hold (matched by id, then by name): what
 * "Delete missing" would delete and "Merge" keeps.
 */
export function collectionsMissingFromFile(
  current: readonly Pick<Collection, "id" | "name">[],
  file: readonly { id?: string; name: string }[],
): string[] {
  const ids = new Set(file.map((c) => c.id).filter(Boolean));
  const names = new Set(file.map((c) => c.name.toLowerCase()));
  return current.filter((c) => !ids.has(c.id) && !names.has(c.name.toLowerCase())).map((c) => c.name);
}
