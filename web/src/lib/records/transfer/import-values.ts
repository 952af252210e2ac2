/** @module Cells of a CSV or JSON records file as API values of the mapped fields. */
import type { Collection, FieldError, SchemaField } from "../../../../../shared/models.ts";
import { isMultiple } from "../../collections/collection-fields.ts";
import type { ColumnMapping } from "./import-mapping.ts";

/** A row of a records file: CSV rows hold strings, JSON rows any value. */
export type SourceRow = Record<string, unknown>;

/** A list value from a cell: a JSON array text, or comma-separated text, or a lone value. */
export function listOf(value: unknown): unknown[] {
  if (Array.isArray(value)) return value;
  if (value === null || value === undefined || value === "") return [];
  if (typeof value !== "string") return [value];
  const text = value.trim();
  if (text.startsWith("[")) {
    try {
      const parsed: unknown = JSON.parse(text);
      if (Array.isArray(parsed)) return parsed;
    } catch {
      // not JSON: split below
    }
  }
  return text
    .split(",")
    .map((part) => part.trim())
    .filter((part) => part !== "");
}

/** A boolean from a cell ("true"/"1"/"yes" are true); other text stays text so the server can refuse it. */
export function boolOf(value: unknown): unknown {
  if (typeof value !== "string") return value;
  const text = value.trim().toLowerCase();
  if (["true", "1", "yes"].includes(text)) return true;
  if (["false", "0", "no", ""].includes(text)) return false;
  return value;
}

/** The API value of one cell for `field` (CSV strings converted; JSON values kept). */
export function cellToValue(field: SchemaField, value: unknown): unknown {
  if (field.type === "bool") return boolOf(value);
  if (field.type === "number") {
    if (typeof value !== "string") return value;
    return value.trim() === "" ? null : Number(value.trim());
  }
  if (field.type === "select" || field.type === "relation") {
    const list = listOf(value);
    return isMultiple(field) ? list : (list[0] ?? "");
  }
  if (field.type === "json") {
    if (typeof value !== "string") return value;
    if (value.trim() === "") return null;
    try {
      return JSON.parse(value);
    } catch {
      return value; // kept as text: the preview reports it
    }
  }
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : String(value);
}

const AUTH_BOOLS = new Set(["emailVisibility", "verified"]);

/** Whether a converted cell failed to convert (text in a number, bool or JSON field). */
export function conversionError(field: SchemaField, raw: unknown, value: unknown): FieldError | null {
  if (field.type === "number" && typeof value === "number" && Number.isNaN(value))
    return { code: "validation_invalid_number", message: "Must be a valid number" };
  if (field.type === "bool" && typeof value !== "boolean" && value !== null && value !== undefined)
    return { code: "validation_invalid_bool", message: "Must be true or false" };
  if (field.type === "json" && typeof raw === "string" && value === raw)
    return { code: "validation_invalid_json", message: "Must be a valid json value" };
  return null;
}

/** A create body and the cells that could not be converted. */
export interface ConvertedRow {
  body: Record<string, unknown>;
  errors: Record<string, FieldError>;
}

/** The create body of one source row: mapped columns only, converted per field. */
export function rowToBody(
  collection: Pick<Collection, "schema">,
  mapping: ColumnMapping,
  row: SourceRow,
): ConvertedRow {
  const body: Record<string, unknown> = {};
  const errors: Record<string, FieldError> = {};
  for (const [column, target] of Object.entries(mapping)) {
    if (!target || !(column in row)) continue;
    const field = collection.schema.find((f) => f.name === target);
    const value = row[column];
    if (field) {
      body[target] = cellToValue(field, value);
      const problem = conversionError(field, value, body[target]);
      if (problem) errors[target] = problem;
    } else if (AUTH_BOOLS.has(target)) body[target] = boolOf(value);
    else body[target] = value === null || value === undefined ? "" : String(value);
  }
  if (body.id === "") delete body.id; // an empty id cell: let the server make one
  return { body, errors };
}
