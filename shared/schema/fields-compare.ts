/**
 * @module v0.23+ collections (flat `fields`) in the shape the schema diff compares: each field's
 * type props under `options`, the collection's own settings (auth, view query) under `options`.
 * A file is first completed as the server completes it on import: the server loads the file's
 * collection on top of the one it has, so a setting the file leaves out (`authAlert`, token
 * durations, `oauth2.providers`, which the dashboard's export drops) keeps its value.
 */
import type { Collection } from "../models.ts";
import type { ExportedCollection } from "./collections-export.ts";

type Loose = Record<string, unknown>;

/** The keys the diff reads at the top of a collection; the others are its settings. */
const COLLECTION_KEYS = new Set([
  "id",
  "name",
  "type",
  "system",
  "fields",
  "indexes",
  "listRule",
  "viewRule",
  "createRule",
  "updateRule",
  "deleteRule",
  "created",
  "updated",
]);
/** The keys the diff reads at the top of a field; the others are its type's props. */
const FIELD_KEYS = new Set(["id", "name", "type", "system", "required", "presentable"]);

const isObject = (value: unknown): value is Loose =>
  value !== null && typeof value === "object" && !Array.isArray(value);

/**
 * `incoming` loaded on top of `current` as the server's JSON decoding does (objects merge, the rest
 * replaces, a missing value keeps the current one).
 * @example loadedOnTop({ enabled: true, duration: 600 }, { enabled: false }) // { enabled: false, duration: 600 }
 */
export function loadedOnTop(current: unknown, incoming: unknown): unknown {
  if (incoming === undefined) return current;
  if (!isObject(current) || !isObject(incoming)) return incoming;
  const out: Loose = { ...current };
  for (const [key, value] of Object.entries(incoming)) out[key] = loadedOnTop(current[key], value);
  return out;
}

function split(value: Loose, own: Set<string>): { kept: Loose; rest: Loose } {
  const kept: Loose = {};
  const rest: Loose = {};
  for (const [key, item] of Object.entries(value)) (own.has(key) ? kept : rest)[key] = item;
  return { kept, rest };
}

/** One v0.23+ collection in the diff's shape (`schema` + `options`). */
function comparable(collection: Loose): Collection {
  const { kept, rest } = split(collection, COLLECTION_KEYS);
  const fields = Array.isArray(kept.fields) ? (kept.fields as Loose[]) : [];
  const schema = fields.map((field) => {
    const parts = split(field, FIELD_KEYS);
    return { ...parts.kept, options: parts.rest };
  });
  const { fields: _fields, ...base } = kept;
  return { ...base, schema, options: rest } as unknown as Collection;
}

/**
 * The server's collections and the file's (aligned with the server's ids by `alignIncoming`), both
 * in the diff's shape, the file's completed with what the server keeps.
 * @example diffSchemas(...Object.values(comparableFields(current, aligned)), { deleteMissing, systemStays: true })
 */
export function comparableFields(
  current: readonly object[],
  incoming: readonly ExportedCollection[],
): { current: Collection[]; incoming: ExportedCollection[] } {
  const byId = new Map((current as readonly Loose[]).map((c) => [c.id, c]));
  const completed = (incoming as readonly Loose[]).map((item) => {
    const before = byId.get(item.id);
    if (!before) return item;
    const out: Loose = { ...item };
    for (const key of Object.keys(before)) {
      if (key === "fields") continue; // the file's fields replace the server's
      out[key] = loadedOnTop(before[key], item[key]);
    }
    return out;
  });
  return {
    current: (current as readonly Loose[]).map(comparable),
    incoming: completed.map(comparable) as unknown as ExportedCollection[],
  };
}
