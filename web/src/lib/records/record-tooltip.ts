/** @module The hover text of a relation chip: the related record's fields, capped like the spec's record info. */
import type { RecordModel } from "../../../../shared/models.ts";
import { truncate } from "../format.ts";

/** Characters of a record's hover text (spec §9: record info tooltip 800). */
export const RECORD_TOOLTIP_MAX = 800;

/** The related record as indented JSON (without its own expand), at most 800 characters. */
export function recordTooltip(record: RecordModel): string {
  const { expand: _expand, ...fields } = record;
  return truncate(JSON.stringify(fields, null, 2), RECORD_TOOLTIP_MAX);
}
