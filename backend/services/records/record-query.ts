/** @module The SQL of a records list: the listRule, the filter and the sort compiled against a collection. */
import type { SQLInputValue } from "node:sqlite";
import type { Collection } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { quoteId } from "../../db/connection.ts";
import { compileRecordFilter, compileRecordSort, type RequestInfo } from "../../filter/index.ts";
import { recordQueryContext } from "./record-rules.ts";

/** The parts of `SELECT … FROM table WHERE … ORDER BY …`, each with its parameters. */
export interface RecordQuery {
  /** The quoted table name. */
  table: string;
  /** ` WHERE …` or "". */
  where: string;
  whereParams: SQLInputValue[];
  /** ` ORDER BY …` or "". */
  orderBy: string;
  orderParams: SQLInputValue[];
}

/**
 * The query of the records matching `filter` (and `rule`, the listRule to AND in; null = none, as for
 * admins) in `sort` order.
 * @throws Error when the filter, sort or rule does not compile.
 */
export function recordQuery(
  backend: Backend,
  collection: Collection,
  params: { filter: string; sort: string },
  request: RequestInfo,
  rule: string | null,
): RecordQuery {
  const conditions: string[] = [];
  const whereParams: SQLInputValue[] = [];
  let orderBy = "";
  const orderParams: SQLInputValue[] = [];
  if (rule !== null && rule.trim() !== "") {
    const compiled = compileRecordFilter(rule, recordQueryContext(backend, collection, request, true));
    conditions.push(`(${compiled.sql})`);
    whereParams.push(...compiled.params);
  }
  // the caller's filter and sort see hidden fields only for admins
  const ctx = recordQueryContext(backend, collection, request, request.admin !== null);
  if (params.filter.trim() !== "") {
    const compiled = compileRecordFilter(params.filter, ctx);
    conditions.push(`(${compiled.sql})`);
    whereParams.push(...compiled.params);
  }
  if (params.sort !== "") {
    const compiled = compileRecordSort(params.sort, ctx);
    if (compiled.sql.trim() !== "") orderBy = ` ORDER BY ${compiled.sql}`;
    orderParams.push(...compiled.params);
  }
  const where = conditions.length > 0 ? ` WHERE ${conditions.join(" AND ")}` : "";
  return { table: quoteId(collection.name), where, whereParams, orderBy, orderParams };
}
