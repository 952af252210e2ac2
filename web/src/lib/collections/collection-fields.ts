/** @module What a collection exposes to the records UI: identifiers, columns, sortable names. */
import type { Collection, SchemaField } from "../../../../shared/models.ts";
import { collectionDateFields, type DateField } from "../../../../shared/records/record-date-fields.ts";

/**
 * System field names that are sortable columns of a collection. `viewDates`: the dates a view's
 * records carry (see `viewDateFields`); base and auth collections always have both.
 */
export function systemFields(
  collection: Pick<Collection, "type" | "schema">,
  viewDates: readonly DateField[] = [],
): string[] {
  const names = ["id"];
  if (collection.type === "auth") names.push("username", "email", "emailVisibility", "verified");
  names.push(...collectionDateFields(collection, viewDates));
  return names;
}

/** All identifiers of a collection: system fields then the schema field names. */
export function collectionIdentifiers(
  collection: Pick<Collection, "type" | "schema">,
  viewDates: readonly DateField[] = [],
): string[] {
  return [...systemFields(collection, viewDates), ...collection.schema.map((f) => f.name)];
}

/**
 * Identifiers searched by plain text: all of the collection's identifiers (system fields, auth
 * fields, dates a view has, every schema field), as the spec's search normalisation asks.
 */
export function searchIdentifiers(
  collection: Pick<Collection, "type" | "schema">,
  viewDates: readonly DateField[] = [],
): string[] {
  return collectionIdentifiers(collection, viewDates);
}

/** The column keys of the records table, in order (a view has only the dates in `viewDates`). */
export function tableColumns(
  collection: Pick<Collection, "type" | "schema">,
  viewDates: readonly DateField[] = [],
): string[] {
  const cols = ["id"];
  if (collection.type === "auth") cols.push("username", "email");
  for (const field of collection.schema) cols.push(field.name);
  cols.push(...collectionDateFields(collection, viewDates));
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
