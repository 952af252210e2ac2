/** @module Reading records from their tables (to be implemented). */
import type { Collection } from "../../shared/models.ts";
import type { Backend } from "../context.ts";
import type { StoredRecord } from "../http/request-context.ts";

/** Builds a StoredRecord from a table row, normalising every value. */
export function recordFromRow(collection: Collection, row: Record<string, unknown>): StoredRecord {
  return { collection, values: { ...row } };
}

/** The record with this id, or null. */
export function findRecordById(_backend: Backend, _collection: Collection, _id: string): StoredRecord | null {
  return null;
}
