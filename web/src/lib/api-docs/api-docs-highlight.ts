/** @module A tiny tokenizer for the JavaScript and JSON examples of the API docs (no editor needed). */

export type TokenKind =
  | "plain"
  | "comment"
  | "string"
  | "number"
  | "keyword"
  | "literal"
  | "property"
  | "function";

export interface Token {
  kind: TokenKind;
  text: string;
}

const KEYWORDS = new Set([
  "import",
  "from",
  "const",
  "let",
  "var",
  "await",
  "async",
  "new",
  "function",
  "return",
  "if",
  "else",
]);
const LITERALS = new Set(["true", "false", "null", "undefined"]);

// order matters: comments before strings, strings before words
const PATTERN =
  /(\/\/[^\n]*|\/\*[\s\S]*?\*\/)|('(?:\\.|[^'\\\n])*'|"(?:\\.|[^"\\\n])*"|`(?:\\.|[^`\\])*`)|(-?\b\d+(?:\.\d+)?(?:e[+-]?\d+)?\b)|([A-Za-z_$][\w$]*)/g;

/** Splits code into tokens; concatenating their texts gives the code back unchanged. */
export function highlightTokens(code: string): Token[] {
  const tokens: Token[] = [];
  const push = (kind: TokenKind, text: string) => {
    const last = tokens.at(-1);
    if (last && last.kind === kind && kind === "plain") last.text += text;
    else if (text) tokens.push({ kind, text });
  };
  let at = 0;
  for (const m of code.matchAll(PATTERN)) {
    const index = m.index ?? 0;
    push("plain", code.slice(at, index));
    at = index + m[0].length;
    const rest = code.slice(at);
    if (m[1]) push("comment", m[0]);
    else if (m[2]) push(/^\s*:/.test(rest) ? "property" : "string", m[0]);
    else if (m[3]) push("number", m[0]);
    else if (KEYWORDS.has(m[0])) push("keyword", m[0]);
    else if (LITERALS.has(m[0])) push("literal", m[0]);
    else if (/^\s*\(/.test(rest)) push("function", m[0]);
    else if (/^\s*:(?!:)/.test(rest) && !/\?\s*$/.test(code.slice(0, index))) push("property", m[0]);
    else push("plain", m[0]);
  }
  push("plain", code.slice(at));
  return tokens;
}
