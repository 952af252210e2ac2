/**
 * @module The JavaScript migration files of PocketBase v0.23+: `migrate((app) => …, (app) => …)`
 * with `app.save`/`app.delete`, a collection's own settings changed through `unmarshal({…},
 * collection)` and its fields through `collection.fields.addAt(i, new Field({…}))` and
 * `collection.fields.removeById(id)`. Collections and fields are written as the server sends them,
 * without `created`, `updated` and the OAuth2 providers (a migration must not clear them).
 */
import type { MigrationCollection, MigrationFile, UpdateOptions } from "./migration-templates.ts";
import { sameJson } from "./schema-diff.ts";

type Loose = Record<string, unknown>;

const TYPES_REFERENCE = '/// <reference path="../pb_data/types.d.ts" />\n';

/** JSON indented by two spaces, every line after the first prefixed by two more (to sit in a body). */
function migrationJson(value: unknown): string {
  return JSON.stringify(value, null, 2).replace(/\n/g, "\n  ");
}

/** The collection as a migration writes it: no timestamps, no OAuth2 providers. */
function collectionData(collection: MigrationCollection): Loose {
  const { created: _created, updated: _updated, ...rest } = collection as unknown as Loose;
  if (rest.oauth2 && typeof rest.oauth2 === "object") {
    const { providers: _providers, ...oauth2 } = rest.oauth2 as Loose;
    rest.oauth2 = oauth2;
  }
  return rest;
}

const fieldsOf = (collection: MigrationCollection): Loose[] => {
  const fields = (collection as unknown as Loose).fields;
  return Array.isArray(fields) ? (fields as Loose[]) : [];
};

const idLine = (id: unknown) => `app.findCollectionByNameOrId(${JSON.stringify(id)})`;

/** The migration that creates `collection` (down deletes it). */
function createTemplate(collection: MigrationCollection): string {
  return `${TYPES_REFERENCE}migrate((app) => {
  const collection = new Collection(${migrationJson(collectionData(collection))});

  return app.save(collection);
}, (app) => {
  const collection = ${idLine(collection.id)};

  return app.delete(collection);
})
`;
}

/** The migration that deletes `collection` (down creates it again). */
function deleteTemplate(collection: MigrationCollection): string {
  return `${TYPES_REFERENCE}migrate((app) => {
  const collection = ${idLine(collection.id)};

  return app.delete(collection);
}, (app) => {
  const collection = new Collection(${migrationJson(collectionData(collection))});

  return app.save(collection);
})
`;
}

/** The collection's own keys (not its fields) whose value differs, with `to`'s values. */
function changedData(from: Loose, to: Loose): Loose | null {
  const changed: Loose = {};
  for (const key of new Set([...Object.keys(from), ...Object.keys(to)])) {
    if (key === "fields") continue;
    if (!sameJson(from[key], to[key])) changed[key] = to[key] ?? null;
  }
  return Object.keys(changed).length > 0 ? changed : null;
}

const addAt = (at: number, field: Loose) =>
  `collection.fields.addAt(${at}, new Field(${migrationJson(field)}))\n`;
const removeById = (field: Loose) => `collection.fields.removeById(${JSON.stringify(field.id)})\n`;

/** The statements that turn `from` into `to`: settings, removed fields, added fields, changed fields. */
function steps(from: MigrationCollection, to: MigrationCollection): string[] {
  const out: string[] = [];
  const data = changedData(collectionData(from), collectionData(to));
  if (data) out.push("// update collection data", `unmarshal(${migrationJson(data)}, collection)\n`);
  const before = fieldsOf(from);
  const after = fieldsOf(to);
  const has = (list: Loose[], field: Loose) => list.some((f) => f.id === field.id);
  for (const field of before) if (!has(after, field)) out.push("// remove field", removeById(field));
  after.forEach((field, at) => {
    if (!has(before, field)) out.push("// add field", addAt(at, field));
  });
  after.forEach((field, at) => {
    const old = before.find((f) => f.id === field.id);
    if (old && !sameJson(old, field)) out.push("// update field", addAt(at, field));
  });
  return out;
}

/** The migration from `old` to `next` (same id), or null when nothing differs. */
function updateTemplate(next: MigrationCollection, old: MigrationCollection): string | null {
  const up = steps(old, next);
  const down = steps(next, old);
  if (up.length === 0 && down.length === 0) return null;
  const body = (parts: string[]) => parts.join("\n  ").trim();
  return `${TYPES_REFERENCE}migrate((app) => {
  const collection = ${idLine(old.id)}

  ${body(up)}

  return app.save(collection)
}, (app) => {
  const collection = ${idLine(next.id)}

  ${body(down)}

  return app.save(collection)
})
`;
}

/**
 * The v0.23+ migration file for one collection change, named `created_<new name>`,
 * `deleted_<old name>` or `updated_<old name>`; null when nothing changed. `addAt` puts each field
 * at its place, so the field order needs no option.
 * @throws Error when both sides are null.
 */
export function collectionMigrationV023(
  next: MigrationCollection | null,
  old: MigrationCollection | null,
  unixSeconds: number,
  _options: UpdateOptions = {},
): MigrationFile | null {
  if (next && old) {
    const content = updateTemplate(next, old);
    return content ? { name: `${unixSeconds}_updated_${old.name}.js`, content } : null;
  }
  if (next) return { name: `${unixSeconds}_created_${next.name}.js`, content: createTemplate(next) };
  if (old) return { name: `${unixSeconds}_deleted_${old.name}.js`, content: deleteTemplate(old) };
  throw new Error("a collection migration needs the collection before or after the change");
}
