/** @module The collections list: page, perPage, sort, filter and skipTotal over `_collections`. */
import type { ListResult } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest } from "../../errors.ts";
import { type ListQuery, listPlainTable } from "../common/list-query.ts";
import { collectionJson } from "./collection-json.ts";
import { collectionFromRow } from "./collection-registry.ts";

/** Columns usable in `filter` and `sort` of the collections list. */
export const collectionListColumns = ["id", "created", "updated", "name", "system", "type"] as const;

/**
 * One page of collections in their API form.
 * @throws ApiError 400 (default message) for a filter or sort that does not compile or run.
 */
export function listCollections(backend: Backend, query: ListQuery): ListResult<Record<string, unknown>> {
  try {
    return listPlainTable(
      {
        db: backend.db,
        table: "_collections",
        columns: collectionListColumns,
        mapRow: (row) => collectionJson(collectionFromRow(row as never)),
      },
      query,
    );
  } catch {
    throw badRequest();
  }
}
