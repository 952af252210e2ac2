/**
 * @module The import screen's comparison of the pasted file (already in the server's format) with
 * the backend's collections: the diff, what Merge keeps, the collections to send, and both sides in
 * the shape the side-by-side review shows (`schema` + `options`).
 */
import type { CollectionsFormat } from "../../../../../shared/client/generations/collections-api.ts";
import type { Collection } from "../../../../../shared/models.ts";
import type { ExportedCollection } from "../../../../../shared/schema/collections-export.ts";
import { comparableFields } from "../../../../../shared/schema/fields-compare.ts";
import { compareSchemas } from "../../../../../shared/schema/schema-compare.ts";
import { diffSchemas, type SchemaDiff } from "../../../../../shared/schema/schema-diff.ts";
import type { KeptItem } from "../../../../../shared/schema/schema-kept.ts";
import { keptByImport } from "./import-kept.ts";

export interface ImportComparison {
  diff: SchemaDiff;
  kept: KeptItem[];
  /** What the import endpoint receives. */
  payload: ExportedCollection[];
  /** The backend's collections and the file's, as the review's rows read them. */
  before: Collection[];
  after: ExportedCollection[];
}

/**
 * Up to v0.22 the diff matches by id only (a same-named collection with another id shows as added
 * until "Replace with original ids"); from v0.23 it is `pbdeck diff`'s comparison: ids aligned by
 * name, system collections and fields never deleted, a setting the file leaves out kept.
 */
export function compareImport(
  current: readonly Collection[],
  incoming: readonly ExportedCollection[],
  format: CollectionsFormat,
  deleteMissing: boolean,
): ImportComparison {
  if (format === "schema") {
    return {
      diff: diffSchemas(current, incoming, { deleteMissing, matchByName: false }),
      kept: keptByImport(current, incoming, true, deleteMissing),
      payload: [...incoming],
      before: [...current],
      after: [...incoming],
    };
  }
  const compared = compareSchemas(current, incoming, format, deleteMissing);
  const shown = comparableFields(current, compared.payload);
  return { ...compared, before: shown.current, after: shown.incoming };
}
