/**
 * @module The comparison `diff`, `import` and the TUI make between a server's collections and a
 * file already in the server's format (`file-for-target.ts`): the plan, what is kept without
 * deleteMissing, and the collections to send to the import endpoint.
 */
import type { CollectionsFormat } from "../client/generations/collections-api.ts";
import type { ExportedCollection } from "./collections-export.ts";
import { comparableFields } from "./fields-compare.ts";
import { alignIncoming, diffSchemas, type SchemaDiff } from "./schema-diff.ts";
import { type KeptItem, keptWithoutDeleteMissing } from "./schema-kept.ts";

export interface SchemaComparison {
  diff: SchemaDiff;
  /** What only the server has and an import without deleteMissing keeps (empty with it). */
  kept: KeptItem[];
  /** The file's collections with the server's ids where names match: the import's payload. */
  payload: ExportedCollection[];
}

/**
 * Compares `current` (the server's, in `format`) with `incoming` (the file's, in the same format).
 * From v0.23 on, system collections and fields are never removed (the import keeps them) and a
 * setting the file leaves out is no difference (the import keeps the server's).
 * @example compareSchemas(await api.collections.list(), file.collections, api.collections.format, false)
 */
export function compareSchemas(
  current: readonly ExportedCollection[],
  incoming: readonly ExportedCollection[],
  format: CollectionsFormat,
  deleteMissing: boolean,
): SchemaComparison {
  const payload = alignIncoming(current, incoming);
  if (format === "schema") {
    return {
      diff: diffSchemas(current, payload, { deleteMissing }),
      kept: deleteMissing ? [] : keptWithoutDeleteMissing(current, payload),
      payload,
    };
  }
  const both = comparableFields(current, payload);
  return {
    diff: diffSchemas(both.current, both.incoming, { deleteMissing, systemStays: true }),
    kept: deleteMissing ? [] : keptWithoutDeleteMissing(both.current, both.incoming, { systemStays: true }),
    payload,
  };
}
