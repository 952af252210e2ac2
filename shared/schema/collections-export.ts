/** @module The collections JSON of "Export collections" and `pbdeck export`, and reading it back. */
import { type Collection, FIELD_TYPES, type FieldType } from "../models.ts";

/** A collection as exported: everything but `created` and `updated`. */
export type ExportedCollection = Omit<Collection, "created" | "updated">;

/** Why a collections file cannot be used; the message names the collection and field. */
export class CollectionsFileError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "CollectionsFileError";
  }
}

/** PocketBase's order of a collection's keys (created and updated dropped). */
export const COLLECTION_KEYS = [
  "id",
  "name",
  "type",
  "system",
  "schema",
  "indexes",
  "listRule",
  "viewRule",
  "createRule",
  "updateRule",
  "deleteRule",
  "options",
];
/** PocketBase's order of a schema field's keys. */
export const FIELD_KEYS = ["system", "id", "name", "type", "required", "presentable", "unique", "options"];

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** `value` with `order`'s keys first (in that order), then any other key in its original order. */
function ordered(value: Record<string, unknown>, order: readonly string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of order) if (Object.hasOwn(value, key)) out[key] = value[key];
  for (const key of Object.keys(value)) if (!Object.hasOwn(out, key)) out[key] = value[key];
  return out;
}

/** An object with its keys in byte order (as Go writes a map); anything else as it is. */
export function sortedKeys(value: unknown): unknown {
  if (value === null || typeof value !== "object" || Array.isArray(value)) return value;
  const record = value as Record<string, unknown>;
  return Object.fromEntries(
    Object.keys(record)
      .sort(byteOrder)
      .map((key) => [key, record[key]]),
  );
}

/** One collection in export form: no created/updated, PocketBase's key order, options sorted. */
export function toExportedCollection(collection: Collection | ExportedCollection): ExportedCollection {
  const { created: _c, updated: _u, ...rest } = collection as Record<string, unknown>;
  const schema = Array.isArray(rest.schema)
    ? rest.schema.map((field) =>
        field && typeof field === "object" ? ordered(field as Record<string, unknown>, FIELD_KEYS) : field,
      )
    : rest.schema;
  return ordered(
    { ...rest, schema, options: sortedKeys(rest.options) },
    COLLECTION_KEYS,
  ) as ExportedCollection;
}

/**
 * The export JSON text: collections sorted by name (byte order, so that the file diffs cleanly in
 * git whatever the update times), keys in PocketBase's order, `created`/`updated` removed,
 * indented 4 spaces, no trailing newline (the console's preview; `pbdeck export` adds one).
 * @example exportCollections(await pb.collections.getFullList()) // '[\n    {\n        "id": ...'
 */
export function exportCollections(collections: ReadonlyArray<Collection | ExportedCollection>): string {
  const sorted = [...collections].sort((a, b) => byteOrder(a.name, b.name) || byteOrder(a.id, b.id));
  return JSON.stringify(sorted.map(toExportedCollection), null, 4);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function describeItem(item: Record<string, unknown>, index: number): string {
  return typeof item.name === "string" && item.name
    ? `collection "${item.name}"`
    : `collection #${index + 1}`;
}

function checkSchema(item: Record<string, unknown>, index: number): void {
  const where = describeItem(item, index);
  if (item.schema === undefined || item.schema === null) return;
  if (!Array.isArray(item.schema))
    throw new CollectionsFileError(`${where}: "schema" must be an array of fields`);
  const seen = new Set<string>();
  item.schema.forEach((field: unknown, at) => {
    if (!isObject(field)) throw new CollectionsFileError(`${where}: field #${at + 1} is not an object`);
    if (typeof field.name !== "string" || !field.name.trim()) {
      throw new CollectionsFileError(`${where}: field #${at + 1} has no name`);
    }
    const name = field.name;
    if (!FIELD_TYPES.includes(field.type as FieldType)) {
      const got = typeof field.type === "string" ? `"${field.type}"` : "missing";
      throw new CollectionsFileError(
        `${where}, field "${name}": unknown type ${got} (one of ${FIELD_TYPES.join(", ")})`,
      );
    }
    if (seen.has(name.toLowerCase()))
      throw new CollectionsFileError(`${where}: duplicate field name "${name}"`);
    seen.add(name.toLowerCase());
  });
}

/**
 * Reads a collections file (the export JSON, or any array of collections).
 * @throws CollectionsFileError when the text is not JSON, not an array, holds something that is
 * not a collection, repeats a collection name (names are compared case-insensitively, as the
 * backend does), repeats a field name or uses an unknown field type.
 */
export function parseCollectionsFile(text: string): ExportedCollection[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (err) {
    throw new CollectionsFileError(`not valid JSON (${err instanceof Error ? err.message : String(err)})`);
  }
  if (!Array.isArray(data)) throw new CollectionsFileError("not a JSON array of collections");
  if (data.length === 0) throw new CollectionsFileError("the array holds no collections");
  const names = new Map<string, string>();
  data.forEach((item: unknown, index) => {
    if (!isObject(item) || typeof item.name !== "string" || !item.name.trim()) {
      throw new CollectionsFileError(`item #${index + 1} is not a collection (it has no "name")`);
    }
    const key = item.name.toLowerCase();
    if (names.has(key)) throw new CollectionsFileError(`duplicate collection name "${item.name}"`);
    names.set(key, item.name);
    if (item.type !== undefined && !["base", "auth", "view"].includes(item.type as string)) {
      throw new CollectionsFileError(
        `collection "${item.name}": unknown type ${JSON.stringify(item.type)} (one of base, auth, view)`,
      );
    }
    checkSchema(item, index);
  });
  return data as ExportedCollection[];
}
