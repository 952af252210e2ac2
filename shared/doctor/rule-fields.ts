/** @module The fields of the collection itself that an API rule filters on (for the index check). */

const WORDS = new Set(["true", "false", "null"]);

/**
 * The collection's own fields a rule filter reads, first path segment only (`author.name` → `author`),
 * modifiers dropped (`tags:length` → `tags`); `@request`/`@collection` references, `#` macros, text and
 * numbers are left out. A simple scan, not the full grammar: enough to see what a list query filters on.
 * @example ruleFields("author = @request.auth.id && status = 'live'") -> ["author", "status"]
 */
export function ruleFields(rule: string | null | undefined): string[] {
  if (!rule) return [];
  const found = new Set<string>();
  let pos = 0;
  while (pos < rule.length) {
    const ch = rule[pos];
    if (ch === "'" || ch === '"') {
      pos = skipText(rule, pos);
      continue;
    }
    if (/[A-Za-z_@#]/.test(ch)) {
      const start = pos;
      while (pos < rule.length && /[A-Za-z0-9_@#.:]/.test(rule[pos])) pos++;
      const word = rule.slice(start, pos);
      const first = word.split(".")[0].split(":")[0];
      if (!/^[@#]/.test(word) && !WORDS.has(first.toLowerCase()) && first !== "") found.add(first);
      continue;
    }
    // a number's digits are not a field (a field never starts with a digit)
    if (/[0-9]/.test(ch)) {
      while (pos < rule.length && /[0-9.]/.test(rule[pos])) pos++;
      continue;
    }
    pos++;
  }
  return [...found];
}

function skipText(text: string, start: number): number {
  const quote = text[start];
  let pos = start + 1;
  while (pos < text.length && text[pos] !== quote) pos += text[pos] === "\\" ? 2 : 1;
  return pos + 1;
}
