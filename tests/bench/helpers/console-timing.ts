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

/** What marks a logs page's milestones, as selectors the page is watched for. */
export interface LogsPageMarks {
  /** Who the page is, for the timeout's message. */
  label: string;
  /** A logs row: `rows` is when 10 of them are shown. */
  row: string;
  /** What the drawn chart has; `chart` is when it is there and the total below says a count. */
  chart: string;
  /** An element that must not carry the class `loading` for the chart to count as drawn. */
  notLoading?: string;
  /** Where the page says its total, and the pattern of a counted total. */
  total: string;
  totalPattern: string;
}

/**
 * A logs page (the console's or a PocketBase dashboard's), from `location.hash = "#/logs"` to the
 * frame after each milestone `marks` describe, watched inside the page; rejects after 60 s.
 */
export function timeLogsMilestones(
  page: Page,
  marks: LogsPageMarks,
): Promise<{ rows: number; chart: number }> {
  return page.evaluate(async (m) => {
    const rowsShown = () => document.querySelectorAll(m.row).length >= 10;
    const chartShown = () =>
      document.querySelector(m.chart) !== null &&
      !(m.notLoading && document.querySelector(m.notLoading)?.classList.contains("loading")) &&
      new RegExp(m.totalPattern).test(document.querySelector(m.total)?.textContent ?? "");
    const start = performance.now();
    const times: { rows?: number; chart?: number } = {};
    const done = new Promise<void>((resolve, reject) => {
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
      setTimeout(
        () => reject(new Error(`${m.label}'s logs page not shown after 60 s: ${JSON.stringify(times)}`)),
        60_000,
      );
    });
    location.hash = "#/logs";
    await done;
    await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
    return times as { rows: number; chart: number };
  }, marks);
}

/**
 * The console's request logs page: `chart` when the frappe line is drawn and the hint says
 * "N log(s)", `rows` when 10 rows are shown.
 */
export function timeLogsPage(page: Page): Promise<{ rows: number; chart: number }> {
  return timeLogsMilestones(page, {
    label: "The console",
    row: ".logs-table .log-row",
    chart: ".requests-chart svg .line-graph-path",
    total: ".logs-chart-hint",
    totalPattern: "\\d+ log\\(s\\)",
  });
}
