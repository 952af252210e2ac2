/** @module Which fields a records file may fill, and the first guess of column → field. */
import {
  hasBuiltInUsername,
  newerFacts,
} from "../../../../../shared/client/generations/v023/collections-display.ts";
import type { Collection } from "../../../../../shared/models.ts";

/**
 * Field names an import may set: id, the auth fields, and every schema field except files and v0.23+
 * autodates (the server sets those itself).
 */
export function importableFields(collection: Pick<Collection, "type" | "schema">): string[] {
  const names = ["id"];
  if (hasBuiltInUsername(collection)) names.push("username");
  if (collection.type === "auth")
    names.push("email", "emailVisibility", "verified", "password", "passwordConfirm");
  for (const field of collection.schema)
    if (field.type !== "file" && newerFacts(field).type !== "autodate") names.push(field.name);
  return names;
}

/** column → field name ("" = ignored). */
export type ColumnMapping = Record<string, string>;

/** Maps each column to the field of the same name (case-insensitive), each field at most once. */
export function guessMapping(columns: string[], fields: string[]): ColumnMapping {
  const mapping: ColumnMapping = {};
  const taken = new Set<string>();
  for (const column of columns) {
    const match = fields.find((f) => f.toLowerCase() === column.trim().toLowerCase() && !taken.has(f));
    mapping[column] = match ?? "";
    if (match) taken.add(match);
  }
  return mapping;
}

/** Fields mapped by more than one column (the form refuses to import until fixed). */
export function duplicateTargets(mapping: ColumnMapping): string[] {
  const seen = new Set<string>();
  const twice = new Set<string>();
  for (const field of Object.values(mapping)) {
    if (!field) continue;
    if (seen.has(field)) twice.add(field);
    seen.add(field);
  }
  return [...twice];
}
