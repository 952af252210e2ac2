/** A base collection as the export writes it, built from `[fieldId, fieldName, type]` triples (for diff and import tests). */
import type { ExportedCollection } from "../../shared/schema/collections-export.ts";

export function exportedCollection(
  id: string,
  name: string,
  fields: Array<[string, string, string]>,
  extra: Record<string, unknown> = {},
): ExportedCollection {
  return {
    id,
    name,
    type: "base",
    system: false,
    schema: fields.map(([fid, fname, type]) => ({
      system: false,
      id: fid,
      name: fname,
      type,
      required: false,
      presentable: false,
      unique: false,
      options: {},
    })),
    indexes: [],
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
    options: {},
    ...extra,
  } as unknown as ExportedCollection;
}
