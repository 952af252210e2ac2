/** @module The short label of a record in relation chips and pickers. */
import type { Collection, RecordModel } from "../../../../shared/models.ts";

const FALLBACK_KEYS = ["name", "title", "username", "email", "label"];

function text(value: unknown): string {
  if (Array.isArray(value)) return value.map(text).filter(Boolean).join(", ");
  if (value === null || value === undefined) return "";
  return typeof value === "object" ? JSON.stringify(value) : String(value);
}

/** The values of the collection's presentable fields, else a name-like value, else the id. */
export function recordLabel(record: RecordModel, collection?: Pick<Collection, "schema"> | null): string {
  const presentable = collection?.schema.filter((f) => f.presentable).map((f) => f.name) ?? [];
  const shown = presentable.map((name) => text(record[name])).filter(Boolean);
  if (shown.length) return shown.join(", ");
  for (const key of FALLBACK_KEYS) {
    const v = record[key];
    if (typeof v === "string" && v) return v;
  }
  return record.id;
}
