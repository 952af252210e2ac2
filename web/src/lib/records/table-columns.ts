/** @module The records table's columns for the connected backend's collection model. */
import { hasBuiltInUsername } from "../../../../shared/client/generations/v023/collections-display.ts";
import type { Collection } from "../../../../shared/models.ts";
import type { DateField } from "../../../../shared/records/record-date-fields.ts";
import { tableColumns } from "../collections/collection-fields.ts";

/**
 * The table's columns (see `tableColumns`), without the built-in `username` of v0.18 auth records on a
 * v0.23+ collection (there a `username` is an ordinary field, listed with the schema when it exists).
 */
export function recordsTableColumns(
  collection: Pick<Collection, "type" | "schema">,
  viewDates: readonly DateField[] = [],
): string[] {
  const columns = tableColumns(collection, viewDates);
  if (collection.type !== "auth" || hasBuiltInUsername(collection)) return columns;
  const builtIn = columns.indexOf("username"); // the account column comes before the schema's
  return columns.filter((_, i) => i !== builtIn);
}
