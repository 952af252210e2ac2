/**
 * @module A resolved field path (root, relation hops, final value) and its three SQL renderings:
 * a scalar subquery (no row expansion), joins shared by one EXISTS, or a fresh independent chain.
 */
import { quoteId } from "../db/connection.ts";
import type { CompileState } from "./compile-state.ts";

/** Where a path starts. */
export type PathRoot =
  | { kind: "base" }
  | { kind: "auth"; table: string; recordId: string }
  | { kind: "collection"; table: string }
  | { kind: "dataRelation"; field: string; table: string; ids: string[] }
  | { kind: "dataSelect"; field: string; json: string };

/** A hop through a relation column of the current table. */
export interface PathStep {
  multiple: boolean;
  column: string;
  table: string;
}

/** What the path finally reads from its last table. */
export type PathEnd =
  | { kind: "column"; column: string }
  | { kind: "json"; column: string; jsonPath: string }
  | { kind: "length"; column: string }
  | { kind: "each"; column: string }
  | { kind: "value" };

export interface FieldPath {
  root: PathRoot;
  steps: PathStep[];
  end: PathEnd;
  /** Non-`?` operators must hold for every value (data-model §5.9). */
  multi: boolean;
}

interface JoinSql {
  key: string;
  source: string;
  alias: string;
  on: string | null;
}

/** A path rendered with its own aliases: LEFT JOIN clauses that follow a one-row seed. */
export interface FreshChain {
  joins: string;
  value: string;
  lastAlias: string;
}

/** Whether the path can yield other than exactly one row per record (needs EXISTS). */
export function isExpanding(path: FieldPath): boolean {
  const { root } = path;
  if (root.kind === "collection" || root.kind === "dataRelation" || root.kind === "dataSelect") return true;
  return path.end.kind === "each" || path.steps.some((s) => s.multiple);
}

function jsonEachOf(column: string): string {
  return `json_each(CASE WHEN json_valid(${column}) THEN ${column} ELSE json_array(${column}) END)`;
}

/** Number of items of a select/file/relation value, single or multiple. */
export function jsonArrayLengthOf(c: string): string {
  return `json_array_length(CASE WHEN json_valid(${c}) THEN ${c} ELSE (CASE WHEN ${c} = '' OR ${c} IS NULL THEN json_array() ELSE json_array(${c}) END) END)`;
}

/** Builds the join list of a path; `aliasOf` decides whether aliases are shared or fresh. */
function buildChain(
  path: FieldPath,
  state: CompileState,
  aliasOf: (key: string) => string,
): { joins: JoinSql[]; value: string; lastAlias: string } {
  const joins: JoinSql[] = [];
  const add = (key: string, source: string, on: (alias: string) => string | null): string => {
    const alias = aliasOf(key);
    joins.push({ key, source, alias, on: on(alias) });
    return alias;
  };
  const { root } = path;
  let key: string;
  let alias: string;
  let value: string | null = null;
  switch (root.kind) {
    case "base":
      key = "";
      alias = state.outerAlias;
      break;
    case "auth":
      key = `@auth.${root.table}`;
      alias = add(key, quoteId(root.table), (a) => `${a}.\`id\` = ${state.bind(root.recordId)}`);
      break;
    case "collection":
      key = `@collection.${root.table}`;
      alias = add(key, quoteId(root.table), () => null);
      break;
    case "dataRelation":
      key = `@data.${root.field}`;
      alias = add(key, quoteId(root.table), (a) => {
        const ids = root.ids.map((id) => state.bind(id)).join(", ");
        return `${a}.\`id\` IN (${ids})`;
      });
      break;
    case "dataSelect":
      key = `@dataSelect.${root.field}`;
      alias = add(key, `json_each(${state.bind(root.json)})`, () => null);
      value = `${alias}.\`value\``;
      break;
  }
  for (const step of path.steps) {
    const column = `${alias}.${quoteId(step.column)}`;
    const stepKey = `${key}.${step.column}`;
    if (step.multiple) {
      const je = add(`${stepKey}:je`, jsonEachOf(column), () => null);
      alias = add(stepKey, quoteId(step.table), (a) => `${a}.\`id\` = ${je}.\`value\``);
    } else {
      alias = add(stepKey, quoteId(step.table), (a) => `${a}.\`id\` = ${column}`);
    }
    key = stepKey;
  }
  const { end } = path;
  const lastAlias = alias;
  switch (end.kind) {
    case "column":
      value = `${alias}.${quoteId(end.column)}`;
      break;
    case "json": {
      const c = `${alias}.${quoteId(end.column)}`;
      // a stored non-JSON value reads as NULL instead of failing the whole query
      value = `(CASE WHEN json_valid(${c}) THEN JSON_EXTRACT(${c}, '${end.jsonPath}') END)`;
      break;
    }
    case "length":
      value = jsonArrayLengthOf(`${alias}.${quoteId(end.column)}`);
      break;
    case "each": {
      const je = add(`${key}.${end.column}:each`, jsonEachOf(`${alias}.${quoteId(end.column)}`), () => null);
      value = `${je}.\`value\``;
      break;
    }
    case "value":
      break;
  }
  return { joins, value: value ?? "NULL", lastAlias };
}

function joinClause(j: JoinSql): string {
  return `LEFT JOIN ${j.source} ${j.alias}${j.on ? ` ON ${j.on}` : ""}`;
}

/**
 * Renders a non-expanding path as one scalar expression: a plain column, or a correlated
 * subquery through single relations (at most one row each, like PocketBase's LEFT JOIN).
 */
export function renderScalar(
  path: FieldPath,
  state: CompileState,
  select?: (alias: string) => string,
): string {
  const chain = buildChain(path, state, () => state.freshAlias());
  const value = select ? select(chain.lastAlias) : chain.value;
  if (chain.joins.length === 0) return value;
  const [first, ...rest] = chain.joins;
  const tail = rest.map(joinClause).join(" ");
  const where = first.on ? ` WHERE ${first.on}` : "";
  return `(SELECT ${value} FROM ${first.source} ${first.alias}${tail ? ` ${tail}` : ""}${where})`;
}

/** Registers the path's joins for the shared row expansion; returns the value and the join keys used. */
export function renderShared(
  path: FieldPath,
  state: CompileState,
): { value: string; lastAlias: string; keys: string[] } {
  const chain = buildChain(path, state, (key) => state.aliasFor(key));
  for (const j of chain.joins) state.registerJoin(j.key, joinClause(j));
  return { value: chain.value, lastAlias: chain.lastAlias, keys: chain.joins.map((j) => j.key) };
}

/** Renders the path with fresh aliases as LEFT JOIN clauses (to follow a one-row seed). */
export function renderFreshJoins(path: FieldPath, state: CompileState): FreshChain {
  const chain = buildChain(path, state, () => state.freshAlias());
  return { joins: chain.joins.map(joinClause).join(" "), value: chain.value, lastAlias: chain.lastAlias };
}
