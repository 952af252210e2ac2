/**
 * The console's logs page through `pbdeck --backend` on the newest real PocketBase (generic logs at
 * /api/logs) with 1,000,000 logs, side by side with PocketBase's own dashboard served by that server:
 * time to the first rows and to the chart on both, rounds interleaved, against the bare API calls the
 * console makes (the list; the hourly stats, then the stats of status >= 400 for the chart's errors).
 * The logs are spread over the last 4 days: PocketBase deletes logs older than its 5 days by default.
 * Run: node tests/bench/logs-console-newest.ts (Node 24, after npm run build)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchBrowser } from "../e2e/helpers/console-app.ts";
import { startPbdeckProxy } from "../helpers/pbdeck-process.ts";
import { pocketBaseBinary, startPocketBase, upsertSuperuser } from "../helpers/pocketbase-server.ts";
import { fetchInPage, timeLogsPage } from "./helpers/console-timing.ts";
import {
  leaveNewestDashboardLogs,
  signInNewestDashboard,
  timeNewestDashboardLogs,
  trackLogsStats,
} from "./helpers/pocketbase-dashboard-newest.ts";
import { formatMs, summarise, writeSection } from "./report.ts";

const total = 1_000_000;
const rounds = 7;
const span = 4 * 86_400_000;
const newest = pocketBaseBinary("newest");

/** Requests as PocketBase v0.23+ logs them: one in 20 a 404 (level error), one in 3 by a superuser. */
function fillGenericLogs(dataDir: string): void {
  const db = new DatabaseSync(join(dataDir, "auxiliary.db"));
  const insert = db.prepare("INSERT INTO _logs (id, level, message, data, created) VALUES (?, ?, ?, ?, ?)");
  const end = Date.now();
  db.exec("BEGIN");
  for (let i = 0; i < total; i++) {
    const created = new Date(end - span + Math.floor((i / total) * span)).toISOString().replace("T", " ");
    const status = i % 20 === 0 ? 404 : 200;
    const url = `/api/collections/posts/records?page=${i % 50}`;
    const data = {
      type: "request",
      method: "GET",
      url,
      status,
      auth: i % 3 === 0 ? "_superusers" : "",
      execTime: 1.5,
      referer: "",
      remoteIP: "127.0.0.1",
      userIP: "127.0.0.1",
      userAgent: "bench",
    };
    const id = `b${i.toString(36).padStart(14, "0")}`;
    insert.run(id, status >= 400 ? 8 : 0, `GET ${url}`, JSON.stringify(data), created);
  }
  db.exec("COMMIT");
  db.close();
}

