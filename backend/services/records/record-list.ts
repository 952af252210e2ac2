/** @module Paged record lists: page/perPage/sort/filter/skipTotal with the listRule AND-ed in. */
import type { SQLInputValue } from "node:sqlite";
import type { Collection, ListResult } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { quoteId } from "../../db/connection.ts";
import { compileRecordFilter, compileRecordSort, type RequestInfo } from "../../filter/index.ts";
import type { StoredRecord } from "../common/caller.ts";
import { InvalidListQuery, type ListQuery } from "../common/list-query.ts";
import { recordQueryContext } from "./record-rules.ts";
import { cachedStatement, recordFromRow } from "./record-store.ts";

/**
 * One page of records. `rule` is the listRule to AND in (null = none, as for admins).
 * @throws InvalidListQuery for a bad sort, filter or rule (and any query failure).
 */
export function listRecords(
  backend: Backend,
  collection: Collection,
  params: ListQuery,
  request: RequestInfo,
  rule: string | null,
): ListResult<StoredRecord> {
  const { page, perPage, skipTotal } = params;
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
    if (params.filter.trim() !== "") {
      const ctx = recordQueryContext(backend, collection, request, request.admin !== null);
      const compiled = compileRecordFilter(params.filter, ctx);
      conditions.push(`(${compiled.sql})`);
      whereParams.push(...compiled.params);
    }
    if (params.sort !== "") {
      const ctx = recordQueryContext(backend, collection, request, request.admin !== null);
      const compiled = compileRecordSort(params.sort, ctx);
      if (compiled.sql.trim() !== "") orderBy = ` ORDER BY ${compiled.sql}`;
      orderParams.push(...compiled.params);
    }
    const table = quoteId(collection.name);
    const where = conditions.length > 0 ? ` WHERE ${conditions.join(" AND ")}` : "";
    let totalItems = -1;
    if (!skipTotal) {
      const row = cachedStatement(backend.db, `SELECT COUNT(*) AS n FROM ${table}${where}`).get(
        ...whereParams,
      ) as { n: number };
      totalItems = Number(row.n);
    }
    // filters and sorts carry their values as parameters, so the SQL repeats and its statement is reused
    const rows = cachedStatement(
      backend.db,
      `SELECT ${table}.* FROM ${table}${where}${orderBy} LIMIT ? OFFSET ?`,
    ).all(...whereParams, ...orderParams, perPage, perPage * (page - 1));
    return {
      page,
      perPage,
      totalItems,
      totalPages: skipTotal ? -1 : Math.ceil(totalItems / perPage),
      items: rows.map((row) => recordFromRow(collection, row as Record<string, unknown>)),
    };
  } catch (err) {
    if (err instanceof InvalidListQuery) throw err;
    throw new InvalidListQuery(err instanceof Error ? err.message : "invalid list query");
  }
}
