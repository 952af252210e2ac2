/** @module Public entry of the filter language: filters, sorts and rules compiled to parameterised SQL. */
import type { SQLInputValue } from "node:sqlite";
import type { Collection } from "../../shared/models.ts";
import type { AdminRow, StoredRecord } from "../http/request-context.ts";

/** What `@request.*` identifiers read. */
export interface RequestInfo {
  method: string;
  query: Record<string, string>;
  data: Record<string, unknown>;
  headers: Record<string, string>;
  admin: AdminRow | null;
  authRecord: StoredRecord | null;
}

/** A boolean SQL expression (or ORDER BY body) and its positional `?` parameters. */
export interface SqlFragment {
  sql: string;
  params: SQLInputValue[];
}

/** Finds collections by id or case-insensitive name. */
export interface CollectionLookup {
  find(idOrName: string): Collection | undefined;
}

/** Context for filters, sorts and rules on the records of one collection. */
export interface RecordQueryContext {
  collections: CollectionLookup;
  collection: Collection;
  /** The alias the main table has in the outer query. */
  tableAlias: string;
  request: RequestInfo;
  /** Admins (and rules) may use hidden fields such as `email` of auth records. */
  allowHiddenFields: boolean;
}

/** A filter or sort that cannot be parsed or resolved; the API answers 400. */
export class FilterError extends Error {}

/** @throws FilterError */
export function compileRecordFilter(_expr: string, _ctx: RecordQueryContext): SqlFragment {
  throw new FilterError("not implemented");
}

/** @throws FilterError */
export function compileRecordSort(_sort: string, _ctx: RecordQueryContext): SqlFragment {
  throw new FilterError("not implemented");
}

/** Filter over plain columns only (admins, collections, logs lists). @throws FilterError */
export function compileListFilter(
  _expr: string,
  _columns: readonly string[],
  _tableAlias?: string,
): SqlFragment {
  throw new FilterError("not implemented");
}

/** Sort over plain columns only. @throws FilterError */
export function compileListSort(
  _sort: string,
  _columns: readonly string[],
  _tableAlias?: string,
): SqlFragment {
  throw new FilterError("not implemented");
}

/** Checks that a rule compiles for a collection (which may be new). Returns the problem, or null when valid. */
export function validateRule(
  _rule: string,
  _collection: Collection,
  _collections: CollectionLookup,
): string | null {
  return null;
}
