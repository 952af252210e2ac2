/** @module Value normalisation per field type ("prepare value"), used on read, write and validation. */
import type { SchemaField } from "../../shared/models.ts";

/** Whether a select/file/relation field holds a list. */
export function isMultiple(field: SchemaField): boolean {
  if (field.type === "select" || field.type === "file") return field.options.maxSelect > 1;
  if (field.type === "relation") return field.options.maxSelect === null || field.options.maxSelect > 1;
  return false;
}

/** Normalises any input or stored value for a field (to be implemented fully). */
export function normaliseFieldValue(_field: SchemaField, value: unknown): unknown {
  return value;
}
