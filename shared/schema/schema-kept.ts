/**
 * @module What an import without deleteMissing keeps: the collections and fields only the backend
 * has. PocketBase leaves them alone in that mode, so they are not differences an import can settle;
 * the CLI, TUI and console name them instead of calling the backend "in sync" or "different".
 */

import type { Collection } from "../models.ts";
import { plural } from "../plural.ts";
import type { ExportedCollection } from "./collections-export.ts";
import { diffSchemas, type FieldRef } from "./schema-diff.ts";

/** A collection (field null) or a field that only the backend has. */
export interface KeptItem {
  /** The collection's name after the import. */
  collection: string;
  /** The collection's type. */
  type: string;
  /** The field only the backend has, or null when the whole collection is only in the backend. */
  field: FieldRef | null;
  /** How many fields a whole kept collection has (0 for a field). */
  fieldCount: number;
}

/**
 * The collections and fields that only the backend has, in the diff's order: removed by an import
 * with deleteMissing, kept without it.
 * @example keptWithoutDeleteMissing(await pb.collections.getFullList(), parseCollectionsFile(text))
 */
export function keptWithoutDeleteMissing(
  current: readonly (Collection | ExportedCollection)[],
  incoming: readonly ExportedCollection[],
  { systemStays = false }: { systemStays?: boolean } = {},
): KeptItem[] {
  const exact = diffSchemas(current, incoming, { deleteMissing: true, systemStays });
  return exact.collections.flatMap((c): KeptItem[] => {
    if (c.kind === "removed") {
      return [{ collection: c.name, type: c.type, field: null, fieldCount: c.fields.removed.length }];
    }
    return c.fields.removed.map((field) => ({ collection: c.name, type: c.type, field, fieldCount: 0 }));
  });
}

/** `demo3.title` for a field, `demo4.*` for a whole collection (as the import's confirmation names them). */
export function keptPath(item: KeptItem): string {
  return `${item.collection}.${item.field ? item.field.name : "*"}`;
}

/** What a kept item is: its field type (`text`), or a whole collection's type and size (`base, 2 fields`). */
export function keptDetail(item: KeptItem): string {
  if (item.field) return item.field.type;
  const n = item.fieldCount;
  return `${item.type}, ${plural(n, "field")}`;
}

/** The one-line reason with the names: `kept because --delete-missing is off: demo3.title, demo4.*`. */
export function keptReason(items: readonly KeptItem[], flag = "--delete-missing"): string {
  return `kept because ${flag} is off: ${items.map(keptPath).join(", ")}`;
}
