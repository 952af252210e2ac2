/** @module How many records an import would strip of data: per removed collection and per removed or retyped field. */
import type PocketBase from "pocketbase";
import type { SchemaDiff } from "./schema-diff.ts";

/** One destructive change and the records it touches. */
export interface ImpactItem {
  kind: "collection removed" | "field removed" | "type changed";
  /** The collection's name in the backend. */
  collection: string;
  /** The field's name in the backend (absent for a whole collection). */
  field?: string;
  fieldId?: string;
  /** Records that hold data the import would delete. */
  records: number;
}

export interface ImportImpact {
  items: ImpactItem[];
  /** The sum of `records` over the items. */
  total: number;
}

/** A filter matching the records where a field of this type holds a value. */
export function nonEmptyFilter(field: string, type: string, multiple = false): string {
  // a list is stored as a JSON array: "[]" when empty
  if (multiple) return `${field} != "[]" && ${field} != ""`;
  switch (type) {
    case "bool":
      return `${field} = true`;
    case "number":
      return `${field} != 0`;
    case "json":
      return `${field} != null && ${field} != ""`;
    default:
      return `${field} != ""`;
  }
}

async function countRecords(pb: PocketBase, collection: string, filter?: string): Promise<number> {
  // count only: one item of one column
  const page = await pb.collection(collection).getList(1, 1, {
    fields: "id",
    requestKey: null,
    ...(filter ? { filter } : {}),
  });
  return page.totalItems;
}

/**
 * Counts, with one list request each, the records holding data that the import described by
 * `diff` deletes: all records of each removed collection (views hold none of their own) and the
 * records with a value in each removed or retyped field.
 * @throws ClientResponseError when a count request fails
 * @example const impact = await countImportImpact(pb, diffSchemas(current, incoming, { deleteMissing: true }));
 */
export async function countImportImpact(pb: PocketBase, diff: SchemaDiff): Promise<ImportImpact> {
  const jobs: Array<Promise<ImpactItem>> = [];
  for (const c of diff.collections) {
    if (c.kind === "removed") {
      if (c.type === "view") continue;
      jobs.push(
        countRecords(pb, c.id).then((records) => ({
          kind: "collection removed",
          collection: c.name,
          records,
        })),
      );
      continue;
    }
    if (c.kind !== "changed") continue;
    // the backend's name: the count runs before the import
    const name = String(c.changes.find((ch) => ch.key === "name")?.from ?? c.name);
    for (const f of c.fields.removed) {
      jobs.push(
        countRecords(pb, c.id, nonEmptyFilter(f.name, f.type, f.multiple)).then((records) => ({
          kind: "field removed",
          collection: name,
          field: f.name,
          fieldId: f.id,
          records,
        })),
      );
    }
    for (const f of c.fields.changed) {
      if (!f.typeChanged) continue;
      const oldName = String(f.changes.find((ch) => ch.key === "name")?.from ?? f.name);
      jobs.push(
        countRecords(pb, c.id, nonEmptyFilter(oldName, f.fromType, f.fromMultiple)).then((records) => ({
          kind: "type changed",
          collection: name,
          field: oldName,
          fieldId: f.id,
          records,
        })),
      );
    }
  }
  const items = await Promise.all(jobs);
  return { items, total: items.reduce((sum, item) => sum + item.records, 0) };
}
