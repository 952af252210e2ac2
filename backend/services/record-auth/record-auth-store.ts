/** @module Looking up auth records by id, email or username, and writing their auth columns. */
import type { SQLInputValue } from "node:sqlite";
import { nowDateTime } from "../../../shared/dates.ts";
import type { AuthCollectionOptions, Collection } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { quoteId } from "../../db/connection.ts";
import { cachedStatement } from "../../db/statement-cache.ts";
import { newSecret } from "../../lib/random.ts";
import type { StoredRecord } from "../common/caller.ts";
import { publishRecordSaved } from "../realtime/realtime-records.ts";
import { recordFromRow } from "../records/record-store.ts";

/** The auth collection with this id or name, or null (also for base and view collections). */
export function findAuthCollection(backend: Backend, idOrName: string): Collection | null {
  const collection = backend.collections.find(idOrName);
  return collection?.type === "auth" ? collection : null;
}

/** The auth options of a collection (all false for other types). */
export function authOptionsOf(collection: Collection): AuthCollectionOptions {
  const options = collection.type === "auth" ? (collection.options as Partial<AuthCollectionOptions>) : {};
  return {
    allowEmailAuth: options.allowEmailAuth === true,
    allowOAuth2Auth: options.allowOAuth2Auth === true,
    allowUsernameAuth: options.allowUsernameAuth === true,
    exceptEmailDomains: options.exceptEmailDomains ?? null,
    manageRule: options.manageRule ?? null,
    minPasswordLength: Number(options.minPasswordLength ?? 0),
    onlyEmailDomains: options.onlyEmailDomains ?? null,
    requireEmail: options.requireEmail === true,
  };
}

/** The record of an auth collection (by id or name) with this id, or null. */
export function findAuthRecord(
  backend: Backend,
  collectionIdOrName: string,
  id: string,
): StoredRecord | null {
  const collection = findAuthCollection(backend, collectionIdOrName);
  return collection ? findAuthRecordBy(backend, collection, "id", id) : null;
}

/**
 * The record whose `column` equals `value`, or null. Ids and emails match exactly; usernames
 * case-insensitively, as their unique index does.
 */
export function findAuthRecordBy(
  backend: Backend,
  collection: Collection,
  column: "id" | "email" | "username",
  value: string,
): StoredRecord | null {
  if (value === "") return null;
  const where = column === "username" ? "LOWER(`username`) = LOWER(?)" : `${quoteId(column)} = ?`;
  const row = cachedStatement(
    backend.db,
    `SELECT * FROM ${quoteId(collection.name)} WHERE ${where} LIMIT 1`,
  ).get(value);
  return row ? recordFromRow(collection, row as Record<string, unknown>) : null;
}

/** Whether another record of the collection already uses this exact email. */
export function emailTakenInCollection(
  backend: Backend,
  collection: Collection,
  email: string,
  exceptId = "",
): boolean {
  const sql = `SELECT 1 FROM ${quoteId(collection.name)} WHERE email = ? AND id != ? LIMIT 1`;
  return cachedStatement(backend.db, sql).get(email, exceptId) !== undefined;
}

/** Changes of the auth system columns of one record. */
export interface AuthColumnChanges {
  email?: string;
  verified?: boolean;
  passwordHash?: string;
  lastResetSentAt?: string;
  lastVerificationSentAt?: string;
}

/**
 * Writes auth columns and refreshes `updated`; a new password hash also regenerates the token
 * key and clears `lastResetSentAt`, and so does an email change (both revoke every token) unless
 * `keepTokens` (an OAuth2 sign-in filling an empty email). Returns the record as stored afterwards.
 * @throws Error when the write fails (e.g. the email is taken)
 */
export function updateAuthColumns(
  backend: Backend,
  record: StoredRecord,
  changes: AuthColumnChanges,
  keepTokens = false,
): StoredRecord {
  const values: Record<string, SQLInputValue> = {};
  for (const [key, value] of Object.entries(changes)) {
    if (value !== undefined) values[key] = typeof value === "boolean" ? Number(value) : value;
  }
  if (changes.passwordHash !== undefined) values.lastResetSentAt = "";
  if (changes.passwordHash !== undefined || (changes.email !== undefined && !keepTokens))
    values.tokenKey = newSecret();
  values.updated = nowDateTime();
  const columns = Object.keys(values);
  const sql = `UPDATE ${quoteId(record.collection.name)} SET ${columns.map((c) => `${quoteId(c)} = ?`).join(", ")} WHERE id = ?`;
  backend.db.prepare(sql).run(...Object.values(values), String(record.values.id));
  const id = String(record.values.id);
  const fresh = findAuthRecordBy(backend, record.collection, "id", id) ?? record;
  // verification, password reset and email change are record updates for realtime subscribers too
  publishRecordSaved(backend, "update", fresh);
  return fresh;
}
