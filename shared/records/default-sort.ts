/**
 * @module The order records are listed in when nothing else is asked. On PocketBase v0.23+ newest
 * first by the table's row id, as PocketBase's own dashboard does: every base and auth table has it,
 * a collection made through the API or a migration may have no `created`, and `created` has no index
 * there (at a million rows sorting by it scans the table, the row id is the table's own order). A
 * view has no row id and no order of its own. Before v0.23 newest first by `created`, which every
 * base and auth record has and those servers' own dashboards sort by (`@rowid` is not sortable there);
 * PocketBase makes no index on it, so at a million rows the console's index advice offers one.
 * pbdeck's embedded backend sorts by `@rowid` as v0.23+ does (`rowidSortable`), so its tables are
 * listed the v0.23+ way.
 */
import type { DisplayCollection } from "../client/generations/v023/collections-display.ts";
import type { Collection } from "../models.ts";

/** The sort of v0.23+ by insertion, newest first (`@rowid` is sortable, not a field). */
export const ROWID_DESC = "-@rowid";

/**
 * The default sort of a collection whose identifiers are `knownFields` (see `collectionIdentifiers`).
 * @example defaultRecordsSort({ type: "base", fromFields: true }, ["id", "title", "created"]) === "-@rowid"
 */
export function defaultRecordsSort(
  collection: Pick<Collection, "type"> & Pick<DisplayCollection, "fromFields">,
  knownFields: readonly string[],
  { rowidSortable = false }: { rowidSortable?: boolean } = {},
): string {
  if (collection.type !== "view" && (collection.fromFields || rowidSortable)) return ROWID_DESC;
  if (collection.fromFields) return "";
  // before v0.23 `@rowid` is not sortable; a view there has `created` only when its query selects it
  return knownFields.includes("created") ? "-created" : "";
}

/** Whether a sort key is the row id (`@rowid`, `-@rowid`): the insertion order, not a field. */
export function isRowidSort(key: string): boolean {
  return key.replace(/^[+-]/, "") === "@rowid";
}
