/** Timing of console steps inside the page (Playwright's own waiting polls and would blur small differences). */
import type { BrowserContext, Page, Request } from "playwright-core";

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

/**
 * What marks a records page's milestones (the console's or a PocketBase dashboard's): `rows` when at
 * least `rows` rows are shown and the first one's title cell reads `firstTitle` (rows left from an
 * earlier list do not count), `total` when the total element's text matches `totalPattern`.
 */
export interface RecordsPageMarks {
  /** Who the page is, for the timeout's message. */
  label: string;
  row: string;
  /** The title cell inside a row. */
  titleCell: string;
  firstTitle: string;
  rows: number;
  total: string;
  totalPattern: string;
}

/** The stamps (`performance.now()`, after the frame that paints them) of a records page's milestones. */
export interface RecordsStamps {
  rows: number;
  total: number;
}

type RecordsWatch = (marks: RecordsPageMarks) => Promise<RecordsStamps>;
interface BenchWindow {
  __benchRecordsWatch?: RecordsWatch;
  __benchRecordsCold?: Promise<RecordsStamps>;
}

/**
 * Defines, in every page the context opens from now on, the watcher of a records page's milestones
 * (before the page's own scripts run, so a navigation can be watched from its start).
 */
export async function installRecordsWatcher(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const watch = (m: RecordsPageMarks) =>
      new Promise<RecordsStamps>((resolve, reject) => {
        const stamps: Partial<RecordsStamps> = {};
        const painted = (key: keyof RecordsStamps) =>
          requestAnimationFrame(() =>
            setTimeout(() => {
              stamps[key] = performance.now();
              if (stamps.rows !== undefined && stamps.total !== undefined) {
                clearTimeout(timer);
                resolve(stamps as RecordsStamps);
              }
            }, 0),
          );
        let rowsSeen = false;
        let totalSeen = false;
        const check = () => {
          if (!rowsSeen) {
            const rows = document.querySelectorAll(m.row);
            const first = rows[0]?.querySelector(m.titleCell)?.textContent?.trim();
            if (rows.length >= m.rows && first === m.firstTitle) {
              rowsSeen = true;
              painted("rows");
            }
          }
          if (
            !totalSeen &&
            new RegExp(m.totalPattern).test(document.querySelector(m.total)?.textContent ?? "")
          ) {
            totalSeen = true;
            painted("total");
          }
          if (rowsSeen && totalSeen) observer.disconnect();
        };
        const observer = new MutationObserver(check);
        observer.observe(document, { subtree: true, childList: true, characterData: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${m.label}'s records not shown after 60 s: ${JSON.stringify(stamps)}`));
        }, 60_000);
      });
    (window as BenchWindow).__benchRecordsWatch = watch;
  });
}

/**
 * Milliseconds from an action in the page (a hash to go to, or a form to submit with `requestSubmit`)
 * to the frame after each milestone of the records page; needs `installRecordsWatcher`.
 */
export function timeRecordsAfter(
  page: Page,
  marks: RecordsPageMarks,
  action: { hash?: string; submit?: string },
): Promise<RecordsStamps> {
  return page.evaluate(
    async ({ m, hash, submit }) => {
      const watch = (window as BenchWindow).__benchRecordsWatch;
      if (!watch) throw new Error("installRecordsWatcher was not called on this page's context");
      const start = performance.now();
      const shown = watch(m);
      if (hash) location.hash = hash;
      if (submit) (document.querySelector(submit) as HTMLFormElement).requestSubmit();
      const stamps = await shown;
      return { rows: stamps.rows - start, total: stamps.total - start };
    },
    { m: marks, ...action },
  );
}

/**
 * Opens `url` in a new page of `context` (a fresh context: empty HTTP cache) and returns the
 * milliseconds from the navigation's start (the page's time origin) to the frame after each milestone;
 * the page is returned too, left open (`prepare` sees it before the navigation, to listen to it).
 * Needs `installRecordsWatcher` on the context.
 */
export async function coldRecords(
  context: BrowserContext,
  url: string,
  marks: RecordsPageMarks,
  prepare?: (page: Page) => void,
): Promise<{ page: Page; stamps: RecordsStamps }> {
  await context.addInitScript((m) => {
    const w = window as BenchWindow;
    if (w.__benchRecordsWatch) w.__benchRecordsCold = w.__benchRecordsWatch(m);
  }, marks);
  const page = await context.newPage();
  prepare?.(page);
  await page.goto(url, { waitUntil: "commit" });
  const stamps = await page.evaluate(() => {
    const cold = (window as BenchWindow).__benchRecordsCold;
    if (!cold) throw new Error("the records watcher did not start with the page");
    return cold;
  });
  return { page, stamps };
}

