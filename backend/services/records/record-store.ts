/** @module Reading and writing the rows of collection tables; every value goes through record-values. */
import type { SQLInputValue } from "node:sqlite";
import { parseDateTime } from "../../../shared/dates.ts";
import type { Collection, SchemaField } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { quoteId } from "../../db/connection.ts";
import { cachedStatement } from "../../db/statement-cache.ts";
import type { StoredRecord } from "../common/caller.ts";
import { castToBool, castToString, columnValue, normaliseFieldValue } from "./record-values.ts";

/** System columns of auth tables besides id/created/updated, with how they are stored. */
export const authSystemColumns = [
  "username",
  "email",
  "emailVisibility",
  "verified",
  "tokenKey",
  "passwordHash",
  "lastResetSentAt",
  "lastVerificationSentAt",
] as const;

const boolColumns = new Set(["emailVisibility", "verified"]);

/** The schema field named `name` (exact match), if any. */
export function fieldByName(collection: Collection, name: string): SchemaField | undefined {
  return collection.schema.find((f) => f.name === name);
}

// fields by name per schema array: a list maps many rows of one collection (a schema change makes a new array)
const fieldMaps = new WeakMap<SchemaField[], Map<string, SchemaField>>();

function fieldMapOf(collection: Collection): Map<string, SchemaField> {
  let map = fieldMaps.get(collection.schema);
  if (!map) {
    map = new Map(collection.schema.map((f) => [f.name, f]));
    fieldMaps.set(collection.schema, map);
  }
  return map;
}

/** A stored system timestamp; the canonical layout (what PocketBase and pbdeck write) is kept without parsing. */
function storedDateTime(raw: unknown): string {
  if (raw == null) return "";
  if (typeof raw === "string" && isCanonicalDateTime(raw)) return raw;
  return parseDateTime(raw);
}

// the layout `YYYY-MM-DD HH:MM:SS.mmmZ`: its separators by position; every other position is a digit
const canonicalSeparators = new Map([
  [4, "-"],
  [7, "-"],
  [10, " "],
  [13, ":"],
  [16, ":"],
  [19, "."],
  [23, "Z"],
]);

/** The number written by the ASCII digits of text[from..to), or -1 when one is not a digit. */
function digitsAt(text: string, from: number, to: number): number {
  let n = 0;
  for (let i = from; i < to; i++) {
    const digit = text.charCodeAt(i) - 48;
    if (digit < 0 || digit > 9) return -1;
    n = n * 10 + digit;
  }
  return n;
}

/** Whether `text` is a valid `YYYY-MM-DD HH:MM:SS.mmmZ` timestamp (what parseDateTime would return as is). */
export function isCanonicalDateTime(text: string): boolean {
  // read by position rather than by a regex with captures: a list checks two timestamps a row
  if (text.length !== 24) return false;
  for (const [at, char] of canonicalSeparators) if (text[at] !== char) return false;
  if (digitsAt(text, 20, 23) < 0) return false;
  const [y, mo, d] = [digitsAt(text, 0, 4), digitsAt(text, 5, 7), digitsAt(text, 8, 10)];
  const [h, mi, s] = [digitsAt(text, 11, 13), digitsAt(text, 14, 16), digitsAt(text, 17, 19)];
  // years before 100 go through parseDateTime, whose Date arithmetic maps them to 19xx
  if (y < 100 || mo < 1 || mo > 12 || d < 1 || h < 0 || h > 23 || mi < 0 || mi > 59 || s < 0 || s > 59)
    return false;
  return d <= daysInMonth(y, mo);
}

const monthDays = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];

// plain arithmetic: a list checks two timestamps a row, and a Date for each cost more than the rest of the row
function daysInMonth(year: number, month: number): number {
  const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
  return month === 2 && leap ? 29 : monthDays[month - 1];
}