const root = mkdtempSync(join(tmpdir(), "pbdeck-logs-newest-"));
const dataDir = join(root, "pb_data");
// the superuser command creates the databases (auxiliary.db holds _logs) before they are filled
upsertSuperuser(newest, dataDir, ADMIN_EMAIL, ADMIN_PASSWORD);
const fillStart = performance.now();
fillGenericLogs(dataDir);
const fillMs = performance.now() - fillStart;
const pb = await startPocketBase("newest", dataDir);
const pbdeck = await startPbdeckProxy(pb.url);
const browser = await launchBrowser();
const loadBefore = loadavg()[0];
try {
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  const consoleUrl = `${pbdeck.url}/_/`;
  await page.goto(`${consoleUrl}#/login`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { name: "Superusers" }).waitFor();
  // PocketBase's own dashboard, served by the same server, in a second tab of the same browser
  const dashboard = await context.newPage();
  const dashboardUrl = `${pb.url}/_/`;
  await signInNewestDashboard(dashboard, dashboardUrl);
  const consoleStats = trackLogsStats(page);
  const dashboardStats = trackLogsStats(dashboard);

  /** The console's milestones, and when its last stats request (the errors series) has answered. */
  const showConsole = async () => {
    await page.goto(`${consoleUrl}#/settings/admins`);
    await page.waitForFunction(() => !document.querySelector(".logs-page"));
    const start = performance.now();
    const shown = await timeLogsPage(page);
    await consoleStats.idle();
    return { ...shown, errors: performance.now() - start };
  };
  const showDashboard = async () => {
    await leaveNewestDashboardLogs(dashboard, dashboardUrl);
    const shown = await timeNewestDashboardLogs(dashboard);
    await dashboardStats.idle();
    return shown;
  };
  const first = await showConsole(); // also warms the chunks and the chart libraries
  const firstDashboard = await showDashboard();
  const ours: Array<{ rows: number; chart: number; errors: number }> = [];
  const theirs: Array<{ rows: number; chart: number }> = [];
  for (let i = 0; i < rounds; i++) {
    // alternate who goes first, so neither always meets the server just after the other
    if (i % 2 === 0) {
      ours.push(await showConsole());
      theirs.push(await showDashboard());
    } else {
      theirs.push(await showDashboard());
      ours.push(await showConsole());
    }
  }
  const hint = (await page.locator(".logs-chart-hint").textContent()) ?? "";
  const dashboardTotal = (await dashboard.locator(".total-logs").textContent()) ?? "";

  // the same calls, bare, through the same proxy (the default view leaves superusers out)
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem("pb_admin_auth") ?? "{}").token as string,
  );
  const noSuperusers = 'data.auth != "_superusers"';
  const api = (path: string, filter: string) =>
    `${pbdeck.url}/api/logs${path}${path ? "?" : "?page=1&perPage=30&skipTotal=1&sort=-%40rowid&"}filter=${encodeURIComponent(filter)}`;
  const bare = { list: [] as number[], stats: [] as number[], errors: [] as number[] };
  for (let i = 0; i < rounds; i++) {
    bare.list.push(await fetchInPage(page, api("", noSuperusers), token));
    bare.stats.push(await fetchInPage(page, api("/stats", noSuperusers), token));
    bare.errors.push(await fetchInPage(page, api("/stats", `${noSuperusers} && data.status >= 400`), token));
  }
  const loadAfter = loadavg()[0];
  const median = (values: number[]) => summarise(values).p50;
  const [bl, bs, be] = [bare.list, bare.stats, bare.errors].map(median);
  const row = (name: string, bareApi: string, pick: (t: { rows: number; chart: number }) => number) => {
    const a = ours.map(pick);
    const b = theirs.map(pick);
    const ratios = a.map((v, i) => v / b[i]);
    return (
      `| ${name} | ${bareApi} | ${formatMs(median(a))} | ${formatMs(median(b))} | ${median(ratios).toFixed(2)}x | ` +
      `${Math.min(...ratios).toFixed(2)}x to ${Math.max(...ratios).toFixed(2)}x |`
    );
  };
  const body = [
    `${total.toLocaleString("en")} logs (requests, one in 20 a 404 at the error level, one in 3 by a superuser) ` +
      `over the last 4 days in PocketBase ${newest.version}'s auxiliary.db (written in ${(fillMs / 1000).toFixed(0)} s). ` +
      `pbdeck's console through \`pbdeck --backend\` and PocketBase ${newest.version}'s own dashboard served by the same ` +
      `server at \`/_/\`, two tabs of one headless Chromium, ${rounds} rounds alternating who goes first, each from ` +
      "another page to the logs page (default view on both: superuser requests left out, all time). A round starts " +
      "once the other tab's stats requests have answered. Console: rows = 10 rows, chart = the frappe line drawn " +
      "with its 'N log(s)' hint (the totals; the errors line joins when its stats answer); dashboard: rows = 10 rows, " +
      "chart = its uPlot chart no longer `loading` with 'Total: N' in the footer (it asks the stats once, no errors " +
      "series). The ratio is the median of the per-round ratios. Bare calls timed inside the page with fetch through " +
      `the console's proxy. Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ` +
      `${availableParallelism()} cores shared with other jobs.`,
    "",
    "| milestone | bare API p50 | console p50 | PocketBase dashboard p50 | console / dashboard | rounds' range |",
    "|---|---|---|---|---|---|",
    row("first rows (list, skipTotal)", formatMs(bl), (t) => t.rows),
    row("chart drawn (hourly stats)", formatMs(bs), (t) => t.chart),
    `| console's errors line added (stats of status >= 400, after the totals) | ${formatMs(be)} | ` +
      `${formatMs(median(ours.map((t) => t.errors)))} | none | | |`,
    "",
    `First visit: console rows ${formatMs(first.rows)}, chart ${formatMs(first.chart)}; dashboard rows ` +
      `${formatMs(firstDashboard.rows)}, chart ${formatMs(firstDashboard.chart)}. The console's hint: "${hint.trim()}"; ` +
      `the dashboard's footer: "${dashboardTotal.trim()}". PocketBase counts per hour only and reads \`data.status\` ` +
      "out of each log's JSON, so each stats call is a scan of the logs; the console draws the totals from the first " +
      "and adds the errors from the second, the rows wait for neither.",
  ].join("\n");
  console.log(body);
  writeSection(`Console logs page on PocketBase ${newest.version}`, body);
} finally {
  await browser.close();
  await pbdeck.stop();
  await pb.stop();
  rmSync(root, { recursive: true, force: true });
}
