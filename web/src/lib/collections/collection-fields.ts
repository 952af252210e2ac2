/** @module What a collection exposes to the records UI: identifiers, columns, sortable names. */
import type { Collection, SchemaField } from "../../../../shared/models.ts";

/** System field names that are sortable columns of a collection. */
export function systemFields(collection: Pick<Collection, "type" | "schema">, hasCreated = true): string[] {
  const names = ["id"];
  if (collection.type === "auth") names.push("username", "email", "emailVisibility", "verified");
  if (collection.type !== "view" || hasCreated) names.push("created", "updated");
  return names;
}

/** All identifiers of a collection: system fields then the schema field names. */
export function collectionIdentifiers(
  collection: Pick<Collection, "type" | "schema">,
  hasCreated = true,
): string[] {
  return [...systemFields(collection, hasCreated), ...collection.schema.map((f) => f.name)];
}

/** Identifiers searched by plain text: id, username/email for auth, and text-like schema fields. */
export function searchIdentifiers(collection: Pick<Collection, "type" | "schema">): string[] {
  const names = ["id"];
  if (collection.type === "auth") names.push("username", "email");
  for (const field of collection.schema) {
    if (["text", "editor", "email", "url", "select", "relation", "file", "json"].includes(field.type)) {
      names.push(field.name);
    }
  }
  return names;
}

/**
 * Whether records of a view collection carry `created` (a view may not select it). An empty view
 * counts as without: there is nothing to sort, and empty date columns say nothing.
 */
export function viewHasCreated(records: Array<Record<string, unknown>>): boolean {
  return records.some((r) => typeof r.created === "string" && r.created !== "");
}

/** The column keys of the records table, in order (no dates for a view without `created`). */
export function tableColumns(collection: Pick<Collection, "type" | "schema">, hasCreated = true): string[] {
  const cols = ["id"];
  if (collection.type === "auth") cols.push("username", "email");
  for (const field of collection.schema) cols.push(field.name);
  if (collection.type !== "view" || hasCreated) cols.push("created", "updated");
  return cols;
}

/** Relation field names (expanded when listing). */
export function relationFieldNames(schema: SchemaField[]): string[] {
  return schema.filter((f) => f.type === "relation").map((f) => f.name);
}

/** Whether any file field of the schema is protected (a file token is then needed). */
export function hasProtectedFiles(schema: SchemaField[]): boolean {
  return schema.some((f) => f.type === "file" && f.options.protected);
}

/** Whether a field holds several values. */
export function isMultiple(field: SchemaField): boolean {
  if (field.type === "select" || field.type === "file") return (field.options.maxSelect ?? 1) > 1;
  if (field.type === "relation") return field.options.maxSelect === null || field.options.maxSelect > 1;
  return false;
}

/**
 * The sort sent to the API: a relation column sorts through the related collection's
 * presentable fields (`-author` -> `-author.name`); any other sort is sent as is.
 */
export function apiSort(
  sort: string,
  collection: Pick<Collection, "schema">,
  collections: Array<Pick<Collection, "id" | "schema">>,
): string {
  const prefix = sort.startsWith("-") ? "-" : sort.startsWith("+") ? "+" : "";
  const name = sort.slice(prefix.length);
  const field = collection.schema.find((f) => f.name === name);
  if (field?.type !== "relation") return sort;
  const target = collections.find((c) => c.id === field.options.collectionId);
  const presentable = target?.schema.filter((f) => f.presentable).map((f) => f.name) ?? [];
  return presentable.length ? presentable.map((p) => `${prefix}${name}.${p}`).join(",") : sort;
}
