/** @module Paginated, filtered and sorted list of admins (http-api §1.10, §3.2.5). */
import type { SQLInputValue } from "node:sqlite";
import type { Admin, ListResult } from "../../shared/models.ts";
import type { Backend } from "../context.ts";
import { badRequest } from "../errors.ts";
import { compileListFilter, compileListSort } from "../filter/index.ts";
import { exportAdmin, toAdminRow } from "./admin-store.ts";

/** Identifiers allowed in the admins `filter` and `sort`. */
export const adminListColumns = ["id", "created", "updated", "name", "email"] as const;

const defaultPerPage = 30;
const maxPerPage = 500;
const booleans: Record<string, boolean> = {
  "1": true,
  t: true,
  T: true,
  true: true,
  TRUE: true,
  True: true,
  "0": false,
  f: false,
  F: false,
  false: false,
  FALSE: false,
  False: false,
};

/** The list parameters after normalisation. */
export interface ListQuery {
  page: number;
  perPage: number;
  sort: string;
  filter: string;
  skipTotal: boolean;
}

/**
 * Reads page/perPage/sort/filter/skipTotal from a query string (first occurrence of each).
 * @throws ApiError 400 (default message) for a non-integer page/perPage or a non-boolean skipTotal.
 */
export function parseListQuery(search: URLSearchParams): ListQuery {
  const page = integerParam(search.get("page"), 1);
  const perPage = integerParam(search.get("perPage"), defaultPerPage);
  const skipTotal = search.get("skipTotal");
  if (skipTotal !== null && skipTotal !== "" && !(skipTotal in booleans)) throw badRequest();
  return {
    page: page <= 0 ? 1 : page,
    perPage: perPage <= 0 ? defaultPerPage : Math.min(perPage, maxPerPage),
    sort: search.get("sort") ?? "",
    filter: search.get("filter") ?? "",
    skipTotal: skipTotal !== null && skipTotal !== "" && booleans[skipTotal],
  };
}

function integerParam(raw: string | null, fallback: number): number {
  if (raw === null || raw === "") return fallback;
  if (!/^[+-]?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) throw badRequest();
  return Number(raw);
}

/**
 * One page of admins.
 * @throws ApiError 400 (default message) when the filter or sort does not compile or run.
 */
export function listAdmins(backend: Backend, query: ListQuery): ListResult<Admin> {
  try {
    const filter = query.filter.trim() === "" ? null : compileListFilter(query.filter, adminListColumns);
    const sort = query.sort.trim() === "" ? null : compileListSort(query.sort, adminListColumns);
    const where = filter ? ` WHERE ${filter.sql}` : "";
    const order = sort && sort.sql !== "" ? ` ORDER BY ${sort.sql}` : "";
    const filterParams: SQLInputValue[] = filter?.params ?? [];
    const sortParams: SQLInputValue[] = sort?.params ?? [];
    const offset = query.perPage * (query.page - 1);
    const rows = backend.db
      .prepare(`SELECT * FROM _admins${where}${order} LIMIT ? OFFSET ?`)
      .all(...filterParams, ...sortParams, query.perPage, offset) as Record<string, unknown>[];
    let totalItems = -1;
    let totalPages = -1;
    if (!query.skipTotal) {
      const count = backend.db.prepare(`SELECT count(*) AS n FROM _admins${where}`).get(...filterParams) as {
        n: number;
      };
      totalItems = Number(count.n);
      totalPages = Math.ceil(totalItems / query.perPage);
    }
    const items = rows.map((row) => exportAdmin(toAdminRow(row)));
    return { page: query.page, perPage: query.perPage, totalItems, totalPages, items };
  } catch {
    // an unknown column (`name`), a bad expression or a failing query all come from the caller's input
    throw badRequest();
  }
}
