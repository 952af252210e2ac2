/** @module "Replace with original ids": imported collections matching existing ones by name take their ids. */

import type { Collection } from "../../../../../shared/models.ts";
import type { ExportedCollection } from "../../../../../shared/schema/collections-export.ts";
import { alignIncoming } from "../../../../../shared/schema/schema-diff.ts";

/**
 * A copy of the import where collections matching existing ones (by name) carry the existing ids,
 * their fields the existing field ids (by name), and every relation's `options.collectionId`
 * follows the rewritten collection ids.
 */
export function replaceWithOriginalIds(
  current: readonly Collection[],
  incoming: readonly ExportedCollection[],
): ExportedCollection[] {
  const aligned = alignIncoming(current, incoming);
  const idMap = new Map<string, string>();
  incoming.forEach((item, i) => {
    if (item.id && item.id !== aligned[i].id) idMap.set(item.id, aligned[i].id);
  });
  if (idMap.size === 0) return aligned;
  return aligned.map((item) => {
    const schema = (Array.isArray(item.schema) ? item.schema : []).map((field) => {
      const options = (field.options ?? {}) as Record<string, unknown>;
      const target = typeof options.collectionId === "string" ? idMap.get(options.collectionId) : undefined;
      return target ? { ...field, options: { ...options, collectionId: target } } : field;
    });
    return { ...item, schema } as ExportedCollection;
  });
}

/** Whether some imported collection or field matches an existing one but carries another id. */
export function hasIdMismatches(
  current: readonly Collection[],
  incoming: readonly ExportedCollection[],
): boolean {
  const aligned = alignIncoming(current, incoming);
  return incoming.some(
    (item, i) =>
      item.id !== aligned[i].id ||
      (Array.isArray(item.schema) && item.schema.some((f, j) => f.id !== aligned[i].schema?.[j]?.id)),
  );
}
