/** @module Rows of the side-by-side import diff: old and new value per property and per field. */

export type DiffStatus = "same" | "changed" | "added" | "deleted";

export interface DiffRow {
  /** Property path (`listRule`, `options.query`) or, for fields, `schema.<name>`. */
  label: string;
  oldValue: string;
  newValue: string;
  status: DiffStatus;
  /** A schema field row (Added, Deleted or Changed); deleted ones lose their stored data. */
  isField: boolean;
}

type Loose = Record<string, unknown>;

const PROPS = [
  "id",
  "name",
  "type",
  "system",
  "listRule",
  "viewRule",
  "createRule",
  "updateRule",
  "deleteRule",
];

/** A value as the diff shows it: strings as they are, the rest as JSON. */
export function displayValue(value: unknown): string {
  if (value === undefined) return "";
  if (typeof value === "string") return value;
  return JSON.stringify(value, null, 2);
}

function statusOf(oldValue: unknown, newValue: unknown, hasOld: boolean, hasNew: boolean): DiffStatus {
  if (!hasOld) return "added";
  if (!hasNew) return "deleted";
  return JSON.stringify(oldValue) === JSON.stringify(newValue) ? "same" : "changed";
}

function row(
  label: string,
  a: unknown,
  b: unknown,
  hasOld: boolean,
  hasNew: boolean,
  isField = false,
): DiffRow {
  return {
    label,
    oldValue: hasOld ? displayValue(a) : "",
    newValue: hasNew ? displayValue(b) : "",
    status: statusOf(a, b, hasOld, hasNew),
    isField,
  };
}

function withoutId(field: Loose): Loose {
  const { id: _id, ...rest } = field;
  return rest;
}

/**
 * The rows comparing a collection now (`before`) with the imported one (`after`); one of them
 * is null for an added or deleted collection. Unchanged properties are dropped unless
 * `keepSame` (an added or deleted collection shows them all).
 */
export function collectionDiffRows(before: Loose | null, after: Loose | null, keepSame = false): DiffRow[] {
  const hasOld = before !== null;
  const hasNew = after !== null;
  const a = before ?? {};
  const b = after ?? {};
  const rows: DiffRow[] = PROPS.map((key) => row(key, a[key], b[key], hasOld, hasNew));
  rows.push(row("indexes", a.indexes ?? [], b.indexes ?? [], hasOld, hasNew));
  const oldOptions = (a.options ?? {}) as Loose;
  const newOptions = (b.options ?? {}) as Loose;
  for (const key of new Set([...Object.keys(oldOptions), ...Object.keys(newOptions)])) {
    rows.push(row(`options.${key}`, oldOptions[key], newOptions[key], hasOld, hasNew));
  }
  const oldFields = ((a.schema ?? []) as Loose[]).filter(Boolean);
  const newFields = ((b.schema ?? []) as Loose[]).filter(Boolean);
  const newById = new Map(newFields.map((f) => [f.id, f]));
  const oldById = new Map(oldFields.map((f) => [f.id, f]));
  for (const field of oldFields) {
    const next = newById.get(field.id);
    rows.push(
      row(
        `schema.${String((next ?? field).name)}`,
        withoutId(field),
        next && withoutId(next),
        true,
        !!next,
        true,
      ),
    );
  }
  for (const field of newFields) {
    if (!oldById.has(field.id))
      rows.push(row(`schema.${String(field.name)}`, undefined, withoutId(field), false, true, true));
  }
  return keepSame ? rows : rows.filter((r) => r.status !== "same");
}

/** Label of a field row's status. */
export const FIELD_STATUS_LABELS: Record<DiffStatus, string> = {
  same: "Unchanged",
  changed: "Changed",
  added: "Added",
  deleted: "Deleted",
};
