/** @module Resolved operands of a comparison and their constructors. */
import type { SQLInputValue } from "node:sqlite";
import type { CompileState } from "./compile-state.ts";
import {
  type FieldPath,
  type FreshChain,
  isExpanding,
  renderFreshJoins,
  renderScalar,
  renderShared,
} from "./field-path.ts";

/** One side of a comparison, resolved to SQL. */
export interface Operand {
  sql: string;
  /** NULL, '' or a bound null/empty value: equality treats it as "empty". */
  empty: boolean;
  /** A literal 1/0/TRUE/FALSE or a bound non-empty value. */
  knownNonEmpty: boolean;
  /** The original value when the operand is exactly one bound parameter (LIKE patterns use it). */
  bound?: { value: unknown };
  /** Join keys of the shared row expansion this operand's SQL refers to. */
  joinKeys: string[];
  /** Re-renders the operand's path independently (multi-match checks, sort aggregates). */
  fresh: (() => FreshChain) | null;
  /** Every value must match for the non-`?` operators. */
  multi: boolean;
  /** Hidden-email guard (`emailVisibility = TRUE` of the same row), when required. */
  guard: string | null;
}

function plain(sql: string, extra: Partial<Operand> = {}): Operand {
  const lower = sql.toLowerCase();
  return {
    sql,
    empty: lower === "null" || lower === "''",
    knownNonEmpty: ["1", "0", "true", "false"].includes(lower),
    joinKeys: [],
    fresh: null,
    multi: false,
    guard: null,
    ...extra,
  };
}

/** A raw SQL literal or column expression without parameters (`NULL`, `1`, `TRUE`, a column). */
export function sqlOperand(sql: string): Operand {
  return plain(sql);
}

/** The SQL NULL literal. */
export const nullOperand = (): Operand => plain("NULL");

/** A bound value: strings and numbers as is, booleans as 1/0, null as NULL, others as JSON text. */
export function valueOperand(state: CompileState, value: unknown): Operand {
  if (value === null || value === undefined) return nullOperand();
  let bound: SQLInputValue;
  if (typeof value === "string" || typeof value === "number" || typeof value === "bigint") bound = value;
  else if (typeof value === "boolean") bound = value ? 1 : 0;
  else bound = JSON.stringify(value) ?? null;
  const empty = bound === "" || bound === null;
  return plain(state.bind(bound), { empty, knownNonEmpty: !empty, bound: { value } });
}

/** The operand of a field path: a scalar expression, or shared joins when it expands rows. */
export function pathOperand(state: CompileState, path: FieldPath, emailGuard: boolean): Operand {
  if (!isExpanding(path)) {
    const sql = renderScalar(path, state);
    if (!emailGuard) return plain(sql);
    const visibility = renderScalar(path, state, (alias) => `${alias}.\`emailVisibility\``);
    return plain(sql, { guard: `${visibility} = TRUE` });
  }
  const shared = renderShared(path, state);
  return {
    sql: shared.value,
    empty: false,
    // PocketBase counts the bound JSON of submitted select values as a known non-empty value
    knownNonEmpty: path.root.kind === "dataSelect",
    joinKeys: shared.keys,
    fresh: () => renderFreshJoins(path, state),
    multi: path.multi,
    guard: emailGuard ? `${shared.lastAlias}.\`emailVisibility\` = TRUE` : null,
  };
}
