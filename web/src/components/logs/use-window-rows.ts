import { type RefObject, useCallback, useEffect, useState } from "react";

export interface WindowRows {
  /** First row to render. */
  start: number;
  /** One past the last row to render. */
  end: number;
  /** Updates the window from the scroll container (call on scroll). */
  measure: () => void;
}

/**
 * The rows of a fixed-height list that are in view (plus `overscan` on each side), so ten
 * thousand loaded rows cost as much to render as thirty.
 * @example const { start, end, measure } = useWindowRows(scrollRef, logs.length, 41);
 */
export function useWindowRows(
  scrollRef: RefObject<HTMLElement | null>,
  count: number,
  rowHeight: number,
  overscan = 10,
): WindowRows {
  const [view, setView] = useState({ top: 0, height: 800 });
  const measure = useCallback(() => {
    const el = scrollRef.current;
    if (!el) return;
    setView((prev) =>
      prev.top === el.scrollTop && prev.height === el.clientHeight
        ? prev
        : { top: el.scrollTop, height: el.clientHeight },
    );
  }, [scrollRef]);

  useEffect(() => {
    measure();
    const el = scrollRef.current;
    if (!el || typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, scrollRef]);

  const first = Math.floor(view.top / rowHeight);
  const start = Math.max(0, first - overscan);
  const end = Math.min(count, first + Math.ceil(view.height / rowHeight) + overscan);
  return { start, end: Math.max(start, end), measure };
}
