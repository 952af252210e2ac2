/**
 * @module A reloaded collections list that keeps the objects of the one it replaces where nothing
 * changed, so screens that depend on a collection (the records list reloads its rows when its
 * collection changes) see a reload that brought nothing new as no change at all.
 */
import type { Collection } from "../../../../shared/models.ts";

/**
 * `next`, with each collection equal to one in `previous` (same id, same JSON) replaced by that one;
 * `previous` itself when the two lists are equal.
 * @example keepUnchanged([a], [{ ...a }])[0] === a
 */
export function keepUnchanged(previous: readonly Collection[], next: Collection[]): Collection[] {
  const before = new Map(previous.map((c) => [c.id, c]));
  let same = previous.length === next.length;
  const kept = next.map((collection, i) => {
    const old = before.get(collection.id);
    if (old && JSON.stringify(old) === JSON.stringify(collection)) {
      if (previous[i] !== old) same = false;
      return old;
    }
    same = false;
    return collection;
  });
  return same ? (previous as Collection[]) : kept;
}
