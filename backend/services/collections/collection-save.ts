/** @module Writing a validated collection: its `_collections` row plus its table or SQL view (one transaction). */
import type { DatabaseSync } from "node:sqlite";
import { nowDateTime } from "../../../shared/dates.ts";
import { buildIndex, tryParseIndex } from "../../../shared/indexes/index-statement.ts";
import type { Collection } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { transaction } from "../../db/connection.ts";
import { createRecordTable, syncRecordTable } from "../../db/schema-sync.ts";
import { dropView, saveView } from "../../db/view-save.ts";
import { inferViewSchema, viewSql } from "../../db/view-schema.ts";
import { goJson, goJsonSorted } from "../../lib/go-json.ts";
import { newId } from "../../lib/random.ts";
import type { CollectionDraft } from "./collection-input.ts";
import { normaliseOptions } from "./collection-options.ts";

/**
 * Runs `work` in a transaction and reloads the registry before the commit (so that later steps
 * see the change) and again after a rollback.
 */
export function collectionTransaction<T>(backend: Backend, work: () => T): T {
  try {
    return transaction(backend.db, () => {
      const result = work();
      backend.collections.reload();
      return result;
    });
  } catch (err) {
    backend.collections.reload();
    throw err;
  }
}

/** Rewrites the table of stored index statements that named the old collection name. */
function renameIndexTables(indexes: string[], oldName: string, newName: string): string[] {
  return indexes.map((raw) => {
    const parsed = tryParseIndex(raw);
    if (!parsed || parsed.tableName.toLowerCase() !== oldName.toLowerCase()) return raw;
    return buildIndex({ ...parsed, tableName: newName });
  });
}

/**
 * The collection to store for a valid draft: type, system flag and custom id only on create,
 * name unless system, schema and canonical indexes unless view, options normalised.
 */
export function collectionFromDraft(draft: CollectionDraft, old: Collection | null): Collection {
  const now = nowDateTime();
  const name = old?.system ? old.name : draft.name;
  const isView = (old?.type ?? draft.type) === "view";
  let indexes = old?.indexes ?? [];
  if (!isView) {
    indexes = draft.indexes.map((raw) => {
      const parsed = tryParseIndex(raw);
      return parsed ? buildIndex(parsed) : raw;
    });
    if (old && old.name !== name) indexes = renameIndexTables(indexes, old.name, name);
  }
  return {
    id: old?.id ?? (draft.id || newId()),
    created: old?.created ?? now,
    updated: now,
    name,
    type: old?.type ?? draft.type,
    system: old?.system ?? draft.system,
    schema: isView ? [] : draft.schema,
    indexes,
    listRule: draft.listRule,
    viewRule: draft.viewRule,
    createRule: draft.createRule,
    updateRule: draft.updateRule,
    deleteRule: draft.deleteRule,
    options: normaliseOptions(old?.type ?? draft.type, draft.options),
  } as Collection;
}

function rowValues(c: Collection): (string | number | null)[] {
  return [
    c.system ? 1 : 0,
    c.type,
    c.name,
    goJson(c.schema),
    goJson(c.indexes),
    c.listRule,
    c.viewRule,
    c.createRule,
    c.updateRule,
    c.deleteRule,
    goJsonSorted(c.options),
  ];
}

/** Inserts or rewrites the `_collections` row (every column, like PocketBase's model save). */
export function writeCollectionRow(db: DatabaseSync, c: Collection, isNew: boolean): void {
  if (isNew) {
    db.prepare(
      "INSERT INTO _collections (system, type, name, schema, indexes, listRule, viewRule, createRule, updateRule, deleteRule, options, id, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    ).run(...rowValues(c), c.id, c.created, c.updated);
    return;
  }
  db.prepare(
    "UPDATE _collections SET system = ?, type = ?, name = ?, schema = ?, indexes = ?, listRule = ?, viewRule = ?, createRule = ?, updateRule = ?, deleteRule = ?, options = ?, created = ?, updated = ? WHERE id = ?",
  ).run(...rowValues(c), c.created, c.updated, c.id);
}

/**
 * (Re)creates the SQL view of a view collection with a freshly inferred schema (new field ids)
 * and writes its row (inserted when `isNew`); a renamed view's old SQL view is dropped.
 * @throws Error when the query does not make a valid view.
 */
export function saveViewCollection(
  backend: Backend,
  collection: Collection,
  old: Collection | null,
  isNew = old === null,
): void {
  const db = backend.db;
  const query = (collection.options as { query?: string }).query ?? "";
  const all = backend.collections.all();
  const schema = inferViewSchema(db, query, all);
  if (old && old.name !== collection.name) dropView(db, old.name);
  saveView(db, collection.name, viewSql(query, all));
  writeCollectionRow(db, { ...collection, schema, indexes: [] }, isNew);
}

/**
 * Stores a collection and syncs its table or view; must run inside a transaction.
 * @throws IndexCreationError for user indexes SQLite refuses; other errors for failed DDL.
 */
export function persistCollection(backend: Backend, collection: Collection, old: Collection | null): void {
  if (collection.type === "view") {
    saveViewCollection(backend, collection, old);
    return;
  }
  writeCollectionRow(backend.db, collection, old === null);
  if (old) syncRecordTable(backend.db, old, collection);
  else createRecordTable(backend.db, collection);
}
