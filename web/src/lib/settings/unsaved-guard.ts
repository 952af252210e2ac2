/**
 * @module Unsaved-changes guard: while a settings form is changed, leaving its route (a link, the
 * browser's back button, a typed hash, an in-app navigate) asks first, and closing the tab warns.
 */
import { useEffect } from "react";
import { confirm } from "../../stores/confirmation.ts";
import { navigate, setNavigationBlocker, splitHash } from "../navigate.ts";

export const UNSAVED_CHANGES_MESSAGE = "You have unsaved changes. Do you really want to leave this page?";

const dirty = new Set<symbol>();
let installed = false;
/** The address the guarded page is on (what a blocked navigation goes back to). */
let currentHref = "";

function pathOf(href: string): string {
  try {
    return splitHash(new URL(href).hash).path;
  } catch {
    return "";
  }
}

function leaves(targetPath: string): boolean {
  return dirty.size > 0 && targetPath !== pathOf(currentHref) && targetPath !== "/login";
}

function ask(target: string): void {
  confirm(UNSAVED_CHANGES_MESSAGE, () => {
    dirty.clear();
    navigate(target);
  });
}

// native hash changes (links, back/forward, typed) fire popstate first: wouter re-renders on it, so
// stop it there (capture listeners at the target run first) and put the old address back
function onPopState(e: PopStateEvent): void {
  const { path, query } = splitHash(location.hash);
  if (!leaves(path)) return;
  e.stopImmediatePropagation();
  history.replaceState(history.state, "", currentHref);
  ask(query ? `${path}?${query}` : path);
}

function onHashChange(e: HashChangeEvent): void {
  if (location.href !== e.newURL) {
    e.stopImmediatePropagation(); // the popstate guard already put the old address back
    return;
  }
  const { path, query } = splitHash(new URL(e.newURL).hash);
  if (leaves(path)) {
    e.stopImmediatePropagation();
    history.replaceState(history.state, "", currentHref);
    ask(query ? `${path}?${query}` : path);
    return;
  }
  currentHref = location.href;
}

function onBeforeUnload(e: BeforeUnloadEvent): void {
  if (dirty.size === 0) return;
  e.preventDefault();
  e.returnValue = ""; // older browsers need a value to show their prompt
}

function install(): void {
  if (installed) return;
  installed = true;
  addEventListener("popstate", onPopState, true);
  addEventListener("hashchange", onHashChange, true);
  addEventListener("beforeunload", onBeforeUnload);
  setNavigationBlocker((target) => {
    if (!leaves(splitHash(target).path)) return false;
    ask(target);
    return true;
  });
}

/** Whether some form is guarded right now. */
export function hasUnsavedChanges(): boolean {
  return dirty.size > 0;
}

/**
 * Guards the current route while `changed` is true.
 * @example useUnsavedGuard(form.changed);
 */
export function useUnsavedGuard(changed: boolean): void {
  useEffect(() => {
    if (!changed) return;
    install();
    currentHref = location.href;
    const key = Symbol("settings-form");
    dirty.add(key);
    return () => {
      dirty.delete(key);
    };
  }, [changed]);
}
