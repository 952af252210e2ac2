/** @module Shift+Click selection of the records table: everything between the last clicked row and this one. */

/**
 * The selection after clicking `target`: alone it toggles; with `range` and an anchor still in
 * `ids`, every row from the anchor to the target takes the target's new state.
 * @example toggleSelection(["a","b","c"], new Set(["a"]), "a", "c", true) // Set {a, b, c}
 */
export function toggleSelection(
  ids: readonly string[],
  selected: ReadonlySet<string>,
  anchor: string | null,
  target: string,
  range: boolean,
): Set<string> {
  const next = new Set(selected);
  const select = !selected.has(target);
  const from = anchor === null ? -1 : ids.indexOf(anchor);
  const to = ids.indexOf(target);
  if (!range || from < 0 || to < 0) {
    if (select) next.add(target);
    else next.delete(target);
    return next;
  }
  const [start, end] = from < to ? [from, to] : [to, from];
  for (const id of ids.slice(start, end + 1)) {
    if (select) next.add(id);
    else next.delete(id);
  }
  return next;
}
