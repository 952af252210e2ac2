/**
 * @module Unsaved-changes guard: while a settings form is changed, leaving its route (a link, the
 * browser's back button, a typed hash) asks first, and closing the tab warns.
 */
import { useEffect } from "react";
import { confirm } from "../../stores/confirmation.ts";
import { navigate, splitHash } from "../navigate.ts";

export const UNSAVED_CHANGES_MESSAGE = "You have unsaved changes. Do you really want to leave this page?";

const dirty = new Set<symbol>();
let installed = false;

function hashOf(url: string): string {
  try {
    return new URL(url).hash;
  } catch {
    return "";
  }
}

// capture listeners at the target run before wouter's own hashchange listener: stop it there
function onHashChange(e: HashChangeEvent): void {
  if (dirty.size === 0) return;
  const from = splitHash(hashOf(e.oldURL));
  const to = splitHash(hashOf(e.newURL));
  if (from.path === to.path) return; // a query change on the same page
  e.stopImmediatePropagation();
  history.replaceState(history.state, "", e.oldURL);
  confirm(UNSAVED_CHANGES_MESSAGE, () => {
    dirty.clear();
    navigate(to.query ? `${to.path}?${to.query}` : to.path);
  });
}

function onBeforeUnload(e: BeforeUnloadEvent): void {
  if (dirty.size === 0) return;
  e.preventDefault();
  e.returnValue = ""; // older browsers need a value to show their prompt
}

function install(): void {
  if (installed) return;
  installed = true;
  addEventListener("hashchange", onHashChange, true);
  addEventListener("beforeunload", onBeforeUnload);
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
    const key = Symbol("settings-form");
    dirty.add(key);
    return () => {
      dirty.delete(key);
    };
  }, [changed]);
}
