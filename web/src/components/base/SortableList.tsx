/**
 * A list reordered by dragging (sortablejs, loaded lazily on mount) or by the keyboard through
 * the `moveUp` / `moveDown` controls handed to each item. Only this file imports sortablejs.
 * React owns the DOM: a drag is undone in the DOM and reported through `onSort`, and the caller's
 * new `items` render the new order.
 */
import { type ReactNode, useEffect, useLayoutEffect, useRef } from "react";
import type Sortable from "sortablejs";
import "../../styles/editors.css";

/** What each rendered item gets to offer keyboard reordering. */
export interface SortableItemControls {
  index: number;
  canMoveUp: boolean;
  canMoveDown: boolean;
  /** Moves the item one place up (keeps the focus where it was). */
  moveUp: () => void;
  /** Moves the item one place down (keeps the focus where it was). */
  moveDown: () => void;
}

export interface SortableListProps<T> {
  items: readonly T[];
  /** A stable key per item (React key and identity across drags). */
  getKey: (item: T) => string;
  /** Called with the whole list in its new order after a drag or a move. */
  onSort: (newOrder: T[]) => void;
  /** CSS selector of the drag handle inside an item; the whole item drags when omitted. */
  handle?: string;
  /** Items that may not be dragged (they still move when others pass them). */
  isLocked?: (item: T) => boolean;
  renderItem: (item: T, controls: SortableItemControls) => ReactNode;
  className?: string;
  /** Accessible name of the list. */
  label?: string;
}

const LOCKED = "sortable-locked";

/** Returns a copy of `list` with the entry at `from` moved to `to`. */
export function moveItem<T>(list: readonly T[], from: number, to: number): T[] {
  const next = [...list];
  const [moved] = next.splice(from, 1);
  next.splice(to, 0, moved);
  return next;
}

export function SortableList<T>({
  items,
  getKey,
  onSort,
  handle,
  isLocked,
  renderItem,
  className,
  label,
}: SortableListProps<T>) {
  const list = useRef<HTMLUListElement>(null);
  const sortable = useRef<Sortable | null>(null);
  const latest = useRef({ items, onSort });
  const refocus = useRef<HTMLElement | null>(null);
  useEffect(() => {
    latest.current = { items, onSort };
  });

  // create once per mount (after the library loads), destroy on unmount
  // biome-ignore lint/correctness/useExhaustiveDependencies: the handle is updated by the effect below
  useEffect(() => {
    let cancelled = false;
    import("sortablejs").then(
      ({ default: SortableJs }) => {
        if (cancelled || !list.current) return;
        sortable.current = SortableJs.create(list.current, {
          handle,
          filter: `.${LOCKED}`,
          preventOnFilter: false,
          animation: 150,
          ghostClass: "sortable-ghost",
          chosenClass: "sortable-chosen",
          onEnd(event) {
            const { oldIndex, newIndex, item, from } = event;
            if (oldIndex === undefined || newIndex === undefined || oldIndex === newIndex) return;
            // put the node back where React left it; the new order comes back as props
            from.removeChild(item);
            from.insertBefore(item, from.children[oldIndex] ?? null);
            latest.current.onSort(moveItem(latest.current.items, oldIndex, newIndex));
          },
        });
      },
      (err: unknown) => console.warn("Drag sorting is unavailable: sortablejs failed to load.", err),
    );
    return () => {
      cancelled = true;
      sortable.current?.destroy();
      sortable.current = null;
    };
  }, []);

  useEffect(() => {
    sortable.current?.option("handle", handle);
  }, [handle]);

  // a keyboard move re-inserts the item's node, which drops the focus: give it back
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs after each new order
  useLayoutEffect(() => {
    const target = refocus.current;
    refocus.current = null;
    if (target?.isConnected && document.activeElement !== target) target.focus();
  }, [items]);

  const move = (from: number, to: number) => {
    if (to < 0 || to >= items.length) return;
    refocus.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    onSort(moveItem(items, from, to));
  };

  return (
    <ul ref={list} className={`sortable-list${className ? ` ${className}` : ""}`} aria-label={label}>
      {items.map((item, index) => (
        <li key={getKey(item)} className={`sortable-item${isLocked?.(item) ? ` ${LOCKED}` : ""}`}>
          {renderItem(item, {
            index,
            canMoveUp: index > 0,
            canMoveDown: index < items.length - 1,
            moveUp: () => move(index, index - 1),
            moveDown: () => move(index, index + 1),
          })}
        </li>
      ))}
    </ul>
  );
}
