/** @module Paged record lists: page/perPage/sort/filter/skipTotal with the listRule AND-ed in. */
import type { Collection, ListResult } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import type { RequestInfo } from "../../filter/index.ts";
import type { StoredRecord } from "../common/caller.ts";
import { InvalidListQuery, type ListQuery } from "../common/list-query.ts";
import { recordQuery } from "./record-query.ts";
import { recordFromRow } from "./record-store.ts";

/** Rows skipped past this many are read one by one: such a page goes to a read thread. */
const DEEP_OFFSET = 10_000;

/**
 * One page of records. `rule` is the listRule to AND in (null = none, as for admins). The count and
 * the page are read side by side; a sort, a filtered scan, a count or a deep page is read in a read
 * thread (db/read-threads.ts), so it holds the thread, not the server.
 * @throws InvalidListQuery for a bad sort, filter or rule (and any query failure).
 */
export async function listRecords(
  backend: Backend,
  collection: Collection,
  params: ListQuery,
  request: RequestInfo,
  rule: string | null,
): Promise<ListResult<StoredRecord>> {
  const { page, perPage, skipTotal } = params;
  try {
    const { table, where, whereParams, orderBy, orderParams } = recordQuery(
      backend,
      collection,
      params,
      request,
      rule,
    );
    const offset = perPage * (page - 1);
    // filters and sorts carry their values as parameters, so the SQL repeats and its statement is reused
    const [rows, counted] = await Promise.all([
      backend.readers.all(
        `SELECT ${table}.* FROM ${table}${where}${orderBy} LIMIT ? OFFSET ?`,
        [...whereParams, ...orderParams, perPage, offset],
        offset > DEEP_OFFSET,
      ),
      skipTotal ? null : backend.readers.all(`SELECT COUNT(*) AS n FROM ${table}${where}`, whereParams),
    ]);
    const totalItems = counted ? Number(counted[0].n) : -1;
    return {
      page,
      perPage,
      totalItems,
      totalPages: skipTotal ? -1 : Math.ceil(totalItems / perPage),
      items: rows.map((row) => recordFromRow(collection, row)),
    };
  } catch (err) {
    if (err instanceof InvalidListQuery) throw err;
    throw new InvalidListQuery(err instanceof Error ? err.message : "invalid list query");
  }
}
