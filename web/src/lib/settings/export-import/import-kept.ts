/**
 * @module What a Merge import (deleteMissing off) leaves in place, for the review: the collections
 * and fields only the backend has, named as the CLI and TUI name them (`demo3.*`, `demo2.active`).
 */

import type { Collection } from "../../../../../shared/models.ts";
import type { ExportedCollection } from "../../../../../shared/schema/collections-export.ts";
import {
  type KeptItem,
  keptDetail,
  keptPath,
  keptWithoutDeleteMissing,
} from "../../../../../shared/schema/schema-kept.ts";

/** The title of the kept list. */
export const KEPT_TITLE = "Kept (not in the file)";
/** Why they are kept, in one line (the console's modes are the radios Merge and Delete missing). */
export const KEPT_REASON = "Merge leaves these in place; only Delete missing deletes them.";

/** One line of the kept list. */
export interface KeptRow {
  key: string;
  /** `name.*` for a whole collection, `collection.field` for a field. */
  path: string;
  /** `text` for a field, `base, 2 fields` for a collection. */
  detail: string;
}

/**
 * What the import keeps: nothing with Delete missing (the deletion confirmation covers that) or
 * before both the file and the backend's collections are there.
 */
export function keptByImport(
  current: readonly Collection[],
  incoming: readonly ExportedCollection[] | null,
  loaded: boolean,
  deleteMissing: boolean,
): KeptItem[] {
  if (deleteMissing || !loaded || incoming === null) return [];
  return keptWithoutDeleteMissing(current, incoming);
}

/** The kept items as list rows, in the diff's order. */
export function keptRows(kept: readonly KeptItem[]): KeptRow[] {
  return kept.map((item) => ({
    key: `${item.collection}:${item.field?.id ?? "*"}`,
    path: keptPath(item),
    detail: keptDetail(item),
  }));
}
