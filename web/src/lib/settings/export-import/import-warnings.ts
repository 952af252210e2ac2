/** @module What an import destroys: the warnings of the review and the lines of its confirmation. */
import type { ImportImpact } from "../../../../../shared/schema/import-impact.ts";
import type { SchemaDiff } from "../../../../../shared/schema/schema-diff.ts";

export interface ImportWarning {
  kind: "collection removed" | "field removed" | "type changed";
  collection: string;
  field?: string;
  fieldId?: string;
  fromType?: string;
  toType?: string;
}

/** Deleted collections, deleted fields (of kept collections) and type changes, in diff order. */
export function importWarnings(diff: SchemaDiff): ImportWarning[] {
  const out: ImportWarning[] = [];
  for (const c of diff.collections) {
    if (c.kind === "removed") {
      out.push({ kind: "collection removed", collection: c.name });
      continue;
    }
    if (c.kind !== "changed") continue;
    const name = String(c.changes.find((ch) => ch.key === "name")?.from ?? c.name);
    for (const f of c.fields.removed)
      out.push({ kind: "field removed", collection: name, field: f.name, fieldId: f.id });
    for (const f of c.fields.changed) {
      if (!f.typeChanged) continue;
      const oldName = String(f.changes.find((ch) => ch.key === "name")?.from ?? f.name);
      out.push({
        kind: "type changed",
        collection: name,
        field: oldName,
        fieldId: f.id,
        fromType: f.fromType,
        toType: f.type,
      });
    }
  }
  return out;
}

/** Records that would lose data for one warning (undefined while counting or for views). */
export function recordsFor(warning: ImportWarning, impact: ImportImpact | null): number | undefined {
  return impact?.items.find(
    (item) =>
      item.kind === warning.kind &&
      item.collection === warning.collection &&
      (warning.field === undefined || item.fieldId === warning.fieldId),
  )?.records;
}

/** `1 record` / `3 records`. */
export function recordsText(count: number): string {
  return `${count} ${count === 1 ? "record" : "records"}`;
}

/** The confirmation's list: `name.*` for a whole collection, `name.field (id)` for a field, each with its count. */
export function confirmationLines(diff: SchemaDiff, impact: ImportImpact | null): string[] {
  return importWarnings(diff).map((w) => {
    const target = w.field === undefined ? `${w.collection}.*` : `${w.collection}.${w.field} (${w.fieldId})`;
    const change = w.kind === "type changed" ? ` ${w.fromType} → ${w.toType}` : "";
    const count = recordsFor(w, impact);
    return count === undefined ? `${target}${change}` : `${target}${change}: ${recordsText(count)}`;
  });
}

/** The confirmation's question: the deletion one when something is deleted, else the type change one. */
export function confirmationMessage(diff: SchemaDiff): string {
  return importWarnings(diff).some((w) => w.kind !== "type changed")
    ? "Do you really want to delete the following collection fields and their related records data:"
    : "Do you really want to change the type of the following fields? Values that do not fit the new type are lost:";
}

/** Whether anything is deleted or converted (impact is counted and a confirmation asked then). */
export function isDestructive(diff: SchemaDiff): boolean {
  return importWarnings(diff).length > 0;
}
