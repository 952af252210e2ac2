/** @module One comparison `left op right` to SQL: equality with NULL = '', LIKE, multi-match (data-model §5.8-5.9). */
import type { CompileState } from "./compile-state.ts";
import type { FreshChain } from "./field-path.ts";
import type { Operand } from "./operand.ts";

/** A compiled comparison and the shared join keys it needs. */
export interface CompiledComparison {
  sql: string;
  joinKeys: string[];
}

const likeEscape = "ESCAPE '\\'";

/** Go's strconv 'f' formatting of a float for LIKE patterns (no exponent). */
function numberText(n: number): string {
  if (Number.isInteger(n) && Math.abs(n) < 1e21) return BigInt(n).toString();
  return n.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
}

function likeText(value: unknown): string {
  if (typeof value === "string") return value;
  if (typeof value === "number") return numberText(value);
  if (typeof value === "bigint" || typeof value === "boolean") return String(value);
  return JSON.stringify(value) ?? "";
}

/** The caller controls wildcards when the value has `%`; otherwise it is escaped and wrapped as "contains". */
export function likePattern(value: unknown): string {
  const text = likeText(value);
  if (text.includes("%")) return text;
  return `%${text.replace(/\\/g, "\\\\").replace(/%/g, "\\%").replace(/_/g, "\\_")}%`;
}

function equality(equal: boolean, left: Operand, right: Operand): string {
  const op = equal ? "=" : "!=";
  if (left.empty && right.empty) return `'' ${op} ''`;
  if (left.knownNonEmpty || right.knownNonEmpty) {
    const l = left.empty ? "''" : left.sql;
    const r = right.empty ? "''" : right.sql;
    return `${l} ${op} ${r}`;
  }
  const join = equal ? "OR" : "AND";
  const nullCheck = equal ? "IS NULL" : "IS NOT NULL";
  if (left.empty) return `('' ${op} ${right.sql} ${join} ${right.sql} ${nullCheck})`;
  if (right.empty) return `(${left.sql} ${op} '' ${join} ${left.sql} ${nullCheck})`;
  return `COALESCE(${left.sql}, '') ${op} COALESCE(${right.sql}, '')`;
}

/** The plain comparison, without multi-match or guards. */
function basicComparison(state: CompileState, left: Operand, op: string, right: Operand): string {
  switch (op) {
    case "=":
      return equality(true, left, right);
    case "!=":
      return equality(false, left, right);
    case "~":
    case "!~": {
      const like = op === "~" ? "LIKE" : "NOT LIKE";
      if (right.bound)
        return `${left.sql} ${like} ${state.bind(likePattern(right.bound.value))} ${likeEscape}`;
      return `${left.sql} ${like} ('%' || ${right.sql} || '%') ${likeEscape}`;
    }
    default:
      return `${left.sql} ${op} ${right.sql}`;
  }
}

/** A parameterless column-like operand standing for each value of a multi-match subquery. */
function eachValue(sql: string): Operand {
  return { sql, empty: false, knownNonEmpty: false, joinKeys: [], fresh: null, multi: false, guard: null };
}

/** The other side of a multi-match check keeps only its SQL (no guard, no multi-match of its own). */
function stripped(operand: Operand): Operand {
  return { ...operand, fresh: null, multi: false, guard: null };
}

/** NOT EXISTS of a value that fails the comparison: every value must match. */
function everyValueMatches(
  state: CompileState,
  op: string,
  left: Operand,
  right: Operand,
  freshOf: (side: Operand) => FreshChain | null,
): string {
  const l = freshOf(left);
  const r = freshOf(right);
  const lv = l ? eachValue(l.value) : stripped(left);
  const rv = r ? eachValue(r.value) : stripped(right);
  let where = `NOT (${basicComparison(state, lv, op, rv)})`;
  if (op !== "=") {
    // a missing value (empty relation, missing target) counts as a failure, except for "="
    for (const chain of [l, r]) if (chain) where += ` OR ${chain.value} IS NULL`;
  }
  const joins = [l, r].filter((c): c is FreshChain => c !== null).map((c) => c.joins);
  return `NOT EXISTS (SELECT 1 FROM (SELECT 1) ${state.freshAlias()} ${joins.join(" ")} WHERE ${where})`;
}

/** Compiles `left op right` (op may carry the `?` "any" prefix). */
export function compileComparison(
  state: CompileState,
  left: Operand,
  rawOp: string,
  right: Operand,
): CompiledComparison {
  const any = rawOp.startsWith("?");
  const op = any ? rawOp.slice(1) : rawOp;
  let sql = basicComparison(state, left, op, right);
  if (!any && (left.multi || right.multi)) {
    const freshOf = (side: Operand) => (side.multi && side.fresh ? side.fresh() : null);
    sql = `(${sql} AND ${everyValueMatches(state, op, left, right, freshOf)})`;
  } else {
    sql = `(${sql})`;
  }
  for (const guard of [left.guard, right.guard]) {
    if (guard) sql = `((${sql}) AND (${guard}))`;
  }
  return { sql, joinKeys: [...new Set([...left.joinKeys, ...right.joinKeys])] };
}
