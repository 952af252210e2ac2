/**
 * @module Filter text to one boolean SQL expression. Comparisons over expanding paths (multiple
 * relations, :each, @collection, submitted relations) are grouped into correlated EXISTS over their
 * LEFT JOINs, which gives PocketBase's JOIN + DISTINCT semantics without joins in the outer query.
 */
import { compileComparison } from "./comparison.ts";
import type { CompileState } from "./compile-state.ts";
import { FilterError } from "./errors.ts";
import type { Token } from "./lexer.ts";
import { macroValue } from "./macros.ts";
import { type Operand, sqlOperand, valueOperand } from "./operand.ts";
import { type Comparison, type FilterItem, parseFilter } from "./parser.ts";

/** Resolves a non-macro identifier; throws FilterError when it is not a known field. */
export type IdentifierResolver = (name: string) => Operand;

type Node = { kind: "cmp"; sql: string; keys: string[] } | { kind: "and" | "or"; parts: Node[] };

const literalIdentifiers: Record<string, string> = { null: "NULL", true: "1", false: "0" };

function resolveToken(state: CompileState, token: Token, resolve: IdentifierResolver, side: string): Operand {
  if (token.type === "text") return valueOperand(state, token.literal);
  if (token.type === "number") return valueOperand(state, Number(token.literal));
  const macro = macroValue(token.literal);
  if (macro !== undefined) return valueOperand(state, macro);
  try {
    return resolve(token.literal);
  } catch (err) {
    const literal = literalIdentifiers[token.literal.toLowerCase()];
    if (literal) return sqlOperand(literal);
    const reason = err instanceof Error ? err.message : String(err);
    throw new FilterError(`invalid ${side} operand "${token.literal}" - ${reason}`);
  }
}

function compileItem(state: CompileState, cmp: Comparison, resolve: IdentifierResolver): Node {
  const left = resolveToken(state, cmp.left, resolve, "left");
  const right = resolveToken(state, cmp.right, resolve, "right");
  const compiled = compileComparison(state, left, cmp.op, right);
  return { kind: "cmp", sql: compiled.sql, keys: compiled.joinKeys };
}

/** `a && b || c` is `(a AND b) OR c`: SQL precedence over the flat item list, as PocketBase emits it. */
function toNode(state: CompileState, items: FilterItem[], resolve: IdentifierResolver): Node {
  const disjuncts: Node[][] = [[]];
  items.forEach((entry, i) => {
    const node = Array.isArray(entry.item)
      ? toNode(state, entry.item, resolve)
      : compileItem(state, entry.item, resolve);
    if (i > 0 && entry.join === "||") disjuncts.push([]);
    disjuncts[disjuncts.length - 1].push(node);
  });
  const ands: Node[] = disjuncts.map((parts) => (parts.length === 1 ? parts[0] : { kind: "and", parts }));
  return ands.length === 1 ? ands[0] : { kind: "or", parts: ands };
}

function keysOf(node: Node): Set<string> {
  if (node.kind === "cmp") return new Set(node.keys);
  const keys = new Set<string>();
  for (const part of node.parts) for (const key of keysOf(part)) keys.add(key);
  return keys;
}

/** The node as written, for use inside an EXISTS where its joins are in scope. */
function raw(node: Node): string {
  if (node.kind === "cmp") return node.sql;
  return `(${node.parts.map(raw).join(node.kind === "and" ? " AND " : " OR ")})`;
}

function exists(state: CompileState, parts: Node[]): string {
  const needed = new Set<string>();
  for (const part of parts) for (const key of keysOf(part)) needed.add(key);
  const joins = [...state.joins.values()].filter((j) => needed.has(j.key)).map((j) => j.clause);
  const where = parts.map(raw).join(" AND ");
  return `EXISTS (SELECT 1 FROM (SELECT 1) ${state.freshAlias()} ${joins.join(" ")} WHERE ${where})`;
}

/** Groups conjuncts whose join keys overlap: each group needs one shared row expansion. */
function connectedGroups(parts: Node[]): Node[][] {
  const groups: { keys: Set<string>; parts: Node[] }[] = [];
  for (const part of parts) {
    const keys = keysOf(part);
    const merged = { keys: new Set(keys), parts: [part] };
    for (let i = groups.length - 1; i >= 0; i--) {
      if ([...groups[i].keys].some((k) => keys.has(k))) {
        for (const k of groups[i].keys) merged.keys.add(k);
        merged.parts.unshift(...groups[i].parts);
        groups.splice(i, 1);
      }
    }
    groups.push(merged);
  }
  return groups.map((g) => g.parts);
}

/** Renders with EXISTS pushed as deep as semantics allow, so plain conditions stay index-friendly. */
function render(state: CompileState, node: Node): string {
  if (keysOf(node).size === 0) return raw(node);
  if (node.kind === "cmp") return exists(state, [node]);
  if (node.kind === "or") return `(${node.parts.map((p) => render(state, p)).join(" OR ")})`;
  const plainParts = node.parts.filter((p) => keysOf(p).size === 0).map(raw);
  const expanding = connectedGroups(node.parts.filter((p) => keysOf(p).size > 0)).map((group) =>
    group.length === 1 ? render(state, group[0]) : exists(state, group),
  );
  return `(${[...plainParts, ...expanding].join(" AND ")})`;
}

/** Compiles a filter to SQL with `{:pN}` placeholders. @throws FilterError */
export function compileFilterText(state: CompileState, expr: string, resolve: IdentifierResolver): string {
  const items = parseFilter(expr);
  return render(state, toNode(state, items, resolve));
}
