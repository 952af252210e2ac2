/** @module Rewrites a column when a select/file/relation field switches between one value and a list. */
import type { DatabaseSync } from "node:sqlite";
import type { SchemaField } from "../../shared/models.ts";
import { randomString } from "../lib/random.ts";
import { isMultiple } from "../services/records/record-values.ts";
import { quoteId } from "./connection.ts";
import { columnDefinition } from "./schema-sync-columns.ts";

function toListSql(column: string): string {
  return `CASE WHEN COALESCE(${column}, '') = '' THEN '[]' ELSE (CASE WHEN json_valid(${column}) AND json_type(${column}) == 'array' THEN ${column} ELSE json_array(${column}) END) END`;
}

function toSingleSql(column: string): string {
  return `CASE WHEN COALESCE(${column}, '[]') = '[]' THEN '' ELSE (CASE WHEN json_valid(${column}) AND json_type(${column}) == 'array' THEN COALESCE(json_extract(${column}, '$[#-1]'), '') ELSE ${column} END) END`;
}

/**
 * For every field whose "multiple-ness" changed (fields new to the table count as single before),
 * replaces its column by one with the new definition and converted values:
 * single -> `["v"]`, list -> its last element. Files of dropped elements stay in storage.
 */
export function convertSingleMultipleColumns(
  db: DatabaseSync,
  table: string,
  oldSchema: readonly SchemaField[],
  newSchema: readonly SchemaField[],
): void {
  const changed = newSchema.filter((field) => {
    const old = oldSchema.find((f) => f.id === field.id);
    return (old ? isMultiple(old) : false) !== isMultiple(field);
  });
  if (changed.length === 0) return;
  const t = quoteId(table);
  // views that select the column would otherwise block dropping it
  db.exec("PRAGMA writable_schema = ON");
  try {
    for (const field of changed) {
      const column = quoteId(field.name);
      const temp = quoteId(`_${field.name}${randomString(5)}`);
      db.exec(`ALTER TABLE ${t} ADD ${temp} ${columnDefinition(field)}`);
      const convert = isMultiple(field) ? toListSql(column) : toSingleSql(column);
      db.exec(`UPDATE ${t} SET ${temp} = (${convert})`);
      db.exec(`ALTER TABLE ${t} DROP COLUMN ${column}`);
      db.exec(`ALTER TABLE ${t} RENAME COLUMN ${temp} TO ${column}`);
    }
  } finally {
    db.exec("PRAGMA writable_schema = RESET");
  }
}
