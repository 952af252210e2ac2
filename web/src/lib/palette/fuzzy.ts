/** @module Fuzzy matching for the command palette: letters in order, rewarded when adjacent or at word starts. */

/** The score of `text` for `query` (higher is better), or -1 when the letters are not all there in order. */
export function fuzzyScore(query: string, text: string): number {
  const q = query.trim().toLowerCase();
  if (q === "") return 0;
  const t = text.toLowerCase();
  if (t === q) return 1000;
  const at = t.indexOf(q);
  if (at >= 0) return 500 - at; // a plain substring beats scattered letters
  let score = 0;
  let from = 0;
  let previous = -2;
  for (const ch of q) {
    if (ch === " ") continue;
    const found = t.indexOf(ch, from);
    if (found < 0) return -1;
    if (found === previous + 1) score += 5;
    if (found === 0 || /[\s/_\-.]/.test(t[found - 1] ?? "")) score += 3;
    score -= Math.min(found - from, 10) * 0.1;
    previous = found;
    from = found + 1;
  }
  return score;
}

/** Items matching the query, best first (ties keep their order); all items for an empty query. */
export function fuzzyFilter<T>(items: T[], query: string, textOf: (item: T) => string): T[] {
  if (query.trim() === "") return items;
  return items
    .map((item, index) => ({ item, index, score: fuzzyScore(query, textOf(item)) }))
    .filter((x) => x.score >= 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map((x) => x.item);
}
