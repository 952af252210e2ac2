/** @module The dropdowns' auto-scroll: once open, a menu cut off by its scroll area is brought into view. */

/** Delay before an opened dropdown is scrolled into view (the spec's dropdown auto-scroll, 180 ms). */
export const DROPDOWN_AUTO_SCROLL_MS = 180;

/**
 * Scrolls the page and panels just enough to show an open menu, then the menu itself to its current
 * item (`aria-current`), if it marks one. Nothing moves when all of it is already in view.
 */
export function scrollMenuIntoView(menu: HTMLElement | null): void {
  if (!menu?.isConnected) return;
  menu.scrollIntoView({ block: "nearest", inline: "nearest", behavior: "smooth" });
  const current = menu.querySelector<HTMLElement>('[aria-current]:not([aria-current="false"])');
  if (current) {
    // within the menu only: the menu is placed already
    const top = current.offsetTop - menu.clientHeight / 2 + current.offsetHeight / 2;
    menu.scrollTo({ top: Math.max(0, top), behavior: "smooth" });
  }
}
