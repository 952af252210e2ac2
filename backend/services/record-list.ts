/** @module Paged record lists: page/perPage/sort/filter/skipTotal with the listRule AND-ed in. */
import type { SQLInputValue } from "node:sqlite";
import type { Collection, ListResult } from "../../shared/models.ts";
import type { Backend } from "../context.ts";
import { quoteId } from "../db/connection.ts";
import { compileRecordFilter, compileRecordSort, type RequestInfo } from "../filter/index.ts";
import type { StoredRecord } from "../http/request-context.ts";
import { recordQueryContext } from "./record-rules.ts";
import { recordFromRow } from "./record-store.ts";

/** List query parameters as received (first values). */
export interface ListParams {
  page?: string;
  perPage?: string;
  sort?: string;
  filter?: string;
  skipTotal?: string;
}

/** A list query parameter that cannot be used; the route answers 400 "Invalid filter parameters.". */
export class InvalidListParams extends Error {}

const defaultPerPage = 30;
const maxPerPage = 500;
const goTrue = new Set(["1", "t", "T", "TRUE", "true", "True"]);
const goFalse = new Set(["0", "f", "F", "FALSE", "false", "False"]);

function parseInteger(raw: string | undefined, name: string): number | null {
  if (raw === undefined || raw === "") return null;
  if (!/^[+-]?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw new InvalidListParams(name);
  return Number(raw);
}

/** Go ParseBool for `skipTotal` ("" = false). @throws InvalidListParams */
export function parseSkipTotal(raw: string | undefined): boolean {
  if (raw === undefined || raw === "") return false;
  if (goTrue.has(raw)) return true;
  if (goFalse.has(raw)) return false;
  throw new InvalidListParams("skipTotal");
}

/** Normalised page and perPage. @throws InvalidListParams */
export function parsePaging(params: ListParams): { page: number; perPage: number } {
  const page = parseInteger(params.page, "page") ?? 1;
  const perPage = parseInteger(params.perPage, "perPage") ?? defaultPerPage;
  return {
    page: page <= 0 ? 1 : page,
    perPage: perPage <= 0 ? defaultPerPage : Math.min(perPage, maxPerPage),
  };
}

/**
 * One page of records. `rule` is the listRule to AND in (null = none, as for admins).
 * @throws InvalidListParams for bad paging, sort, filter or rule (and any query failure).
 */
export function listRecords(
  backend: Backend,
  collection: Collection,
  params: ListParams,
  request: RequestInfo,
  rule: string | null,
): ListResult<StoredRecord> {
  const { page, perPage } = parsePaging(params);
  const skipTotal = parseSkipTotal(params.skipTotal);
  const conditions: string[] = [];
  const whereParams: SQLInputValue[] = [];
  let orderBy = "";
  const orderParams: SQLInputValue[] = [];
  try {
    if (rule !== null && rule.trim() !== "") {
      const compiled = compileRecordFilter(rule, recordQueryContext(backend, collection, request, true));
      conditions.push(`(${compiled.sql})`);
      whereParams.push(...compiled.params);
    }
    if (params.filter && params.filter.trim() !== "") {
      const ctx = recordQueryContext(backend, collection, request, request.admin !== null);
      const compiled = compileRecordFilter(params.filter, ctx);
      conditions.push(`(${compiled.sql})`);
      whereParams.push(...compiled.params);
    }
    if (params.sort && params.sort !== "") {
      const ctx = recordQueryContext(backend, collection, request, request.admin !== null);
      const compiled = compileRecordSort(params.sort, ctx);
      if (compiled.sql.trim() !== "") orderBy = ` ORDER BY ${compiled.sql}`;
      orderParams.push(...compiled.params);
    }
    const table = quoteId(collection.name);
    const where = conditions.length > 0 ? ` WHERE ${conditions.join(" AND ")}` : "";
    let totalItems = -1;
    if (!skipTotal) {
      const row = backend.db.prepare(`SELECT COUNT(*) AS n FROM ${table}${where}`).get(...whereParams) as {
        n: number;
      };
      totalItems = Number(row.n);
    }
    const rows = backend.db
      .prepare(`SELECT ${table}.* FROM ${table}${where}${orderBy} LIMIT ? OFFSET ?`)
      .all(...whereParams, ...orderParams, perPage, perPage * (page - 1));
    return {
      page,
      perPage,
      totalItems,
      totalPages: skipTotal ? -1 : Math.ceil(totalItems / perPage),
      items: rows.map((row) => recordFromRow(collection, row as Record<string, unknown>)),
    };
  } catch (err) {
    if (err instanceof InvalidListParams) throw err;
    throw new InvalidListParams(err instanceof Error ? err.message : "invalid list query");
  }
}
