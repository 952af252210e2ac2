/** Test helper: a temp copy of the fixture data.db, its registry, and runners for compiled filters. */

import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import { openDatabase } from "../../../backend/db/connection.ts";
import {
  compileRecordFilter,
  compileRecordSort,
  type RecordQueryContext,
  type RequestInfo,
} from "../../../backend/filter/index.ts";
import { CollectionRegistry } from "../../../backend/services/collections/collection-registry.ts";
import type { StoredRecord } from "../../../backend/services/common/caller.ts";
import { copyFixture } from "../../helpers/pbdeck-process.ts";

export interface FixtureDb {
  db: DatabaseSync;
  registry: CollectionRegistry;
  cleanup(): void;
}

/** Opens a fresh copy of the fixture database. */
export function openFixture(): FixtureDb {
  const copy = copyFixture();
  const db = openDatabase(join(copy.dir, "data.db"));
  const registry = new CollectionRegistry(db);
  return {
    db,
    registry,
    cleanup() {
      db.close();
      copy.cleanup();
    },
  };
}

/** A GET request of a guest, with overrides. */
export function guestRequest(overrides: Partial<RequestInfo> = {}): RequestInfo {
  return { method: "GET", query: {}, data: {}, headers: {}, admin: null, authRecord: null, ...overrides };
}

/** Loads a stored record (as the auth middleware would) to act as `@request.auth`. */
export function loadAuthRecord(fx: FixtureDb, collection: string, id: string): StoredRecord {
  const found = fx.registry.find(collection);
  if (!found) throw new Error(`no collection ${collection}`);
  const values = fx.db.prepare(`SELECT * FROM \`${found.name}\` WHERE id = ?`).get(id);
  if (!values) throw new Error(`no record ${id}`);
  return { collection: found, values: { ...values } };
}

/** A query context on `collection` aliased "t". */
export function contextFor(
  fx: FixtureDb,
  collection: string,
  options: { request?: RequestInfo; allowHiddenFields?: boolean } = {},
): RecordQueryContext {
  const found = fx.registry.find(collection);
  if (!found) throw new Error(`no collection ${collection}`);
  return {
    collections: fx.registry,
    collection: found,
    tableAlias: "t",
    request: options.request ?? guestRequest(),
    allowHiddenFields: options.allowHiddenFields ?? true,
  };
}

/** Ids of the records matching `filter`, sorted by `sort` (or by id when no sort is given). */
export function matchIds(ctx: RecordQueryContext, db: DatabaseSync, filter: string, sort = ""): string[] {
  const where = filter === "" ? { sql: "1", params: [] } : compileRecordFilter(filter, ctx);
  const order = compileRecordSort(sort, ctx);
  const sql =
    `SELECT t.id FROM \`${ctx.collection.name}\` t WHERE ${where.sql} ` +
    `ORDER BY ${order.sql === "" ? "t.id" : order.sql}`;
  return db
    .prepare(sql)
    .all(...where.params, ...order.params)
    .map((row) => String(row.id));
}
