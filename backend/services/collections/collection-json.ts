/** @module The API representation of a collection (PocketBase's key order; options sorted like a Go map). */
import type { Collection } from "../../../shared/models.ts";
import { byteOrder } from "../../lib/go-json.ts";

function sortedKeys(value: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(value).sort(byteOrder)) out[key] = value[key];
  return out;
}

/** The collection as the API returns it: id, created, updated, name, type, system, schema, indexes, rules, options. */
export function collectionJson(collection: Collection): Record<string, unknown> {
  return {
    id: collection.id,
    created: collection.created,
    updated: collection.updated,
    name: collection.name,
    type: collection.type,
    system: collection.system,
    schema: collection.schema,
    indexes: collection.indexes ?? [],
    listRule: collection.listRule,
    viewRule: collection.viewRule,
    createRule: collection.createRule,
    updateRule: collection.updateRule,
    deleteRule: collection.deleteRule,
    options: sortedKeys((collection.options ?? {}) as Record<string, unknown>),
  };
}
