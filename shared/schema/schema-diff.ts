/** @module What importing a collections file would change: per collection, fields, options, rules and indexes. */

import { buildIndex, tryParseIndex } from "../indexes/index-statement.ts";
import type { Collection } from "../models.ts";
import type { ExportedCollection } from "./collections-export.ts";

type AnyCollection = Collection | ExportedCollection;

/** One property that differs: its key, the backend's value and the file's value. */
export interface ValueChange {
  key: string;
  from: unknown;
  to: unknown;
}

/** A field as named in a diff. */
export interface FieldRef {
  id: string;
  name: string;
  type: string;
  /** Whether the backend's field holds a list (select, file or relation with several values). */
  multiple: boolean;
}

/** A field present on both sides that differs. */
export interface FieldChange extends FieldRef {
  /** The backend's type before the import (equals `type` unless `typeChanged`). */
  fromType: string;
  /** Whether the backend's field holds a list before the import. */
  fromMultiple: boolean;
  typeChanged: boolean;
  /** name, type, required, presentable, unique, system, and `options.<key>` changes. */
  changes: ValueChange[];
}

/** One collection that the import adds, removes or changes. */
export interface CollectionDiff {
  kind: "added" | "removed" | "changed";
  id: string;
  /** The name after the import (the backend's name for a removed collection). */
  name: string;
  type: string;
  /** name, type and system changes of the collection itself. */
  changes: ValueChange[];
  fields: { added: FieldRef[]; removed: FieldRef[]; changed: FieldChange[] };
  options: ValueChange[];
  rules: ValueChange[];
  indexes: { added: string[]; removed: string[] };
}

export interface SchemaDiff {
  inSync: boolean;
  collections: CollectionDiff[];
}

export interface DiffOptions {
  /** Whether collections and fields missing from the file are deleted (the import's deleteMissing). */
  deleteMissing: boolean;
  /**
   * Whether the file's collections and fields take the backend's ids where names match (default).
   * The console passes false: there ids change only when the admin asks ("Replace with original ids").
   */
  matchByName?: boolean;
  /**
   * Whether system collections and fields stay even with `deleteMissing` (v0.23+: the import never
   * deletes them, and a file need not list `_superusers`).
   */
  systemStays?: boolean;
}

const RULES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule"] as const;
const FIELD_PROPS = ["name", "type", "required", "presentable", "unique", "system"] as const;

/** Deep equality of JSON values; a missing value equals null. */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === undefined) a = null;
  if (b === undefined) b = null;
  if (a === b) return true;
  if (a === null || b === null || typeof a !== "object" || typeof b !== "object") return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameJson(item, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const keys = new Set([...Object.keys(ra), ...Object.keys(rb)]);
  for (const key of keys) if (!sameJson(ra[key], rb[key])) return false;
  return true;
}

function isBlank(value: unknown): boolean {
  if (value === null || value === false || value === "" || value === 0) return true;
  if (Array.isArray(value)) return value.length === 0;
  return typeof value === "object" && Object.keys(value as object).length === 0;
}

/**
 * Equality of a field property or option: a key missing from the file matches a blank value (the
 * backend fills missing keys with their zero value, so a hand-written file stays in sync).
 */
