/** @module The collections list: page, perPage, sort, filter and skipTotal over `_collections`. */
import type { SQLInputValue } from "node:sqlite";
import type { ListResult } from "../../shared/models.ts";
import type { Backend } from "../context.ts";
import { badRequest } from "../errors.ts";
import { compileListFilter, compileListSort } from "../filter/index.ts";
import { collectionJson } from "./collection-json.ts";
import { collectionFromRow } from "./collection-registry.ts";

/** Columns usable in `filter` and `sort` of the collections list. */
export const collectionListColumns = ["id", "created", "updated", "name", "system", "type"] as const;

/** Normalised list parameters. */
export interface ListParams {
  page: number;
  perPage: number;
  sort: string;
  filter: string;
  skipTotal: boolean;
}

function first(value: unknown): string {
  if (Array.isArray(value)) return first(value[0]);
  return typeof value === "string" ? value : "";
}

function integer(raw: string, fallback: number): number {
  if (raw === "") return fallback;
  if (!/^[+-]?\d+$/.test(raw)) throw badRequest();
  return Number(raw);
}

/**
 * Reads the list parameters of a query string (first occurrence of each).
 * @throws ApiError 400 (default message) for a non-integer page/perPage or a non-boolean skipTotal.
 */
export function parseListParams(query: Record<string, unknown>): ListParams {
  const page = integer(first(query.page), 1);
  const perPage = integer(first(query.perPage), 30);
  const skipTotalRaw = first(query.skipTotal);
  let skipTotal = false;
  if (/^(1|t|T|TRUE|true|True)$/.test(skipTotalRaw)) skipTotal = true;
  else if (skipTotalRaw !== "" && !/^(0|f|F|FALSE|false|False)$/.test(skipTotalRaw)) throw badRequest();
  return {
    page: page <= 0 ? 1 : page,
    perPage: perPage <= 0 ? 30 : Math.min(perPage, 500),
    sort: first(query.sort),
    filter: first(query.filter),
    skipTotal,
  };
}

/**
 * One page of collections in their API form.
 * @throws ApiError 400 (default message) for a filter or sort that does not compile or run.
 */
export function listCollections(backend: Backend, params: ListParams): ListResult<Record<string, unknown>> {
  let where = "";
  let orderBy = "";
  const whereParams: SQLInputValue[] = [];
  const sortParams: SQLInputValue[] = [];
  try {
    if (params.filter.trim() !== "") {
      const filter = compileListFilter(params.filter, collectionListColumns);
      where = ` WHERE ${filter.sql}`;
      whereParams.push(...filter.params);
    }
    if (params.sort.trim() !== "") {
      const sort = compileListSort(params.sort, collectionListColumns);
      if (sort.sql !== "") orderBy = ` ORDER BY ${sort.sql}`;
      sortParams.push(...sort.params);
    }
    const offset = params.perPage * (params.page - 1);
    const rows = backend.db
      .prepare(`SELECT * FROM _collections${where}${orderBy} LIMIT ? OFFSET ?`)
      .all(...whereParams, ...sortParams, params.perPage, offset);
    let totalItems = -1;
    if (!params.skipTotal) {
      const count = backend.db
        .prepare(`SELECT count(*) AS n FROM _collections${where}`)
        .get(...whereParams) as {
        n: number;
      };
      totalItems = count.n;
    }
    return {
      page: params.page,
      perPage: params.perPage,
      totalItems,
      totalPages: params.skipTotal ? -1 : Math.ceil(totalItems / params.perPage),
      items: rows.map((row) => collectionJson(collectionFromRow(row as never))),
    };
  } catch {
    throw badRequest();
  }
}
