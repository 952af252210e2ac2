/** @module Collection API rules applied to records: view/update/delete lookups, manageRule, file access. */
import type { SQLInputValue } from "node:sqlite";
import type { Collection } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { quoteId } from "../../db/connection.ts";
import { compileRecordFilter, type RecordQueryContext, type RequestInfo } from "../../filter/index.ts";
import type { StoredRecord } from "../common/caller.ts";
import { recordFromRow } from "./record-store.ts";

/** The filter context for queries on `collection`, whose table is addressed by its own name. */
export function recordQueryContext(
  backend: Backend,
  collection: Collection,
  request: RequestInfo,
  allowHiddenFields: boolean,
): RecordQueryContext {
  return {
    collections: backend.collections,
    collection,
    tableAlias: collection.name,
    request,
    allowHiddenFields,
  };
}

/** A WHERE condition for a rule ("" or null-free expression), or null when the rule lets every row through. */
export function ruleCondition(
  backend: Backend,
  collection: Collection,
  rule: string,
  request: RequestInfo,
): { sql: string; params: SQLInputValue[] } | null {
  if (rule.trim() === "") return null;
  return compileRecordFilter(rule, recordQueryContext(backend, collection, request, true));
}

/**
 * The record with `id` that also satisfies `rule` (null or "" = no condition), or null.
 * A rule that does not compile finds nothing.
 */
export function findRecordWithRule(
  backend: Backend,
  collection: Collection,
  id: string,
  rule: string | null,
  request: RequestInfo,
): StoredRecord | null {
  let where = `${quoteId(collection.name)}.id = ?`;
  const params: SQLInputValue[] = [id];
  try {
    const condition = rule === null ? null : ruleCondition(backend, collection, rule, request);
    if (condition) {
      where += ` AND (${condition.sql})`;
      params.push(...condition.params);
    }
    const row = backend.db
      .prepare(`SELECT ${quoteId(collection.name)}.* FROM ${quoteId(collection.name)} WHERE ${where} LIMIT 1`)
      .get(...params);
    return row ? recordFromRow(collection, row as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

/** The subset of `ids` whose rows satisfy `rule` (a non-empty expression); empty on a broken rule. */
export function idsMatchingRule(
  backend: Backend,
  collection: Collection,
  ids: string[],
  rule: string,
  request: RequestInfo,
): Set<string> {
  const out = new Set<string>();
  if (ids.length === 0) return out;
  try {
    const condition = ruleCondition(backend, collection, rule, request);
    const table = quoteId(collection.name);
    for (let i = 0; i < ids.length; i += 500) {
      const chunk = ids.slice(i, i + 500);
      let sql = `SELECT ${table}.id AS id FROM ${table} WHERE ${table}.id IN (${chunk.map(() => "?").join(",")})`;
      const params: SQLInputValue[] = [...chunk];
      if (condition) {
        sql += ` AND (${condition.sql})`;
        params.push(...condition.params);
      }
      for (const row of backend.db.prepare(sql).all(...params)) out.add(String((row as { id: unknown }).id));
    }
  } catch {
    out.clear();
  }
  return out;
}

/**
 * Whether the caller may see the record `id` of `collection` under its viewRule (admins always;
 * null rule only admins; "" everyone). Used for protected file downloads.
 */
export function canViewRecord(
  backend: Backend,
  collection: Collection,
  id: string,
  request: RequestInfo,
): boolean {
  if (request.admin) return true;
  if (collection.viewRule === null) return false;
  return findRecordWithRule(backend, collection, id, collection.viewRule, request) !== null;
}

/** The manageRule of an auth collection when it is a usable expression, else null. */
export function manageRuleOf(collection: Collection): string | null {
  if (collection.type !== "auth") return null;
  const rule = collection.options.manageRule;
  return typeof rule === "string" && rule.trim() !== "" ? rule : null;
}

/** Whether the caller has manage access to an auth record: admin, or an auth record matching manageRule. */
export function canManageRecord(backend: Backend, record: StoredRecord, request: RequestInfo): boolean {
  if (request.admin) return true;
  const rule = manageRuleOf(record.collection);
  if (!rule || !request.authRecord) return false;
  return findRecordWithRule(backend, record.collection, String(record.values.id), rule, request) !== null;
}
