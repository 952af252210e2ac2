/** @module Keeps a collection's table in step with its definition: create, update (by field id), drop. */
import type { DatabaseSync } from "node:sqlite";
import type { Collection } from "../../shared/models.ts";
import { randomString } from "../lib/random.ts";
import { quoteId } from "./connection.ts";
import { authIndexesSql, columnDefinition, createTableSql } from "./schema-sync-columns.ts";
import { createIndexes, dropIndexes } from "./schema-sync-indexes.ts";
import { convertSingleMultipleColumns } from "./schema-sync-multiple.ts";

/**
 * Creates the table of a new base/auth collection with its auth and user indexes.
 * @throws IndexCreationError when a user index cannot be created; SQLite errors otherwise.
 */
export function createRecordTable(db: DatabaseSync, collection: Collection): void {
  db.exec(createTableSql(collection.name, collection.type, collection.schema));
  if (collection.type === "auth") {
    for (const sql of authIndexesSql(collection.id, collection.name)) db.exec(sql);
  }
  createIndexes(db, collection.name, collection.indexes);
}

/**
 * Applies the difference between two states of a base/auth collection to its table:
 * rename, dropped/added/renamed columns (matched by field id), single<->multiple
 * conversions, then the user indexes.
 * @throws IndexCreationError when a user index cannot be created; SQLite errors otherwise.
 */
export function syncRecordTable(db: DatabaseSync, oldCollection: Collection, collection: Collection): void {
  dropIndexes(db, oldCollection.name, oldCollection.indexes);
  const table = quoteId(collection.name);
  // SQLite names are case-insensitive: a case-only rename keeps the table name (as PocketBase does)
  if (oldCollection.name.toLowerCase() !== collection.name.toLowerCase()) {
    db.exec(`ALTER TABLE ${quoteId(oldCollection.name)} RENAME TO ${table}`);
  }
  for (const old of oldCollection.schema) {
    if (!collection.schema.some((f) => f.id === old.id)) {
      db.exec(`ALTER TABLE ${table} DROP COLUMN ${quoteId(old.name)}`);
    }
  }
  // new and renamed columns go through a temporary name so that names can be swapped (a,b -> b,a)
  const finalNames = new Map<string, string>();
  for (const field of collection.schema) {
    const old = oldCollection.schema.find((f) => f.id === field.id);
    if (old && old.name === field.name) continue;
    const temp = field.name + randomString(5);
    finalNames.set(temp, field.name);
    if (old) {
      db.exec(`ALTER TABLE ${table} RENAME COLUMN ${quoteId(old.name)} TO ${quoteId(temp)}`);
    } else {
      db.exec(`ALTER TABLE ${table} ADD ${quoteId(temp)} ${columnDefinition(field)}`);
    }
  }
  for (const [temp, name] of finalNames) {
    db.exec(`ALTER TABLE ${table} RENAME COLUMN ${quoteId(temp)} TO ${quoteId(name)}`);
  }
  convertSingleMultipleColumns(db, collection.name, oldCollection.schema, collection.schema);
  createIndexes(db, collection.name, collection.indexes);
}

/** Drops the table or SQL view of a collection (missing objects are fine). */
export function dropCollectionObject(db: DatabaseSync, collection: Collection): void {
  const kind = collection.type === "view" ? "VIEW" : "TABLE";
  db.exec(`DROP ${kind} IF EXISTS ${quoteId(collection.name)}`);
}