export function sameSetting(current: unknown, incoming: unknown): boolean {
  if (incoming === undefined) return isBlank(current ?? null);
  return sameJson(current, incoming);
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function changedKeys(from: unknown, to: unknown, prefix = ""): ValueChange[] {
  const a = record(from);
  const b = record(to);
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return keys
    .filter((key) => !sameSetting(a[key], b[key]))
    .map((key) => ({ key: `${prefix}${key}`, from: a[key] ?? null, to: b[key] ?? null }));
}

/** Whether a field holds a list of values, as PocketBase v0.18 decides it. */
export function isMultipleField(field: { type: string; options?: unknown }): boolean {
  const maxSelect = record(field.options).maxSelect;
  if (field.type === "relation")
    return maxSelect === null || maxSelect === undefined || Number(maxSelect) > 1;
  if (field.type === "select" || field.type === "file") return Number(maxSelect) > 1;
  return false;
}

function fieldRef(f: { id?: string; name: string; type: string; options?: unknown }): FieldRef {
  return { id: f.id ?? "", name: f.name, type: f.type, multiple: isMultipleField(f) };
}

function fieldsOf(collection: AnyCollection): FieldRef[] {
  return (Array.isArray(collection.schema) ? collection.schema : []).map(fieldRef);
}

/** The index as the backend stores it (quoting and spacing made canonical). */
function normaliseIndex(index: string): string {
  const parsed = tryParseIndex(index);
  return parsed ? buildIndex(parsed) : index.trim().replace(/\s+/g, " ");
}

/** Where a collection lists its fields: `fields` from v0.23 on, `schema` before. */
function fieldsKey(collection: object): "fields" | "schema" {
  return Array.isArray((collection as { fields?: unknown }).fields) ? "fields" : "schema";
}

/** A collection's fields, in either format (only id, name and type are read). */
function fieldList(collection: object): Array<{ id?: string; name: string; type: string }> {
  const list = (collection as Record<string, unknown>)[fieldsKey(collection)];
  return Array.isArray(list) ? list : [];
}

/**
 * The file's collections with the backend's ids where they match by name (collections) or by name
 * within a matched collection (fields), as the import matches by id: a file written by hand (or
 * exported from another backend) then updates instead of clashing on names. Either format (the
 * file and the backend in the same one).
 */
export function alignIncoming(
  current: readonly AnyCollection[],
  incoming: readonly ExportedCollection[],
): ExportedCollection[] {
  const byId = new Map(current.map((c) => [c.id, c]));
  const incomingIds = new Set(incoming.map((c) => c.id).filter(Boolean));
  const byName = new Map(current.filter((c) => !incomingIds.has(c.id)).map((c) => [c.name.toLowerCase(), c]));
  return incoming.map((item) => {
    const match = (item.id && byId.get(item.id)) || byName.get(item.name.toLowerCase());
    if (!match || item.type === "view") return match ? { ...item, id: match.id } : item;
    const key = fieldsKey(item);
    const fields = fieldList(item);
    const matchFields = fieldList(match);
    const fileFieldIds = new Set(fields.map((f) => f.id).filter(Boolean));
    const oldFields = matchFields.filter((f) => !fileFieldIds.has(f.id));
    const aligned = fields.map((field) => {
      if (field.id && matchFields.some((f) => f.id === field.id)) return field;
      const same = oldFields.find((f) => f.name.toLowerCase() === field.name.toLowerCase());
      return same ? { ...field, id: same.id } : field;
    });
    return { ...item, id: match.id, [key]: aligned } as ExportedCollection;
  });
}

function diffFields(
  old: AnyCollection,
  next: AnyCollection,
  { deleteMissing, systemStays }: DiffOptions,
): CollectionDiff["fields"] {
  const result: CollectionDiff["fields"] = { added: [], removed: [], changed: [] };
  // a view's fields follow from its query: the query change is what counts
  if (next.type === "view" || old.type === "view") return result;
  const nextSchema = Array.isArray(next.schema) ? next.schema : [];
  const oldById = new Map(old.schema.map((f) => [f.id, f]));
  const nextIds = new Set(nextSchema.map((f) => f.id));
  for (const field of nextSchema) {
    const before = field.id ? oldById.get(field.id) : undefined;
    if (!before) {
      result.added.push(fieldRef(field));
      continue;
    }
    const changes: ValueChange[] = FIELD_PROPS.filter((key) => !sameSetting(before[key], field[key])).map(
      (key) => ({ key, from: before[key] ?? null, to: field[key] ?? null }),
    );
    changes.push(...changedKeys(before.options, field.options, "options."));
    if (changes.length === 0) continue;
    result.changed.push({
      ...fieldRef(field),
      fromType: before.type,
      fromMultiple: isMultipleField(before),
      typeChanged: before.type !== field.type,
      changes,
    });
  }
  if (deleteMissing) {
    for (const field of old.schema) {
      if (systemStays && field.system) continue;
      if (!nextIds.has(field.id)) result.removed.push(fieldRef(field));
    }
  }
  return result;
}

function emptyDiff(kind: CollectionDiff["kind"], c: AnyCollection): CollectionDiff {
  return {
    kind,
    id: c.id ?? "",
    name: c.name,
    type: c.type ?? "base",
    changes: [],
    fields: { added: [], removed: [], changed: [] },
    options: [],
    rules: [],
    indexes: { added: [], removed: [] },
  };
}

function diffCollection(
  old: AnyCollection,
  next: AnyCollection,
  options: DiffOptions,
): CollectionDiff | null {
  const diff = emptyDiff("changed", next);
  diff.id = old.id;
  for (const key of ["name", "type", "system"] as const) {
    if (next[key] !== undefined && !sameJson(old[key], next[key])) {
      diff.changes.push({ key, from: old[key], to: next[key] });
    }
  }
  diff.fields = diffFields(old, next, options);
  diff.options = changedKeys(old.options, next.options);
  diff.rules = RULES.filter((key) => !sameJson(old[key], next[key])).map((key) => ({
    key,
    from: old[key] ?? null,
    to: next[key] ?? null,
  }));
  const oldIndexes = (old.indexes ?? []).map(normaliseIndex);
  const nextIndexes = (next.indexes ?? []).map(normaliseIndex);
  diff.indexes = {
    added: nextIndexes.filter((i) => !oldIndexes.includes(i)),
    removed: oldIndexes.filter((i) => !nextIndexes.includes(i)),
  };
  const { fields, indexes } = diff;
  const empty =
    diff.changes.length + diff.options.length + diff.rules.length === 0 &&
    fields.added.length + fields.removed.length + fields.changed.length === 0 &&
    indexes.added.length + indexes.removed.length === 0;
  return empty ? null : diff;
}

/**
 * Compares the backend's collections with a collections file, matching by id and then by name.
 * Collections and fields only in the backend count only with `deleteMissing` (the import keeps
 * them otherwise). Collections come in the file's order, removed ones last.
 * @example diffSchemas(await pb.collections.getFullList(), parseCollectionsFile(text), { deleteMissing: true })
 */
export function diffSchemas(
  current: readonly AnyCollection[],
  incoming: readonly ExportedCollection[],
  options: DiffOptions,
): SchemaDiff {
  const aligned = options.matchByName === false ? [...incoming] : alignIncoming(current, incoming);
  const byId = new Map(current.map((c) => [c.id, c]));
  const collections: CollectionDiff[] = [];
  for (const next of aligned) {
    const old = next.id ? byId.get(next.id) : undefined;
    if (!old) {
      const added = emptyDiff("added", next);
      added.fields.added = fieldsOf(next);
      collections.push(added);
      continue;
    }
    const changed = diffCollection(old, next, options);
    if (changed) collections.push(changed);
  }
  if (options.deleteMissing) {
    const kept = new Set(aligned.map((c) => c.id));
    for (const old of current) {
      if (kept.has(old.id) || (options.systemStays && old.system)) continue;
      const removed = emptyDiff("removed", old);
      removed.fields.removed = fieldsOf(old);
      collections.push(removed);
    }
  }
  return { inSync: collections.length === 0, collections };
}
