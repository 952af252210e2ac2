/** Timing of console steps inside the page (Playwright's own waiting polls and would blur small differences). */
import type { Page } from "playwright-core";

export interface PageStep {
  /** A hash to go to, or a button (by its text start) to click. */
  hash?: string;
  button?: string;
  /** Done when this many table rows are in the DOM and the text is on the page. */
  rows: number;
  text: string;
}

/** Milliseconds from the action to the frame after the rows are shown. */
export function timeInPage(page: Page, step: PageStep): Promise<number> {
  return page.evaluate(async ({ hash, button, rows, text }) => {
    const findButton = () =>
      [...document.querySelectorAll("button")].find(
        (b) => b.textContent?.startsWith(button ?? "") && !b.disabled,
      );
    // a button is clicked once enabled (the list may still be refreshing the rows it shows)
    while (button && !findButton()) await new Promise((r) => requestAnimationFrame(r));
    const ready = () =>
      (document.body.textContent ?? "").includes(text) &&
      document.querySelectorAll("tbody tr").length >= rows;
    const start = performance.now();
    const shown = new Promise<void>((resolve, reject) => {
      const observer = new MutationObserver(() => {
        if (!ready()) return;
        observer.disconnect();
        resolve();
      });
      observer.observe(document.body, { subtree: true, childList: true, characterData: true });
      // a step that never shows its rows fails the run instead of hanging it
      setTimeout(() => {
        observer.disconnect();
        const rowsNow = document.querySelectorAll("tbody tr").length;
        reject(new Error(`not shown after 30 s: ${rowsNow} rows, waiting for ${rows} and "${text}"`));
      }, 30_000);
    });
    if (hash) location.hash = hash;
    if (button)
      [...document.querySelectorAll("button")].find((b) => b.textContent?.startsWith(button))?.click();
    await shown;
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    return performance.now() - start;
  }, step);
}

/** Milliseconds of a bare fetch of `url` (with the admin token) inside the page, body parsed. */
export function fetchInPage(page: Page, url: string, token: string): Promise<number> {
  return page.evaluate(
    async ([target, auth]) => {
      const start = performance.now();
      const res = await fetch(target, { headers: { Authorization: auth } });
      await res.json();
      return performance.now() - start;
    },
    [url, token],
  );
}
