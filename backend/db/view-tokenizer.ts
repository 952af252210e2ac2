/** @module The loose tokenizer PocketBase uses on view queries: splits on separators outside quotes and parentheses. */

const quoteChars = "'\"`";

/** Tokens (trimmed, empty ones dropped) and, for unbalanced input, the problem. */
export interface Tokens {
  tokens: string[];
  error: string | null;
}

/**
 * Splits `text` on any of `separators` found outside quotes and parentheses.
 * With `keepSeparator` each token keeps the separator that ended it.
 */
export function tokenize(text: string, separators: string, keepSeparator = false): Tokens {
  const tokens: string[] = [];
  let current = "";
  let depth = 0;
  let quote = "";
  let previous = "";
  const push = () => {
    const trimmed = current.trim();
    if (trimmed !== "") tokens.push(trimmed);
    current = "";
  };
  for (const ch of text) {
    if (previous !== "\\") {
      if (ch === "(" && quote === "") depth++;
      else if (ch === ")" && depth > 0 && quote === "") depth--;
      else if (quoteChars.includes(ch)) {
        if (quote === ch) quote = "";
        else if (quote === "") quote = ch;
      }
    }
    previous = ch;
    if (separators.includes(ch) && depth === 0 && quote === "") {
      if (keepSeparator) current += ch;
      push();
      continue;
    }
    current += ch;
  }
  const error =
    depth > 0 || quote !== ""
      ? `unbalanced parenthesis or quoted expression: ${JSON.stringify(current.trim())}`
      : null;
  push();
  return { tokens, error };
}
