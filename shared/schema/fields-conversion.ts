/** @module The `schema` (v0.18–v0.22) ⇄ `fields` (v0.23+) conversion of collections files. */
export { fromFieldsFormat } from "./fields-from-v023.ts";
export { type FieldsCollection, toFieldsFormat } from "./fields-to-v023.ts";

/**
 * Which format a collections array is in: `"fields"` when any collection has a `fields` array
 * (v0.23+), else `"schema"` (v0.18–v0.22, also for collections with neither key).
 * @example collectionsFormat([{ name: "posts", fields: [] }]) // "fields"
 */
export function collectionsFormat(collections: ReadonlyArray<object>): "schema" | "fields" {
  return collections.some((c) => Array.isArray((c as { fields?: unknown }).fields)) ? "fields" : "schema";
}
