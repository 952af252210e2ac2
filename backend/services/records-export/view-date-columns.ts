/** @module The dates a view collection's SQL view selects: its export has those date columns only. */
import type { DatabaseSync } from "node:sqlite";
import type { Collection } from "../../../shared/models.ts";
import { DATE_FIELDS, type DateField } from "../../../shared/records/record-date-fields.ts";
import { tableInfo } from "../../db/view-save.ts";

/** The date columns (`created`, `updated`) the view of `collection` selects; none for a broken view or another type. */
export function viewDateColumns(
  db: DatabaseSync,
  collection: Pick<Collection, "type" | "name">,
): DateField[] {
  if (collection.type !== "view") return [];
  let names: string[];
  try {
    names = tableInfo(db, collection.name).map((column) => column.name);
  } catch {
    return []; // a broken view: its export fails on the query itself, with the list's message
  }
  return DATE_FIELDS.filter((name) => names.includes(name));
}
