/** @module The import as sent: created/updated dropped, repeated collection ids and field ids kept once. */
import {
  type ExportedCollection,
  toExportedCollection,
} from "../../../../../shared/schema/collections-export.ts";

type Loose = Record<string, unknown>;

/** The first of each field id (fields without an id all stay). */
function uniqueFields<T extends { id?: string } | null | undefined>(fields: readonly T[]): T[] {
  const fieldIds = new Set<string>();
  return fields.filter((field) => {
    if (!field?.id) return true;
    if (fieldIds.has(field.id)) return false;
    fieldIds.add(field.id);
    return true;
  });
}

/**
 * The first of each collection id and, inside each, the first of each field id (items without an
 * id all stay). A v0.23+ collection (`fields`) keeps its shape: only its timestamps are dropped.
 */
export function normalizeImport(collections: readonly ExportedCollection[]): ExportedCollection[] {
  const seen = new Set<string>();
  const out: ExportedCollection[] = [];
  for (const item of collections) {
    if (item.id && seen.has(item.id)) continue;
    if (item.id) seen.add(item.id);
    const fields = (item as unknown as Loose).fields;
    if (Array.isArray(fields)) {
      const { created: _c, updated: _u, ...rest } = item as unknown as Loose;
      out.push({ ...rest, fields: uniqueFields(fields as Loose[]) } as unknown as ExportedCollection);
      continue;
    }
    const clean = toExportedCollection(item);
    if (Array.isArray(clean.schema)) clean.schema = uniqueFields(clean.schema);
    out.push(clean);
  }
  return out;
}
