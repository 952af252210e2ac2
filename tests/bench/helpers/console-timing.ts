/** Timing of console steps inside the page (Playwright's own waiting polls and would blur small differences). */
import type { Page } from "playwright-core";

export interface PageStep {
  /** A hash to go to, or a button (by its text start) to click. */
  hash?: string;
  button?: string;
  /** Done when the table holds this many rows and the list footer shows the text. */
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
    // rows count per table chunk (`data-rows`): a chunk far off screen holds its rows as one spacer row;
    // the list footer holds the "Showing n of" text (reading it, not the whole body, keeps the probe cheap)
    const rowsIn = () =>
      [...document.querySelectorAll("tbody[data-rows]")].reduce(
        (n, b) => n + Number(b.getAttribute("data-rows")),
        0,
      );
    const ready = () =>
      (document.querySelector(".list-footer")?.textContent ?? "").includes(text) && rowsIn() >= rows;
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
        reject(new Error(`not shown after 30 s: ${rowsIn()} rows, waiting for ${rows} and "${text}"`));
      }, 30_000);
    });
    if (hash) location.hash = hash;
    if (button) findButton()?.click();
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

/**
 * The console's request logs page, from `location.hash = "#/logs"` to the frame after each milestone:
 * `chart` when the frappe line is drawn and the hint says "N log(s)", `rows` when 10 rows are shown.
 */
export function timeLogsPage(page: Page): Promise<{ rows: number; chart: number }> {
  return page.evaluate(async () => {
    const rowsShown = () => document.querySelectorAll(".logs-table .log-row").length >= 10;
    const chartShown = () =>
      document.querySelector(".requests-chart svg .line-graph-path") !== null &&
      /\d+ log\(s\)/.test(document.querySelector(".logs-chart-hint")?.textContent ?? "");
    const start = performance.now();
    const times: { rows?: number; chart?: number } = {};
    const done = new Promise<void>((resolve) => {
      const check = () => {
        if (times.rows === undefined && rowsShown()) times.rows = performance.now() - start;
        if (times.chart === undefined && chartShown()) times.chart = performance.now() - start;
        if (times.rows !== undefined && times.chart !== undefined) {
          observer.disconnect();
          resolve();
        }
      };
      const observer = new MutationObserver(check);
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    });
    location.hash = "#/logs";
    await done;
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    return times as { rows: number; chart: number };
  });
}