/**
 * Milliseconds from a click on `button` (a selector) inside the page to the frame after at least
 * `count` elements match `shown`; rejects after 30 s.
 */
export function timeClickUntil(page: Page, button: string, shown: string, count: number): Promise<number> {
  return page.evaluate(
    async ({ button, shown, count }) => {
      const start = performance.now();
      const done = new Promise<void>((resolve, reject) => {
        const observer = new MutationObserver(() => {
          if (document.querySelectorAll(shown).length < count) return;
          observer.disconnect();
          clearTimeout(timer);
          resolve();
        });
        observer.observe(document.body, { subtree: true, childList: true, attributes: true });
        const timer = setTimeout(() => {
          observer.disconnect();
          reject(new Error(`${shown} not shown ${count} times after 30 s`));
        }, 30_000);
      });
      (document.querySelector(button) as HTMLElement).click();
      await done;
      await new Promise((painted) => requestAnimationFrame(() => setTimeout(painted, 0)));
      return performance.now() - start;
    },
    { button, shown, count },
  );
}

/** One request a page sent: its method and full URL (as sent, encoded). */
export interface SentRequest {
  method: string;
  url: string;
}

/**
 * The page's API requests (`/api/`, the realtime stream left out: it stays open): those sent since
 * the last `take()`, and `idle()`, which waits until none is in flight.
 */
export function trackApiRequests(page: Page): { idle(): Promise<void>; take(): SentRequest[] } {
  const inFlight = new Set<Request>();
  let sent: SentRequest[] = [];
  const waiting: Array<() => void> = [];
  const isApi = (url: string) => {
    const path = new URL(url).pathname;
    return path.startsWith("/api/") && !path.startsWith("/api/realtime");
  };
  const settle = (request: Request) => {
    if (!inFlight.delete(request)) return;
    if (inFlight.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on("request", (request) => {
    if (!isApi(request.url())) return;
    inFlight.add(request);
    sent.push({ method: request.method(), url: request.url() });
  });
  page.on("requestfinished", settle);
  page.on("requestfailed", settle);
  return {
    // a request that never ends fails the run instead of hanging it
    idle: () =>
      inFlight.size === 0
        ? Promise.resolve()
        : new Promise((resolve, reject) => {
            const timer = setTimeout(() => {
              const urls = [...inFlight].map((r) => r.url());
              reject(new Error(`API requests still in flight after 60 s: ${urls.join(", ")}`));
            }, 60_000);
            waiting.push(() => {
              clearTimeout(timer);
              resolve();
            });
          }),
    take: () => {
      const out = sent;
      sent = [];
      return out;
    },
  };
}

/** The JavaScript the page received (body bytes as sent, compressed or not) since the last `take()`. */
export function trackScriptBytes(page: Page): { take(): Promise<number> } {
  let sizes: Array<Promise<number>> = [];
  page.on("requestfinished", (request) => {
    if (request.resourceType() === "script") sizes.push(request.sizes().then((s) => s.responseBodySize));
  });
  return {
    take: async () => {
      const mine = sizes;
      sizes = [];
      return (await Promise.all(mine)).reduce((sum, n) => sum + n, 0);
    },
  };
}

/** One API request of the page's resource timing, in milliseconds from a mark (`performance.now()`). */
export interface ApiTiming {
  path: string;
  start: number;
  end: number;
}

/** `performance.now()` in the page, after clearing its resource timings (a mark for `apiTimings`). */
export function markApiTimings(page: Page): Promise<number> {
  return page.evaluate(() => {
    performance.setResourceTimingBufferSize(1000);
    performance.clearResourceTimings();
    return performance.now();
  });
}

/** The page's API requests since `mark` (resource timing), their start and end relative to it. */
export function apiTimings(page: Page, mark: number): Promise<ApiTiming[]> {
  return resourceTimings(page, mark, "api");
}

/**
 * The page's API requests (`api`) or JavaScript files (`scripts`, by file name: when each chunk
 * arrived tells whether a request waited for code) since `mark`, their start and end relative to it.
 */
export function resourceTimings(page: Page, mark: number, what: "api" | "scripts"): Promise<ApiTiming[]> {
  return page.evaluate(
    ({ since, what }) => {
      return (performance.getEntriesByType("resource") as PerformanceResourceTiming[])
        .filter((e) => {
          const path = new URL(e.name).pathname;
          const wanted = what === "api" ? path.startsWith("/api/") : /\.m?js$/.test(path);
          return wanted && e.startTime >= since;
        })
        .map((e) => {
          const url = new URL(e.name);
          return {
            path:
              what === "api"
                ? decodeURIComponent(url.pathname + url.search)
                : (url.pathname.split("/").pop() ?? ""),
            start: e.startTime - since,
            end: e.responseEnd - since,
          };
        });
    },
    { since: mark, what },
  );
}
