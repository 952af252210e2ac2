/** @module The stack of open overlay panels: the topmost one handles Escape and sits highest. */
import { atom } from "nanostores";

/** Base z-index of overlays; each open panel adds its position in the stack. */
export const OVERLAY_BASE_Z = 1000;

export const $overlayStack = atom<string[]>([]);
/** Bumped on route change: every open panel closes. */
export const $overlayReset = atom(0);

export function pushOverlay(id: string): void {
  $overlayStack.set([...$overlayStack.get().filter((x) => x !== id), id]);
}

export function popOverlay(id: string): void {
  $overlayStack.set($overlayStack.get().filter((x) => x !== id));
}

/** Asks every open panel to close (route change). */
export function closeAllOverlays(): void {
  $overlayReset.set($overlayReset.get() + 1);
}
