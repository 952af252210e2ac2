/** @module The import as sent: created/updated dropped, repeated collection ids and field ids kept once. */
import {
  type ExportedCollection,
  toExportedCollection,
} from "../../../../../shared/schema/collections-export.ts";

/** The first of each collection id and, inside each, the first of each field id (items without an id all stay). */
export function normalizeImport(collections: readonly ExportedCollection[]): ExportedCollection[] {
  const seen = new Set<string>();
  const out: ExportedCollection[] = [];
  for (const item of collections) {
    if (item.id && seen.has(item.id)) continue;
    if (item.id) seen.add(item.id);
    const clean = toExportedCollection(item);
    if (Array.isArray(clean.schema)) {
      const fieldIds = new Set<string>();
      clean.schema = clean.schema.filter((field) => {
        if (!field?.id) return true;
        if (fieldIds.has(field.id)) return false;
        fieldIds.add(field.id);
        return true;
      });
    }
    out.push(clean);
  }
  return out;
}
