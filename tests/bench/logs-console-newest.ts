/**
 * The console's logs page through `pbdeck --backend` on the newest real PocketBase (generic logs at
 * /api/logs) with 1,000,000 logs: time to the first rows and to the chart, against the bare API calls
 * the page makes (the list; the hourly stats, then the stats of status >= 400 for the chart's marks).
 * The logs are spread over the last 4 days: PocketBase deletes logs older than its 5 days by default.
 * Run: node tests/bench/logs-console-newest.ts (Node 24, after npm run build)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchBrowser } from "../e2e/helpers/console-app.ts";
import { startPbdeckProxy } from "../helpers/pbdeck-process.ts";
import { pocketBaseBinary, startPocketBase, upsertSuperuser } from "../helpers/pocketbase-server.ts";
import { fetchInPage, timeLogsPage } from "./helpers/console-timing.ts";
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
try {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 } })).newPage();
  const consoleUrl = `${pbdeck.url}/_/`;
  await page.goto(`${consoleUrl}#/login`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { name: "Superusers" }).waitFor();
  const leave = async () => {
    await page.goto(`${consoleUrl}#/settings/admins`);
    await page.waitForFunction(() => !document.querySelector(".logs-page"));
  };
  const first = await timeLogsPage(page); // also warms the chunks and the chart library
  const rows: number[] = [];
  const chart: number[] = [];
  for (let i = 0; i < rounds; i++) {
    await leave();
    const shown = await timeLogsPage(page);
    rows.push(shown.rows);
    chart.push(shown.chart);
  }
  const hint = (await page.locator(".logs-chart-hint").textContent()) ?? "";

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
  const [r, c, bl, bs, be] = [rows, chart, bare.list, bare.stats, bare.errors].map(summarise);
  const body = [
    `${total.toLocaleString("en")} logs (requests, one in 20 a 404 at the error level, one in 3 by a superuser) ` +
      `over the last 4 days in PocketBase ${newest.version}'s auxiliary.db (written in ${(fillMs / 1000).toFixed(0)} s), ` +
      `the console through \`pbdeck --backend\`, ${rounds} rounds, Chromium headless, default view (superusers left out, ` +
      "all time), from the Superusers page to the logs page; bare calls timed inside the page with fetch through the same proxy.",
    "",
    "| step | bare API p50 | console p50 | console p99 |",
    "|---|---|---|---|",
    `| first rows (list, skipTotal) | ${formatMs(bl.p50)} | ${formatMs(r.p50)} | ${formatMs(r.p99)} |`,
    `| chart drawn (hourly stats, then stats of status >= 400) | ${formatMs(bs.p50)} + ${formatMs(be.p50)} | ${formatMs(c.p50)} | ${formatMs(c.p99)} |`,
    "",
    `First visit: rows ${formatMs(first.rows)}, chart ${formatMs(first.chart)}. The chart's hint: "${hint.trim()}". ` +
      "PocketBase counts per hour only and reads `data.status` out of each log's JSON, so the chart waits for two scans " +
      "of the logs; the rows do not wait for it.",
  ].join("\n");
  console.log(body);
  writeSection(`Console logs page on PocketBase ${newest.version}`, body);
} finally {
  await browser.close();
  await pbdeck.stop();
  await pb.stop();
  rmSync(root, { recursive: true, force: true });
}
