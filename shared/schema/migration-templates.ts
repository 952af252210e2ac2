/**
 * @module The JavaScript migration files PocketBase v0.18 writes (its automigrate and `migrate
 * collections`): the create, delete, update and snapshot shapes, byte for byte, and their names.
 */

import type { Collection, SchemaField } from "../models.ts";
import { ruleNames } from "../rules/rule-access.ts";
import { COLLECTION_KEYS as EXPORTED_KEYS, FIELD_KEYS, sortedKeys } from "./collections-export.ts";

/** A collection as a migration file holds it (`created`/`updated` may be empty for a new one). */
export type MigrationCollection = Collection;

/** One migration file: its name (`<unix-seconds>_<action>_<name>.js`) and its text. */
export interface MigrationFile {
  name: string;
  content: string;
}

const TYPES_REFERENCE = '/// <reference path="../pb_data/types.d.ts" />\n';

// the exported order with the timestamps after the id, as Go writes the whole model
const COLLECTION_KEYS = ["id", "created", "updated", ...EXPORTED_KEYS.slice(1)];

// options are a Go map: its keys in byte order
const sortedObject = (value: unknown) => sortedKeys(value ?? {}) as Record<string, unknown>;

/** A field in the key order Go writes it. */
function fieldModel(field: SchemaField | Record<string, unknown>): Record<string, unknown> {
  const raw = field as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of FIELD_KEYS) out[key] = key === "options" ? (raw.options ?? {}) : (raw[key] ?? null);
  return out;
}

/** A collection in the key order Go writes it; options are a Go map, so sorted. */
function collectionModel(collection: MigrationCollection): Record<string, unknown> {
  const raw = collection as unknown as Record<string, unknown>;
  const out: Record<string, unknown> = {};
  for (const key of COLLECTION_KEYS) {
    if (key === "schema") out.schema = (collection.schema ?? []).map(fieldModel);
    else if (key === "options") out.options = sortedObject(collection.options);
    else if (key === "indexes") out.indexes = collection.indexes ?? [];
    else if (key === "created" || key === "updated") out[key] = raw[key] ?? "";
    else out[key] = raw[key] ?? null;
  }
  return out;
}

/** JSON indented by two spaces, every line after the first prefixed by two more (Go's MarshalIndent). */
function migrationJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, "\n  ");
}

/** The migration that creates `collection` (down deletes it). */
export function createTemplate(collection: MigrationCollection): string {
  return `${TYPES_REFERENCE}migrate((db) => {
  const collection = new Collection(${migrationJson(collectionModel(collection))});

  return Dao(db).saveCollection(collection);
}, (db) => {
  const dao = new Dao(db);
  const collection = dao.findCollectionByNameOrId(${JSON.stringify(collection.id)});

  return dao.deleteCollection(collection);
})
`;
}

/** The migration that deletes `collection` (down creates it again). */
function deleteTemplate(collection: MigrationCollection): string {
  return `${TYPES_REFERENCE}migrate((db) => {
  const dao = new Dao(db);
  const collection = dao.findCollectionByNameOrId(${JSON.stringify(collection.id)});

  return dao.deleteCollection(collection);
}, (db) => {
  const collection = new Collection(${migrationJson(collectionModel(collection))});

  return Dao(db).saveCollection(collection);
})
`;
}

/** The snapshot of every collection (`migrate collections`): imported with deleteMissing; no down. */
export function snapshotTemplate(collections: readonly MigrationCollection[]): string {
  return `${TYPES_REFERENCE}migrate((db) => {
  const snapshot = ${migrationJson(collections.map(collectionModel))};

  const collections = snapshot.map((item) => new Collection(item));

  return Dao(db).importCollections(collections, true, null);
}, (db) => {
  return null;
})
`;
}

function ruleLine(prop: string, rule: string | null | undefined): string {
  return `collection.${prop} = ${rule === null || rule === undefined ? "null" : JSON.stringify(rule)}`;
}

const addField = (f: SchemaField) =>
  `collection.schema.addField(new SchemaField(${migrationJson(fieldModel(f))}))\n`;
const removeField = (f: SchemaField) => `collection.schema.removeField(${JSON.stringify(f.id)})\n`;
const sameField = (a: SchemaField, b: SchemaField) =>
  migrationJson(fieldModel(a)) === migrationJson(fieldModel(b));

/**
 * The field statements that turn `from` into `to` including their order: removed fields, then from
 * the first field out of place on, each field of `to` added (new ones) or moved to the end (others,
 * removed and added again: same id, so its column and data stay), then changed fields.
 */
function orderedFieldSteps(from: SchemaField[], to: SchemaField[]): string[] {
  const steps: string[] = [];
  const has = (fields: SchemaField[], field: SchemaField) => fields.some((f) => f.id === field.id);
  for (const field of from) if (!has(to, field)) steps.push("// remove", removeField(field));
  const kept = from.filter((f) => has(to, f));
  let inPlace = 0;
  while (inPlace < kept.length && inPlace < to.length && kept[inPlace].id === to[inPlace].id) inPlace++;
  const moved = to.slice(inPlace);
  for (const field of moved) {
    if (has(from, field)) steps.push("// move", removeField(field).trimEnd(), addField(field));
    else steps.push("// add", addField(field));
  }
  for (const field of to) {
    const before = from.find((f) => f.id === field.id);
    if (before && !has(moved, field) && !sameField(before, field)) steps.push("// update", addField(field));
  }
  return steps;
}

