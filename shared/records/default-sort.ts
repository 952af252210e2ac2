/**
 * @module The order records are listed in when nothing else is asked: newest first by `created`;
 * without it, on PocketBase v0.23+ newest first by the table's row id (what PocketBase's own dashboard
 * does: a collection made through the API or a migration may have no `created`); a view without it
 * has no order of its own.
 */
import type { DisplayCollection } from "../client/generations/v023/collections-display.ts";
import type { Collection } from "../models.ts";

/** The sort of v0.23+ by insertion, newest first (`@rowid` is sortable, not a field). */
export const ROWID_DESC = "-@rowid";

/**
 * The default sort of a collection whose identifiers are `knownFields` (see `collectionIdentifiers`).
 * @example defaultRecordsSort({ type: "base", fromFields: true }, ["id", "title"]) === "-@rowid"
 */
export function defaultRecordsSort(
  collection: Pick<Collection, "type"> & Pick<DisplayCollection, "fromFields">,
  knownFields: readonly string[],
): string {
  if (knownFields.includes("created")) return "-created";
  // before v0.23 every base and auth record has `created`, and `@rowid` is not sortable
  return collection.fromFields && collection.type !== "view" ? ROWID_DESC : "";
}

/** Whether a sort key is the row id (`@rowid`, `-@rowid`): the insertion order, not a field. */
export function isRowidSort(key: string): boolean {
  return key.replace(/^[+-]/, "") === "@rowid";
}
