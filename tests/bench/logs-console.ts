/**
 * Request logs page of the console in Chromium vs the bare API calls it makes, on 1,000,000 log
 * rows: time to the first rows and to the chart, side by side in one run; JS heap and scrolling
 * frame times with 30 and with 10,000 rows loaded; and the same page against PocketBase v0.18.1's own
 * dashboard on the same backend and browser (both consoles behind one pbdeck proxy hop each).
 * Run: node tests/bench/logs-console.ts (Node 24, after npm run build)
 */
import { join } from "node:path";
import { launchBrowser, signIn } from "../e2e/helpers/console-app.ts";
import { fillLogsDb } from "../helpers/logs-db.ts";
import { keepOldLogs } from "../helpers/old-logs.ts";
import { copyFixture, startPbdeck } from "../helpers/pbdeck-process.ts";
import { timeLogsPage } from "./helpers/console-timing.ts";
import { consolesSideBySide } from "./helpers/pocketbase-dashboard.ts";
import { formatMs, summarise, writeSection } from "./report.ts";

const total = 1_000_000;
const rounds = 9;
const loadedRows = 10_000;
const filter = 'auth != "admin"'; // what the page asks for by default (admins left out)

// 30 days of rows: kept past the purge at the first logged request (the fixture's logs.maxDays is 5)
const data = copyFixture();
keepOldLogs(data.dir);
const started = performance.now();
fillLogsDb(join(data.dir, "logs.db"), {
  count: total,
  start: new Date(Date.now() - 30 * 86_400_000),
  end: new Date(),
});
const fillMs = performance.now() - started;
const bootStart = performance.now();
const pbdeck = await startPbdeck(data.dir); // adds the stats index to the existing file
const bootMs = performance.now() - bootStart;
const browser = await launchBrowser();
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const consoleUrl = `${pbdeck.url}/_/`;
  await signIn(page, consoleUrl);
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("pb_admin_auth") ?? "{}").token as string,
  );
  const api = (path: string) => `${pbdeck.url}/api/logs/requests${path}`;
  const q = encodeURIComponent(filter);
  const listUrl = api(`?page=1&perPage=30&sort=-rowid&skipTotal=1&filter=${q}`);
  const statsUrl = api(`/stats?filter=${q}`);

  // bare calls, timed inside the page with fetch, one after the other (the backend answers one at a time)
  const bare = (urls: string[]) =>
    page.evaluate(
      async ([targets, auth]) => {
        const start = performance.now();
        for (const target of targets as string[])
          await (await fetch(target, { headers: { Authorization: auth as string } })).json();
        return performance.now() - start;
      },
      [urls, token] as const,
    );
  const showLogs = () => timeLogsPage(page);
  const leave = async () => {
    await page.goto(`${consoleUrl}#/settings`);
    await page.waitForFunction(() => !document.querySelector(".logs-page"));
    // the backend answers one request at a time: let the page's last call (error stats) finish
    await bare([`${pbdeck.url}/api/health`]);
  };

  // the first stats call scans the stats index; later ones read the kept counts plus the rows added since
  const coldStatsMs = await bare([`${statsUrl}&bucket=3600&errors=1`]);
  const warmStatsMs = await bare([`${statsUrl}&bucket=3600&errors=1`]);
  await leave();
  await showLogs(); // warm up: chunks and frappe-charts cached
  const rows = { a: [] as number[], b: [] as number[] };
  const chart = { a: [] as number[], b: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    await leave();
    rows.a.push(await bare([listUrl]));
    chart.a.push(await bare([listUrl, statsUrl]));
    const shown = await showLogs();
    rows.b.push(shown.rows);
    chart.b.push(shown.chart);
  }

  // pbdeck's console and PocketBase's dashboard side by side, each behind its own pbdeck proxy of the backend
  const versus = await consolesSideBySide(browser, pbdeck.url, 7);

  const cdp = await context.newCDPSession(page);
  const heapUsed = async () => {
    await cdp.send("HeapProfiler.collectGarbage");
    return (await cdp.send("Runtime.getHeapUsage")).usedSize;
  };
  // frame intervals over 90 frames, idle or scrolling the list down 200 px a frame
  const frames = (scroll: boolean) =>
    page.evaluate(async (move) => {
      const el = document.querySelector(".logs-scroll") as HTMLElement;
      el.scrollTop = 0;
      await new Promise((frame) => requestAnimationFrame(frame));
      const gaps: number[] = [];
      let last = performance.now();
      for (let i = 0; i < 90; i++) {
        if (move) el.scrollTop += 200;
        await new Promise((frame) => requestAnimationFrame(frame));
        const now = performance.now();
        gaps.push(now - last);
        last = now;
      }
      return gaps;
    }, scroll);
  await page.getByText(/Showing 30 of/).waitFor();
  const heap30 = await heapUsed();
  const idle = summarise(await frames(false));
  const loadStart = performance.now();
  const shownCount = async () =>
    Number((await page.locator(".list-footer .muted").textContent())?.match(/Showing (\d+)/)?.[1] ?? 0);
  for (let n = await shownCount(); n < loadedRows; ) {
    await page.getByRole("button", { name: /^Load more/ }).click();
    await page.waitForFunction(
      (before) =>
        !(document.querySelector(".list-footer .muted")?.textContent ?? "").startsWith(`Showing ${before} `),
      n,
    );
    n = await shownCount();
  }
  const loadAllMs = performance.now() - loadStart;
  const heap10k = await heapUsed();
  const frames10k = summarise(await frames(true));
  const rendered = await page.locator(".log-row").count();

  const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;
  const [ra, rb, ca, cb] = [rows.a, rows.b, chart.a, chart.b].map(summarise);
  const row = (name: string, base: ReturnType<typeof summarise>, ui: ReturnType<typeof summarise>) =>
    `| ${name} | ${formatMs(base.p50)} | ${formatMs(ui.p50)} | ${formatMs(ui.p99)} | ${(ui.p50 / base.p50).toFixed(1)}x |`;
  const body = [
    `${total.toLocaleString("en")} request logs over 30 days (logs.db made by tests/helpers/logs-db.ts in ${(fillMs / 1000).toFixed(0)} s; ` +
      `pbdeck started in ${(bootMs / 1000).toFixed(1)} s, adding its stats index), ${rounds} rounds, Chromium headless, ` +
      `default view (admins left out, all time). Both sides are timed inside the page: the bare API calls with fetch, ` +
      "the console from the navigation to the frame after the milestone. Goals: first rows < 1 s, chart < 2 s.",
    "",
    "| step | bare API p50 | console p50 | console p99 | ratio |",
    "|---|---|---|---|---|",
    row("first rows (list, skipTotal)", ra, rb),
    row("chart drawn (list, then hourly stats)", ca, cb),
    "",
    `The console's stats call (hourly, errors counted in the same scan) took ${formatMs(coldStatsMs)} the first time ` +
      `(a scan of the stats index) and ${formatMs(warmStatsMs)} the second (the hourly counts are kept per query and ` +
      "completed from the rows added since; the rows above are timed after that first call, on both sides).",
    "",
    ...versus,
    "",
    `Loading ${loadedRows.toLocaleString("en")} rows with 'Load more' took ${(loadAllMs / 1000).toFixed(1)} s; ` +
      `with them loaded the page keeps ${rendered} rows in the DOM (windowed list).`,
    "",
    "| rows loaded | JS heap after GC | ratio |",
    "|---|---|---|",
    `| 30 | ${mb(heap30)} | 1.00x |`,
    `| ${loadedRows.toLocaleString("en")} | ${mb(heap10k)} | ${(heap10k / heap30).toFixed(2)}x |`,
    "",
    `Scrolling the ${loadedRows.toLocaleString("en")} rows 200 px a frame for 90 frames, against idle frames of the same page:`,
    "",
    "| frames | p50 | p99 | p50 ratio |",
    "|---|---|---|---|",
    `| idle | ${formatMs(idle.p50)} | ${formatMs(idle.p99)} | 1.0x |`,
    `| scrolling | ${formatMs(frames10k.p50)} | ${formatMs(frames10k.p99)} | ${(frames10k.p50 / idle.p50).toFixed(1)}x |`,
  ].join("\n");
  writeSection("Console logs page", body);
  console.log(body);
} finally {
  await browser.close();
  await pbdeck.stop();
  data.cleanup();
}
