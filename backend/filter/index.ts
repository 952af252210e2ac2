/** @module Public entry of the filter language: filters, sorts and rules compiled to parameterised SQL. */
import type { Collection } from "../../shared/models.ts";
import { quoteId } from "../db/connection.ts";
import { CompileState } from "./compile-state.ts";
import { FilterError } from "./errors.ts";
import { compileFilterText, type IdentifierResolver } from "./filter-sql.ts";
import { sqlOperand } from "./operand.ts";
import { lookupWithBase, type RecordResolveEnv, resolveRecordIdentifier } from "./record-resolver.ts";
import { compileSortText } from "./sort-sql.ts";
import type { CollectionLookup, RecordQueryContext, RequestInfo, SqlFragment } from "./types.ts";

export { FilterError } from "./errors.ts";
export type { CollectionLookup, RecordQueryContext, RequestInfo, SqlFragment } from "./types.ts";

/** Runs `work`, turning any unexpected failure into a FilterError so callers answer 400, never 500. */
function guarded<T>(work: () => T): T {
  try {
    return work();
  } catch (err) {
    if (err instanceof FilterError) throw err;
    throw new FilterError(`invalid filter: ${err instanceof Error ? err.message : String(err)}`);
  }
}

function recordEnv(ctx: RecordQueryContext, request: RequestInfo | null, allowHidden: boolean) {
  const state = new CompileState(quoteId(ctx.tableAlias));
  const env: RecordResolveEnv = {
    state,
    collections: lookupWithBase(ctx.collection, ctx.collections),
    base: ctx.collection,
    request,
    allowHiddenFields: allowHidden,
  };
  const resolve: IdentifierResolver = (name) => resolveRecordIdentifier(env, name);
  return { state, resolve };
}

/** Compiles a record filter to one boolean SQL expression over `ctx.tableAlias`. @throws FilterError */
export function compileRecordFilter(expr: string, ctx: RecordQueryContext): SqlFragment {
  return guarded(() => {
    const { state, resolve } = recordEnv(ctx, ctx.request, ctx.allowHiddenFields);
    return state.finish(compileFilterText(state, expr, resolve));
  });
}

/**
 * Compiles an API rule for `ctx.collection`: hidden fields allowed, `@request.*` read from
 * `ctx.request` (`data` is the submitted body with modifiers merged). Empty rules are the caller's
 * concern ("" = everyone, null = admins only). @throws FilterError
 */
export function compileRule(rule: string, ctx: RecordQueryContext): SqlFragment {
  return compileRecordFilter(rule, { ...ctx, allowHiddenFields: true });
}

/**
 * Compiles a record sort to an ORDER BY body ("" for no sort). Beyond v0.18, `@rowid` sorts a base or
 * auth table by insertion, as v0.23+ does: the console's default, which needs no index at a million
 * rows where `created` has none. A view has no row id. @throws FilterError
 */
export function compileRecordSort(sort: string, ctx: RecordQueryContext): SqlFragment {
  return guarded(() => {
    const { state, resolve } = recordEnv(ctx, ctx.request, ctx.allowHiddenFields);
    const rowid = `${quoteId(ctx.tableAlias)}._rowid_`;
    const sortable: IdentifierResolver = (name) =>
      name === "@rowid" && ctx.collection.type !== "view" ? sqlOperand(rowid) : resolve(name);
    return state.finish(compileSortText(state, sort, sortable));
  });
}

function listResolver(columns: readonly string[], tableAlias?: string): IdentifierResolver {
  const prefix = tableAlias ? `${quoteId(tableAlias)}.` : "";
  return (name) => {
    if (!columns.includes(name)) throw new FilterError(`failed to resolve field "${name}"`);
    return sqlOperand(prefix + quoteId(name));
  };
}

/** Filter over plain columns only (admins, collections, logs lists). @throws FilterError */
export function compileListFilter(
  expr: string,
  columns: readonly string[],
  tableAlias?: string,
): SqlFragment {
  return guarded(() => {
    const state = new CompileState(tableAlias ? quoteId(tableAlias) : "");
    return state.finish(compileFilterText(state, expr, listResolver(columns, tableAlias)));
  });
}

/** Sort over plain columns only. @throws FilterError */
export function compileListSort(sort: string, columns: readonly string[], tableAlias?: string): SqlFragment {
  return guarded(() => {
    const state = new CompileState(tableAlias ? quoteId(tableAlias) : "");
    return state.finish(compileSortText(state, sort, listResolver(columns, tableAlias)));
  });
}

/** Whether a `filter`/`sort` value uses identifiers reserved to admins in query parameters (http-api §1.10). */
export function usesAdminOnlyIdentifiers(text: string): boolean {
  return text.includes("@collection.") || text.includes("@request.");
}

/**
 * Checks that a rule compiles for a collection (which may be new), without request context
 * (`@request.*` are NULL then, as at PocketBase's collection save). Returns the problem, or null when valid.
 */
export function validateRule(
  rule: string | null,
  collection: Collection,
  collections: CollectionLookup,
): string | null {
  if (rule === null || rule === "") return null;
  try {
    const ctx: RecordQueryContext = {
      collections,
      collection,
      tableAlias: collection.name,
      request: { method: "", query: {}, data: {}, headers: {}, admin: null, authRecord: null },
      allowHiddenFields: true,
    };
    guarded(() => {
      const { state, resolve } = recordEnv(ctx, null, true);
      compileFilterText(state, rule, resolve);
    });
    return null;
  } catch (err) {
    return err instanceof Error ? err.message : String(err);
  }
}
