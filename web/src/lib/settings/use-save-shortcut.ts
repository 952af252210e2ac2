/** @module Ctrl/Cmd+S saves the open settings form; the most recently opened form (a dialog) wins. */
import { useEffect, useRef } from "react";

type SaveHandler = { current: () => void };
const handlers: SaveHandler[] = [];
let installed = false;

/** Whether a key event is Ctrl+S or Cmd+S. */
export function isSaveShortcut(e: Pick<KeyboardEvent, "key" | "ctrlKey" | "metaKey" | "altKey">): boolean {
  return (e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === "s";
}

function onKeyDown(e: KeyboardEvent): void {
  const top = handlers.at(-1);
  if (!top || !isSaveShortcut(e)) return;
  e.preventDefault(); // never the browser's "save page"
  top.current();
}

/**
 * Binds Ctrl/Cmd+S to `save` while `active` (a page form, or an open dialog above it).
 * @example useSaveShortcut(() => void form.save(), true);
 */
export function useSaveShortcut(save: () => void, active = true): void {
  const ref = useRef(save);
  ref.current = save;
  useEffect(() => {
    if (!active) return;
    if (!installed) {
      installed = true;
      addEventListener("keydown", onKeyDown);
    }
    handlers.push(ref);
    return () => {
      const at = handlers.lastIndexOf(ref);
      if (at >= 0) handlers.splice(at, 1);
    };
  }, [active]);
}
