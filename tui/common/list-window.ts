/** @module Selection and scroll offset of a list drawn in a fixed number of rows. */

export interface ListWindow {
  selected: number;
  offset: number;
}

/** Moves the selection to `index` (clamped) and scrolls just enough to keep it visible. */
export function moveWindow(window: ListWindow, index: number, count: number, height: number): ListWindow {
  const selected = count === 0 ? 0 : Math.min(count - 1, Math.max(0, index));
  return { selected, offset: visibleOffset(window.offset, selected, height) };
}

/** The offset that keeps `selected` inside a window of `height` rows starting near `offset`. */
export function visibleOffset(offset: number, selected: number, height: number): number {
  const rows = Math.max(1, height);
  if (selected < offset) return selected;
  if (selected >= offset + rows) return selected - rows + 1;
  return Math.max(0, offset);
}
