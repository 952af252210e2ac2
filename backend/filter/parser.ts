/** @module Parser of the v0.18 filter language into a flat list of joined items (fexpr v0.3.0 state machine). */
import { FilterError } from "./errors.ts";
import { scanTokens, type Token } from "./lexer.ts";

export type JoinOp = "&&" | "||";

/** `left op right`; each side is an identifier, text or number token. */
export interface Comparison {
  left: Token;
  op: string;
  right: Token;
}

/** One item of a filter and the join that precedes it (the first item's join is meaningless). */
export interface FilterItem {
  join: JoinOp;
  item: Comparison | FilterItem[];
}

const isOperand = (t: Token) => t.type === "identifier" || t.type === "text" || t.type === "number";

/** Parses a filter expression. @throws FilterError */
export function parseFilter(text: string): FilterItem[] {
  return parseTokens(scanTokens(text));
}

function parseTokens(tokens: Token[]): FilterItem[] {
  const result: FilterItem[] = [];
  let step: "left" | "sign" | "right" | "join" = "left";
  let join: JoinOp = "&&";
  let left: Token | null = null;
  let op = "";

  for (const token of tokens) {
    if (token.type === "group") {
      // a group may stand where an operand or a join is expected; a half-built expression is dropped
      result.push({ join, item: parseFilter(token.literal) });
      step = "join";
      continue;
    }
    switch (step) {
      case "left":
        if (!isOperand(token)) throw unexpected("left operand", token);
        left = token;
        step = "sign";
        break;
      case "sign":
        if (token.type !== "sign") throw unexpected("sign operator", token);
        op = token.literal;
        step = "right";
        break;
      case "right":
        if (!isOperand(token) || !left) throw unexpected("right operand", token);
        result.push({ join, item: { left, op, right: token } });
        step = "join";
        break;
      case "join":
        if (token.type !== "join") throw unexpected("&& or ||", token);
        join = token.literal as JoinOp;
        step = "left";
        break;
    }
  }
  if (step !== "join") throw new FilterError("invalid formatted filter expression");
  return result;
}

function unexpected(expected: string, token: Token): FilterError {
  return new FilterError(`expected ${expected}, got ${JSON.stringify(token.literal)} (${token.type})`);
}
