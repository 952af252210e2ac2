/**
 * @module Value normalisation per field type ("prepare value"), used on read, write and validation.
 *
 * Normalised shapes: text/editor/email/url/date → string; number → finite number; bool → boolean;
 * select/file/relation → string (single) or string[] (multiple); json → raw JSON text or null.
 */
import type { SQLInputValue } from "node:sqlite";
import { parseDateTime } from "../../../shared/dates.ts";
import type { SchemaField } from "../../../shared/models.ts";
import { goJson, goJsonSorted } from "../../lib/go-json.ts";

/** Whether a select/file/relation field holds a list. */
export function isMultiple(field: SchemaField): boolean {
  if (field.type === "select" || field.type === "file") return field.options.maxSelect > 1;
  if (field.type === "relation") return field.options.maxSelect === null || field.options.maxSelect > 1;
  return false;
}

/** Whether the field type stores a list of strings (in its multiple form). */
export function isListType(field: SchemaField): boolean {
  return field.type === "select" || field.type === "file" || field.type === "relation";
}

/** A number as Go's `%v`/`FormatFloat(f, 'f', -1)` prints it: never in exponent form. */
export function formatPlainNumber(value: number): string {
  if (!Number.isFinite(value)) return "0";
  const text = String(value);
  if (!/e/i.test(text)) return text;
  if (Number.isInteger(value)) return BigInt(value).toString();
  return value.toFixed(20).replace(/0+$/, "").replace(/\.$/, "");
}

/** Go `cast.ToString`: scalars to text, anything structured to "". */
export function castToString(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return formatPlainNumber(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (typeof value === "bigint") return value.toString();
  if (value instanceof Uint8Array) return Buffer.from(value).toString("utf8");
  return "";
}

/** Go `cast.ToFloat64`: numbers as they are, numeric strings parsed, true → 1, anything else 0. */
export function castToNumber(value: unknown): number {
  if (typeof value === "number") return Number.isFinite(value) ? value : 0;
  if (typeof value === "boolean") return value ? 1 : 0;
  if (typeof value === "bigint") return Number(value);
  if (typeof value === "string") {
    const text = value.trim() === value ? value : "";
    if (!/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(text)) return 0;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

const trueWords = new Set(["1", "t", "T", "TRUE", "true", "True"]);

/** Go `cast.ToBool`: booleans as they are, non-zero numbers, ParseBool-style true strings. */
export function castToBool(value: unknown): boolean {
  if (typeof value === "boolean") return value;
  if (typeof value === "number") return value !== 0 && !Number.isNaN(value);
  if (typeof value === "bigint") return value !== 0n;
  if (typeof value === "string") return trueWords.has(value);
  return false;
}

/** Unique non-empty strings of a value (PocketBase's ToUniqueStringSlice), first occurrence kept. */
export function toUniqueStrings(value: unknown): string[] {
  let items: string[] = [];
  if (value === null || value === undefined) items = [];
  else if (Array.isArray(value)) items = value.map(castToString);
  else if (typeof value === "string") {
    if (value === "") items = [];
    else if (value.includes("[")) items = parseStringArray(value) ?? [value];
    else items = [value];
  } else if (typeof value === "number" || typeof value === "boolean" || typeof value === "bigint")
    items = [castToString(value)];
  const seen = new Set<string>();
  const out: string[] = [];
  for (const item of items) {
    if (item === "" || seen.has(item)) continue;
    seen.add(item);
    out.push(item);
  }
  return out;
}

function parseStringArray(text: string): string[] | null {
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed === null) return [];
    if (!Array.isArray(parsed) || !parsed.every((v) => typeof v === "string" || v === null)) return null;
    return parsed.map((v) => v ?? "");
  } catch {
    return null;
  }
}

/** The raw JSON text of a json field value (null when empty), with PocketBase's string rules. */
export function normaliseJsonValue(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (value instanceof Uint8Array) return normaliseJsonValue(Buffer.from(value).toString("utf8"));
  if (typeof value === "string") {
    if (value === "") return '""';
    if (value === "null" || value === "true" || value === "false") return value;
    if (/^[0-9"[{]/.test(value) && isValidJson(value)) return value;
    return goJson(value);
  }
  if (typeof value === "number" && !Number.isFinite(value)) return null;
  return goJsonSorted(value);
}

function isValidJson(text: string): boolean {
  try {
    JSON.parse(text);
    return true;
  } catch {
    return false;
  }
}

/** Normalises any input or stored value for a field (the one "prepare value" of the backend). */
export function normaliseFieldValue(field: SchemaField, value: unknown): unknown {
  switch (field.type) {
    case "text":
    case "editor":
    case "email":
    case "url":
      return castToString(value);
    case "number":
      return castToNumber(value);
    case "bool":
      return castToBool(value);
    case "date":
      return typeof value === "string" || value instanceof Date ? parseDateTime(value) : "";
    case "json":
      return normaliseJsonValue(value);
    case "select":
    case "file":
    case "relation": {
      const list = toUniqueStrings(value);
      if (isMultiple(field)) return list;
      return list.length > 0 ? list[list.length - 1] : "";
    }
    default:
      return value;
  }
}

/** A normalised field value as written into its column. */
export function columnValue(field: SchemaField, value: unknown): SQLInputValue {
  const normalised = normaliseFieldValue(field, value);
  if (Array.isArray(normalised)) return goJson(normalised);
  if (typeof normalised === "boolean") return normalised ? 1 : 0;
  return normalised as SQLInputValue;
}

/** A normalised field value as the API shows it (json text parsed, lists copied). */
export function exportedValue(field: SchemaField, value: unknown): unknown {
  const normalised = normaliseFieldValue(field, value);
  if (field.type === "json") return normalised === null ? null : JSON.parse(normalised as string);
  if (Array.isArray(normalised)) return [...normalised];
  return normalised;
}

/** PocketBase's emptiness test used by `required`: "", 0, false, [], null and empty JSON. */
export function isEmptyFieldValue(field: SchemaField, value: unknown): boolean {
  const normalised = normaliseFieldValue(field, value);
  if (field.type === "json") {
    const text = typeof normalised === "string" ? normalised.trim() : "";
    return text === "" || text === "null" || text === '""' || text === "[]" || text === "{}";
  }
  if (Array.isArray(normalised)) return normalised.length === 0;
  return normalised === "" || normalised === 0 || normalised === false;
}

/** The list form of a select/file/relation value, whatever its single/multiple shape. */
export function listOf(value: unknown): string[] {
  return toUniqueStrings(value);
}