/** Builds a StoredRecord from a table row, normalising every value. */
export function recordFromRow(collection: Collection, row: Record<string, unknown>): StoredRecord {
  const values: Record<string, unknown> = {};
  const fields = fieldMapOf(collection);
  for (const key in row) {
    const raw = row[key];
    const field = fields.get(key);
    if (field) values[key] = normaliseFieldValue(field, raw);
    else if (key === "id") values.id = castToString(raw);
    else if (key === "created" || key === "updated") values[key] = storedDateTime(raw);
    else if (collection.type === "auth" && boolColumns.has(key)) values[key] = castToBool(raw);
    else if (collection.type === "auth" && (authSystemColumns as readonly string[]).includes(key))
      values[key] = castToString(raw);
    else values[key] = raw;
  }
  // columns a stale table lacks still get their zero value
  for (const field of collection.schema)
    if (!(field.name in values)) values[field.name] = normaliseFieldValue(field, null);
  return { collection, values };
}

/** The record with this id, or null. */
export function findRecordById(backend: Backend, collection: Collection, id: string): StoredRecord | null {
  const row = cachedStatement(
    backend.db,
    `SELECT * FROM ${quoteId(collection.name)} WHERE id = ? LIMIT 1`,
  ).get(id);
  return row ? recordFromRow(collection, row as Record<string, unknown>) : null;
}

/** The records with these ids (in no particular order; missing ids skipped). */
export function findRecordsByIds(backend: Backend, collection: Collection, ids: string[]): StoredRecord[] {
  const unique = [...new Set(ids)];
  const out: StoredRecord[] = [];
  for (let i = 0; i < unique.length; i += 500) {
    const chunk = unique.slice(i, i + 500);
    const sql = `SELECT * FROM ${quoteId(collection.name)} WHERE id IN (${chunk.map(() => "?").join(",")})`;
    for (const row of backend.db.prepare(sql).all(...chunk))
      out.push(recordFromRow(collection, row as Record<string, unknown>));
  }
  return out;
}

/** Whether a collection already has a row with this id. */
export function recordIdExists(backend: Backend, collection: Collection, id: string): boolean {
  return (
    cachedStatement(backend.db, `SELECT 1 FROM ${quoteId(collection.name)} WHERE id = ? LIMIT 1`).get(id) !==
    undefined
  );
}

/** Every column a base/auth record writes, with its stored value. */
export function rowForWrite(record: StoredRecord): Record<string, SQLInputValue> {
  const { collection, values } = record;
  const row: Record<string, SQLInputValue> = {
    id: castToString(values.id),
    created: castToString(values.created),
    updated: castToString(values.updated),
  };
  if (collection.type === "auth") {
    for (const column of authSystemColumns)
      row[column] = boolColumns.has(column)
        ? castToBool(values[column])
          ? 1
          : 0
        : castToString(values[column]);
  }
  for (const field of collection.schema) row[field.name] = columnValue(field, values[field.name]);
  return row;
}

/** Inserts a new row with every column. @throws the SQLite error (e.g. a UNIQUE violation) */
export function insertRecordRow(backend: Backend, record: StoredRecord): void {
  const row = rowForWrite(record);
  const columns = Object.keys(row);
  const sql = `INSERT INTO ${quoteId(record.collection.name)} (${columns.map(quoteId).join(", ")}) VALUES (${columns
    .map(() => "?")
    .join(", ")})`;
  cachedStatement(backend.db, sql).run(...Object.values(row));
}

/**
 * Rewrites every column of an existing row; returns how many rows changed (0 when it is gone).
 * @throws the SQLite error (e.g. a UNIQUE violation)
 */
export function updateRecordRow(backend: Backend, record: StoredRecord): number {
  const row = rowForWrite(record);
  const columns = Object.keys(row).filter((c) => c !== "id");
  const sql = `UPDATE ${quoteId(record.collection.name)} SET ${columns
    .map((c) => `${quoteId(c)} = ?`)
    .join(", ")} WHERE id = ?`;
  return Number(cachedStatement(backend.db, sql).run(...columns.map((c) => row[c]), row.id).changes);
}

/** Deletes one row by id. */
export function deleteRecordRow(backend: Backend, collection: Collection, id: string): void {
  cachedStatement(backend.db, `DELETE FROM ${quoteId(collection.name)} WHERE id = ?`).run(id);
}
