/** @module The parameters every list endpoint shares (page, perPage, sort, filter, skipTotal) and a paged query over a plain table. */
import type { DatabaseSync, SQLInputValue } from "node:sqlite";
import type { ListResult } from "../../../shared/models.ts";
import { compileListFilter, compileListSort } from "../../filter/index.ts";

/** The list parameters after normalisation. */
export interface ListQuery {
  page: number;
  perPage: number;
  sort: string;
  filter: string;
  skipTotal: boolean;
}

/** A list parameter, filter or sort that cannot be used; each route answers its own 400. */
export class InvalidListQuery extends Error {}

const defaultPerPage = 30;
const maxPerPage = 500;
const goBooleans = new Map([
  ...["1", "t", "T", "true", "TRUE", "True"].map((v) => [v, true] as const),
  ...["0", "f", "F", "false", "FALSE", "False"].map((v) => [v, false] as const),
]);

function integerParam(raw: string | null, fallback: number, name: string): number {
  if (raw === null || raw === "") return fallback;
  if (!/^[+-]?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw new InvalidListQuery(name);
  return Number(raw);
}

/**
 * Reads the list parameters of a query string (first occurrence of each): page ≤ 0 becomes 1,
 * perPage ≤ 0 becomes 30 and is capped at 500, skipTotal is a Go boolean.
 * @throws InvalidListQuery for a non-integer page/perPage or a non-boolean skipTotal.
 */
export function parseListQuery(search: URLSearchParams): ListQuery {
  const page = integerParam(search.get("page"), 1, "page");
  const perPage = integerParam(search.get("perPage"), defaultPerPage, "perPage");
  const skipTotal = search.get("skipTotal") ?? "";
  if (skipTotal !== "" && !goBooleans.has(skipTotal)) throw new InvalidListQuery("skipTotal");
  return {
    page: page <= 0 ? 1 : page,
    perPage: perPage <= 0 ? defaultPerPage : Math.min(perPage, maxPerPage),
    sort: search.get("sort") ?? "",
    filter: search.get("filter") ?? "",
    skipTotal: goBooleans.get(skipTotal) ?? false,
  };
}

/** A plain table listed with the filter/sort allowlist of its endpoint. */
export interface PlainTableList<T> {
  db: DatabaseSync;
  table: string;
  columns: readonly string[];
  /** The selected columns (default `*`). */
  select?: string;
  mapRow(row: Record<string, unknown>): T;
}

/**
 * One page of a plain table (admins, collections, request logs).
 * @throws InvalidListQuery when the filter or sort does not compile or the query fails.
 */
export function listPlainTable<T>(source: PlainTableList<T>, query: ListQuery): ListResult<T> {
  try {
    const filter = query.filter.trim() === "" ? null : compileListFilter(query.filter, source.columns);
    const sort = query.sort.trim() === "" ? null : compileListSort(query.sort, source.columns);
    const where = filter ? ` WHERE ${filter.sql}` : "";
    const order = sort && sort.sql !== "" ? ` ORDER BY ${sort.sql}` : "";
    const filterParams: SQLInputValue[] = filter?.params ?? [];
    const rows = source.db
      .prepare(`SELECT ${source.select ?? "*"} FROM ${source.table}${where}${order} LIMIT ? OFFSET ?`)
      .all(...filterParams, ...(sort?.params ?? []), query.perPage, query.perPage * (query.page - 1));
    let totalItems = -1;
    if (!query.skipTotal) {
      const count = source.db
        .prepare(`SELECT count(*) AS n FROM ${source.table}${where}`)
        .get(...filterParams) as {
        n: number;
      };
      totalItems = Number(count.n);
    }
    return {
      page: query.page,
      perPage: query.perPage,
      totalItems,
      totalPages: query.skipTotal ? -1 : Math.ceil(totalItems / query.perPage),
      items: rows.map((row) => source.mapRow(row as Record<string, unknown>)),
    };
  } catch (err) {
    // unknown columns, bad expressions and failing queries all come from the caller's input
    throw err instanceof InvalidListQuery
      ? err
      : new InvalidListQuery(err instanceof Error ? err.message : "");
  }
}
