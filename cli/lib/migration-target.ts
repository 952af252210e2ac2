/**
 * @module The collections a migration should leave, from a collections file: complete collections
 * with the backend's ids, and the backend's own values wherever the file means the same thing (a
 * key the file leaves out, options in another order), so that only real changes reach the files.
 */
import { randomInt } from "node:crypto";
import type { Collection, SchemaField } from "../../shared/models.ts";
import type { ExportedCollection } from "../../shared/schema/collections-export.ts";
import { alignIncoming, sameJson, sameSetting } from "../../shared/schema/schema-diff.ts";

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
