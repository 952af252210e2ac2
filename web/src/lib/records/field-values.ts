/** @module Record form values per field type: initial values, JSON text, dates and value caps. */
import type { SchemaField } from "../../../../shared/models.ts";
import { isMultiple } from "../collections/collection-fields.ts";

/** The empty form value of a field (new records). */
export function emptyFieldValue(field: SchemaField): unknown {
  switch (field.type) {
    case "bool":
      return false;
    case "number":
      return null;
    case "json":
      return null;
    case "select":
    case "file":
    case "relation":
      return isMultiple(field) ? [] : "";
    default:
      return "";
  }
}

/** A value as a list (single values become a one-item list, empties an empty list). */
export function toList(value: unknown): string[] {
  if (Array.isArray(value)) return value.filter((v) => v !== "" && v != null).map(String);
  if (value === "" || value === null || value === undefined) return [];
  return [String(value)];
}

/** Keeps at most `max` entries, the latest ones (multi-select and multi-file caps). */
export function capValues<T>(values: T[], max: number | null | undefined): T[] {
  if (!max || max <= 0 || values.length <= max) return values;
  return values.slice(values.length - max);
}

/** A select/relation form value from a list: a single id for maxSelect 1, else the capped list. */
export function fromList(field: SchemaField, values: string[]): string | string[] {
  if (!isMultiple(field)) return values[values.length - 1] ?? "";
  const max =
    field.type === "relation" || field.type === "select" || field.type === "file"
      ? field.options.maxSelect
      : 1;
  return capValues(values, max);
}

const JSON_LITERAL = /^(true|false|null)$/;

/**
 * JSON text for the editor: true, false, null, arrays, objects and numeric strings are kept as
 * JSON; other strings are quoted.
 */
export function normalizeJsonText(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value !== "string") return JSON.stringify(value, null, 2) ?? "";
  const text = value.trim();
  if (text === "") return "";
  if (JSON_LITERAL.test(text) || (text !== "" && !Number.isNaN(Number(text)))) return text;
  if (/^[[{]/.test(text)) {
    try {
      return JSON.stringify(JSON.parse(text), null, 2);
    } catch {
      // not valid JSON: quoted below
    }
  }
  return JSON.stringify(value);
}

/** Validates editor text: empty or parseable JSON passes, otherwise the parser's message. */
export function validateJsonText(text: string): { valid: true } | { valid: false; message: string } {
  if (text.trim() === "") return { valid: true };
  try {
    JSON.parse(text);
    return { valid: true };
  } catch (err) {
    return { valid: false, message: err instanceof Error ? err.message : String(err) };
  }
}

/** A date value for the input: the UTC text truncated to 19 characters (`YYYY-MM-DD HH:MM:SS`). */
export function truncateDate(value: unknown): string {
  return typeof value === "string" ? value.slice(0, 19) : "";
}

/** A number input's text to a form value (empty -> null). */
export function parseNumberInput(text: string): number | null {
  if (text.trim() === "") return null;
  const n = Number(text);
  return Number.isFinite(n) ? n : null;
}

/** Whether a value is empty (empty string, null, empty list, all-zero id, year-0001 dates). */
export function isEmptyValue(value: unknown): boolean {
  if (value === null || value === undefined || value === "") return true;
  if (Array.isArray(value)) return value.length === 0;
  if (typeof value === "string") {
    return value === "000000000000000" || value.startsWith("0001-01-01");
  }
  if (typeof value === "object") return Object.keys(value as object).length === 0;
  return false;
}