/**
 * The up and down statements that turn `old` into `next` and back, in PocketBase's order; with
 * `keepFieldOrder`, fields also end in the other side's order (PocketBase appends added fields).
 */
function updateParts(
  next: MigrationCollection,
  old: MigrationCollection,
  keepFieldOrder: boolean,
): { up: string[]; down: string[] } {
  const up: string[] = [];
  const down: string[] = [];
  const pair = (a: string, b: string) => {
    up.push(a);
    down.push(b);
  };
  if (old.name !== next.name)
    pair(`collection.name = ${JSON.stringify(next.name)}`, `collection.name = ${JSON.stringify(old.name)}`);
  if (old.type !== next.type)
    pair(`collection.type = ${JSON.stringify(next.type)}`, `collection.type = ${JSON.stringify(old.type)}`);
  if (old.system !== next.system)
    pair(`collection.system = ${next.system}`, `collection.system = ${old.system}`);
  for (const rule of ruleNames) {
    const before = ruleLine(rule, old[rule]);
    const after = ruleLine(rule, next[rule]);
    if (before !== after) pair(after, before);
  }
  const nextOptions = migrationJson(sortedObject(next.options));
  const oldOptions = migrationJson(sortedObject(old.options));
  if (nextOptions !== oldOptions)
    pair(`collection.options = ${nextOptions}`, `collection.options = ${oldOptions}`);
  const nextIndexes = migrationJson(next.indexes ?? []);
  const oldIndexes = migrationJson(old.indexes ?? []);
  if (nextIndexes !== oldIndexes)
    pair(`collection.indexes = ${nextIndexes}`, `collection.indexes = ${oldIndexes}`);
  // a blank line between the collection's own properties and its fields
  if (up.length > 0) up[up.length - 1] += "\n";
  if (down.length > 0) down[down.length - 1] += "\n";

  const nextFields = next.schema ?? [];
  const oldFields = old.schema ?? [];
  if (keepFieldOrder) {
    up.push(...orderedFieldSteps(oldFields, nextFields));
    down.push(...orderedFieldSteps(nextFields, oldFields));
    return { up, down };
  }
  for (const field of oldFields) {
    if (nextFields.some((f) => f.id === field.id)) continue;
    up.push("// remove", removeField(field));
    down.push("// add", addField(field));
  }
  for (const field of nextFields) {
    if (oldFields.some((f) => f.id === field.id)) continue;
    up.push("// add", addField(field));
    down.push("// remove", removeField(field));
  }
  for (const field of nextFields) {
    const before = oldFields.find((f) => f.id === field.id);
    if (!before) continue;
    if (sameField(before, field)) continue;
    up.push("// update", addField(field));
    down.push("// update", addField(before));
  }
  return { up, down };
}

/** How an update is written. */
export interface UpdateOptions {
  /** Whether added fields take their place in `next`'s order (and back in `old`'s on down). */
  keepFieldOrder?: boolean;
}

/** The migration from `old` to `next` (same id), or null when nothing differs. */
export function updateTemplate(
  next: MigrationCollection,
  old: MigrationCollection,
  options: UpdateOptions = {},
): string | null {
  const { up, down } = updateParts(next, old, options.keepFieldOrder === true);
  if (up.length === 0 && down.length === 0) return null;
  const body = (parts: string[]) => parts.join("\n  ").trim();
  return `${TYPES_REFERENCE}migrate((db) => {
  const dao = new Dao(db)
  const collection = dao.findCollectionByNameOrId(${JSON.stringify(old.id)})

  ${body(up)}

  return dao.saveCollection(collection)
}, (db) => {
  const dao = new Dao(db)
  const collection = dao.findCollectionByNameOrId(${JSON.stringify(next.id)})

  ${body(down)}

  return dao.saveCollection(collection)
})
`;
}

/**
 * The migration file for one collection change, named as PocketBase names it: `created_<new name>`,
 * `deleted_<old name>` or `updated_<old name>`; null when nothing changed.
 * @throws Error when both sides are null.
 */
export function collectionMigration(
  next: MigrationCollection | null,
  old: MigrationCollection | null,
  unixSeconds: number,
  options: UpdateOptions = {},
): MigrationFile | null {
  if (next && old) {
    const content = updateTemplate(next, old, options);
    return content ? { name: `${unixSeconds}_updated_${old.name}.js`, content } : null;
  }
  if (next) return { name: `${unixSeconds}_created_${next.name}.js`, content: createTemplate(next) };
  if (old) return { name: `${unixSeconds}_deleted_${old.name}.js`, content: deleteTemplate(old) };
  throw new Error("a collection migration needs the collection before or after the change");
}

/** The file name of a full snapshot (`migrate collections`). */
export function snapshotFileName(unixSeconds: number): string {
  return `${unixSeconds}_collections_snapshot.js`;
}
