/**
 * @module The collections a migration should leave, from a collections file: complete collections
 * with the backend's ids, and the backend's own values wherever the file means the same thing (a
 * key the file leaves out, options in another order), so that only real changes reach the files.
 */
import { randomInt } from "node:crypto";
import { crc32 } from "node:zlib";
import type { Collection, SchemaField } from "../../shared/models.ts";
import type { ExportedCollection } from "../../shared/schema/collections-export.ts";
import { loadedOnTop } from "../../shared/schema/fields-compare.ts";
import { alignIncoming, sameJson, sameSetting } from "../../shared/schema/schema-diff.ts";
import { systemFieldId } from "../../shared/schema/system-fields.ts";

const RULES = ["listRule", "viewRule", "createRule", "updateRule", "deleteRule"] as const;
const FIELD_FLAGS = ["system", "required", "presentable", "unique"] as const;

function randomId(length: number): string {
  const alphabet = "abcdefghijklmnopqrstuvwxyz0123456789";
  let out = "";
  for (let i = 0; i < length; i++) out += alphabet[randomInt(alphabet.length)];
  return out;
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === "object" && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

/** The file's options, with the backend's value (and key order) wherever they mean the same. */
function mergedOptions(current: unknown, incoming: unknown): Record<string, unknown> {
  const before = record(current);
  const after = record(incoming);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(before)) {
    out[key] = sameSetting(before[key], after[key]) ? before[key] : (after[key] ?? null);
  }
  for (const key of Object.keys(after)) if (!(key in out)) out[key] = after[key];
  return out;
}

function mergedField(incoming: Record<string, unknown>, current: SchemaField | undefined): SchemaField {
  const field: Record<string, unknown> = {
    system: false,
    id: typeof incoming.id === "string" && incoming.id ? incoming.id : randomId(8),
    name: incoming.name,
    type: incoming.type,
    required: false,
    presentable: false,
    unique: false,
    options: current ? mergedOptions(current.options, incoming.options) : record(incoming.options),
  };
  for (const flag of FIELD_FLAGS) {
    const value = incoming[flag];
    field[flag] = current && sameSetting(current[flag], value) ? current[flag] : value === true;
  }
  return field as unknown as SchemaField;
}

function targetCollection(incoming: ExportedCollection, current: Collection | undefined): Collection {
  const raw = incoming as unknown as Record<string, unknown>;
  const type = (incoming.type ?? current?.type ?? "base") as Collection["type"];
  const fileSchema = Array.isArray(raw.schema) ? (raw.schema as Record<string, unknown>[]) : [];
  // a view's fields follow from its query: keep the backend's unless the file's are all there is
  const schema =
    type === "view" && current
      ? current.schema
      : fileSchema.map((f) => {
          const before = current?.schema.find((c) => c.id === f.id);
          // PocketBase refuses to change a field's type: the migration replaces the field instead
          if (before && before.type !== f.type) return mergedField({ ...f, id: "" }, undefined);
          return mergedField(f, before);
        });
  const indexes = Array.isArray(raw.indexes) ? (raw.indexes as string[]) : [];
  const rules = Object.fromEntries(
    RULES.map((rule) => [rule, typeof raw[rule] === "string" ? (raw[rule] as string) : null]),
  );
  return {
    id: incoming.id || randomId(15),
    created: current?.created ?? "",
    updated: current?.updated ?? "",
    name: incoming.name,
    type,
    system: incoming.system ?? current?.system ?? false,
    schema,
    indexes: current && sameJson(current.indexes, indexes) ? current.indexes : indexes,
    ...rules,
    options: current ? mergedOptions(current.options, incoming.options) : record(incoming.options),
  } as Collection;
}

/**
 * The complete collections that `incoming` describes, matched to `current` by id, then by name (as
 * `pbdeck diff` and `import` match them); collections and fields without an id get a new one.
 * @example migrationsBetween(current, targetCollections(current, fileCollections), second)
 */
export function targetCollections(
  current: readonly Collection[],
  incoming: readonly ExportedCollection[],
): Collection[] {
  const byId = new Map(current.map((c) => [c.id, c]));
  return alignIncoming(current, incoming).map((c) => targetCollection(c, c.id ? byId.get(c.id) : undefined));
}

type Loose = Record<string, unknown>;

/** Whether two v0.23+ fields mean the same (a key the file leaves out matches a blank value). */
function sameFlatField(current: Loose, incoming: Loose): boolean {
  const keys = new Set([...Object.keys(current), ...Object.keys(incoming)]);
  return [...keys].every((key) => sameSetting(current[key], incoming[key]));
}

/** The v0.23+ field list a migration should leave: the file's, the server's own where they mean the same. */
function targetFields(incoming: Loose[], current: Loose[] | null): Loose[] {
  const fields = incoming.map((field) => {
    // a field without an id gets the one the server would give it: its type and the CRC-32 of its name
    const id =
      typeof field.id === "string" && field.id
        ? field.id
        : systemFieldId(String(field.type), String(field.name));
    const before = current?.find((f) => f.id === id);
    // PocketBase refuses to change a field's type: the migration replaces the field instead
    if (before && before.type !== field.type)
      return { ...field, id: systemFieldId(String(field.type), String(field.name)) };
    const withId = { ...field, id };
    return before && sameFlatField(before, withId) ? before : withId;
  });
  // the server keeps system fields a file leaves out (an import does too)
  const kept = (current ?? []).filter((f) => f.system === true && !fields.some((g) => g.id === f.id));
  return [...fields, ...kept];
}

function targetFieldsCollection(incoming: Loose, current: Loose | undefined): Collection {
  const type = String(incoming.type ?? current?.type ?? "base");
  const fileFields = Array.isArray(incoming.fields) ? (incoming.fields as Loose[]) : [];
  const out: Loose = {};
  for (const key of new Set([...Object.keys(current ?? {}), ...Object.keys(incoming)])) {
    if (key === "fields" || key === "created" || key === "updated") continue;
    const value = loadedOnTop(current?.[key], incoming[key]);
    out[key] = current && sameSetting(current[key], value) ? current[key] : value;
  }
  out.id = incoming.id || `pbc_${crc32(Buffer.from(type + String(incoming.name))) >>> 0}`;
  out.type = type;
  // a view's fields follow from its query: keep the server's unless the file's are all there is
  out.fields =
    type === "view" && current
      ? current.fields
      : targetFields(fileFields, (current?.fields as Loose[]) ?? null);
  return out as unknown as Collection;
}

/**
 * The complete v0.23+ collections that `incoming` (already in the `fields` format) describes, matched
 * to `current` by id, then by name: what only the server has is left out (a migration deletes it),
 * but for system collections and fields, which stay as the server has them.
 * @example migrationsBetween(current, targetFieldsCollections(current, converted), second, collectionMigrationV023)
 */
export function targetFieldsCollections(
  current: readonly Collection[],
  incoming: readonly ExportedCollection[],
): Collection[] {
  const byId = new Map((current as unknown as Loose[]).map((c) => [c.id, c]));
  const aligned = alignIncoming(current, incoming) as unknown as Loose[];
  const targets = aligned.map((c) => targetFieldsCollection(c, byId.get(c.id)));
  const listed = new Set(targets.map((c) => c.id));
  const system = current.filter((c) => c.system && !listed.has(c.id));
  return [...targets, ...system];
}
