/** @module Tokenizer of the v0.18 filter language (fexpr v0.3.0 rules, see data-model §5.1). */
import { FilterError } from "./errors.ts";

export type TokenType = "identifier" | "number" | "text" | "sign" | "join" | "group";

/** One scanned token; `group` holds the raw inner text of a parenthesised group. */
export interface Token {
  type: TokenType;
  literal: string;
}

const signOperators: ReadonlySet<string> = new Set([
  "=",
  "!=",
  ">",
  ">=",
  "<",
  "<=",
  "~",
  "!~",
  "?=",
  "?!=",
  "?>",
  "?>=",
  "?<",
  "?<=",
  "?~",
  "?!~",
]);

const identifierPattern = /^[@#_]?[A-Za-z0-9_.:]*[A-Za-z0-9_]$/;
const numberPattern = /^-?(\d+(\.\d+)?|\.\d+)$/;

const isWhitespace = (ch: string) => ch === " " || ch === "\t" || ch === "\n";
const isLetter = (ch: string) => (ch >= "a" && ch <= "z") || (ch >= "A" && ch <= "Z");
const isDigit = (ch: string) => ch >= "0" && ch <= "9";
const isIdentifierStart = (ch: string) => isLetter(ch) || ch === "_" || ch === "@" || ch === "#";
const isIdentifierPart = (ch: string) => isIdentifierStart(ch) || isDigit(ch) || ch === "." || ch === ":";
const isQuote = (ch: string) => ch === "'" || ch === '"';
const isSignChar = (ch: string) => "=?!><~".includes(ch);
const isJoinChar = (ch: string) => ch === "&" || ch === "|";

/** Splits a filter into tokens, whitespace dropped. @throws FilterError */
export function scanTokens(text: string): Token[] {
  const tokens: Token[] = [];
  let pos = 0;
  const takeWhile = (test: (ch: string) => boolean): string => {
    const start = pos;
    while (pos < text.length && test(text[pos])) pos++;
    return text.slice(start, pos);
  };

  while (pos < text.length) {
    const ch = text[pos];
    if (isWhitespace(ch)) {
      takeWhile(isWhitespace);
    } else if (ch === "(") {
      const group = scanGroup(text, pos);
      pos = group.end;
      tokens.push({ type: "group", literal: group.inner });
    } else if (isIdentifierStart(ch)) {
      const literal = takeWhile(isIdentifierPart);
      if (!identifierPattern.test(literal)) throw new FilterError(`invalid identifier "${literal}"`);
      tokens.push({ type: "identifier", literal });
    } else if (isDigit(ch) || ch === "-") {
      pos++;
      const literal = ch + takeWhile((c) => isDigit(c) || c === ".");
      if (!numberPattern.test(literal) || !Number.isFinite(Number(literal))) {
        throw new FilterError(`invalid number "${literal}"`);
      }
      tokens.push({ type: "number", literal });
    } else if (isQuote(ch)) {
      const textToken = scanText(text, pos);
      pos = textToken.end;
      tokens.push({ type: "text", literal: textToken.value });
    } else if (isSignChar(ch)) {
      const literal = takeWhile(isSignChar);
      if (!signOperators.has(literal)) throw new FilterError(`invalid sign operator "${literal}"`);
      tokens.push({ type: "sign", literal });
    } else if (isJoinChar(ch)) {
      const literal = takeWhile(isJoinChar);
      if (literal !== "&&" && literal !== "||") throw new FilterError(`invalid join operator "${literal}"`);
      tokens.push({ type: "join", literal });
    } else {
      throw new FilterError(`unexpected character ${JSON.stringify(ch)}`);
    }
  }
  return tokens;
}

/** Reads a quoted text starting at `start`; only `\<quote>` is unescaped. */
function scanText(text: string, start: number): { value: string; end: number } {
  const quote = text[start];
  let pos = start + 1;
  let prev = "";
  while (pos < text.length) {
    const ch = text[pos];
    if (ch === quote && prev !== "\\") {
      const raw = text.slice(start + 1, pos);
      return { value: raw.split(`\\${quote}`).join(quote), end: pos + 1 };
    }
    prev = ch;
    pos++;
  }
  throw new FilterError(`unterminated quoted text ${text.slice(start)}`);
}

/**
 * Captures a parenthesised group. Like fexpr v0.3.0, quoted texts inside are unescaped and
 * re-wrapped in double quotes, so a double quote inside a grouped text breaks the group.
 */
function scanGroup(text: string, start: number): { inner: string; end: number } {
  let pos = start + 1;
  let depth = 1;
  let inner = "";
  while (pos < text.length) {
    const ch = text[pos];
    if (isQuote(ch)) {
      const quoted = scanText(text, pos);
      inner += `"${quoted.value}"`;
      pos = quoted.end;
      continue;
    }
    pos++;
    if (ch === "(") depth++;
    if (ch === ")") {
      depth--;
      if (depth === 0) return { inner, end: pos };
    }
    inner += ch;
  }
  throw new FilterError(`invalid formatted group - missing ${depth} closing bracket(s)`);
}
