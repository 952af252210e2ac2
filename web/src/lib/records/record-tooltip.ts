/** @module The hover text of a relation chip: the related record's fields, capped like the spec's record info. */
import type { Collection, RecordModel } from "../../../../shared/models.ts";
import { truncate } from "../format.ts";

/** Characters of a record's hover text (spec §9: record info tooltip 800). */
export const RECORD_TOOLTIP_MAX = 800;
/** File names shown per file field (spec §9: up to 5 files per file field). */
export const RECORD_TOOLTIP_FILES = 5;

/**
 * The related record as indented JSON (without its own expand), at most 800 characters; with its
 * collection known, each file field lists at most 5 file names.
 */
export function recordTooltip(record: RecordModel, collection?: Collection | null): string {
  const { expand: _expand, ...fields } = record;
  for (const field of collection?.schema ?? []) {
    const files = fields[field.name];
    if (field.type === "file" && Array.isArray(files) && files.length > RECORD_TOOLTIP_FILES)
      fields[field.name] = files.slice(0, RECORD_TOOLTIP_FILES);
  }
  return truncate(JSON.stringify(fields, null, 2), RECORD_TOOLTIP_MAX);
}
