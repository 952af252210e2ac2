/** @module Paged record lists: page/perPage/sort/filter/skipTotal with the listRule AND-ed in. */
import type { Collection, ListResult } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import type { RequestInfo } from "../../filter/index.ts";
import type { StoredRecord } from "../common/caller.ts";
import { InvalidListQuery, type ListQuery } from "../common/list-query.ts";
import { recordQuery } from "./record-query.ts";
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
  try {
    const { table, where, whereParams, orderBy, orderParams } = recordQuery(
      backend,
      collection,
      params,
      request,
      rule,
    );
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
