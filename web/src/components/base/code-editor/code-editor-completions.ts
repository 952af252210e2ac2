/**
 * @module Pure identifier completion for the code editor: finds the identifier under the cursor
 * (letters, digits, `_`, `.` and `@`) and the candidates that complete it. No CodeMirror here,
 * so it is unit-tested on plain strings.
 */

/** What to replace (`from`..`to` in the document) and the candidates, best first. */
export interface IdentifierCompletion {
  from: number;
  to: number;
  options: string[];
}

const IDENT_CHAR = /[\w.@]/;
/** At most this many candidates are offered at once. */
export const MAX_OPTIONS = 100;

/** True when `pos` sits inside an unclosed '…' or "…" string of its line. */
export function isInsideString(doc: string, pos: number): boolean {
  const lineStart = doc.lastIndexOf("\n", pos - 1) + 1;
  let quote = "";
  for (let i = lineStart; i < pos; i++) {
    const ch = doc[i];
    if (quote) {
      if (ch === "\\") i++;
      else if (ch === quote) quote = "";
    } else if (ch === "'" || ch === '"') {
      quote = ch;
    }
  }
  return quote !== "";
}

/** The bounds of the identifier that touches `pos` (an empty range when there is none). */
export function identifierAt(doc: string, pos: number): { from: number; to: number } {
  let from = pos;
  while (from > 0 && IDENT_CHAR.test(doc[from - 1])) from--;
  let to = pos;
  while (to < doc.length && IDENT_CHAR.test(doc[to])) to++;
  return { from, to };
}

/**
 * Completes the identifier before `pos` from `candidates`: prefix matches first (in the given
 * order), then candidates that contain the typed text. Returns null inside strings, when nothing
 * was typed (unless `explicit`, as after Ctrl+Space) or when nothing matches.
 * @example completeIdentifier("rel.n = 1", 5, ["rel.name", "title"]) // {from: 0, to: 5, options: ["rel.name"]}
 */
export function completeIdentifier(
  doc: string,
  pos: number,
  candidates: readonly string[],
  explicit = false,
): IdentifierCompletion | null {
  if (candidates.length === 0 || isInsideString(doc, pos)) return null;
  const { from, to } = identifierAt(doc, pos);
  const typed = doc.slice(from, pos).toLowerCase();
  if (!typed && !explicit) return null;
  // a number literal is not an identifier
  if (/^\d/.test(typed)) return null;
  const prefix: string[] = [];
  const inner: string[] = [];
  for (const candidate of candidates) {
    const lower = candidate.toLowerCase();
    if (lower === typed) continue;
    if (lower.startsWith(typed)) prefix.push(candidate);
    else if (typed && lower.includes(typed)) inner.push(candidate);
  }
  const options = [...new Set([...prefix, ...inner])].slice(0, MAX_OPTIONS);
  return options.length ? { from, to, options } : null;
}
