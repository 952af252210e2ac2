/**
 * PocketBase v0.18.1's own dashboard (its built `ui/dist`, kept by scripts/pocketbase-servers.sh in
 * .cache/pocketbase/0.18.1/dashboard) served by a pbdeck proxy process in front of another pbdeck,
 * so both consoles can be timed on the same backend and browser; and its logs page's milestones.
 */
import { existsSync, mkdtempSync, realpathSync, rmSync, symlinkSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Browser, Page } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD, signIn } from "../../e2e/helpers/console-app.ts";
import { type PbdeckProcess, repoRoot, startPbdeckProxy } from "../../helpers/pbdeck-process.ts";
import { formatMs, summarise } from "../report.ts";
import { timeLogsMilestones, timeLogsPage } from "./console-timing.ts";

/** The dashboard files, or null when scripts/pocketbase-servers.sh has not fetched them. */
export function pocketbaseDashboardDir(): string | null {
  const dir = join(repoRoot, ".cache/pocketbase/0.18.1/dashboard");
  return existsSync(join(dir, "index.html")) ? dir : null;
}

/**
 * `pbdeck serve --backend backendUrl` with PocketBase's dashboard as its web root: its /_/ serves
 * the dashboard, its /api goes through pbdeck's proxy to the backend. The web root is reached through
 * a symlink in a temp dir because express's sendFile refuses paths with a dot-directory (`.cache`).
 */
export async function servePocketbaseDashboard(
  dashboardDir: string,
  backendUrl: string,
): Promise<PbdeckProcess & { cleanup(): Promise<void> }> {
  const root = mkdtempSync(join(tmpdir(), "pb-dashboard-"));
  const webRoot = join(root, "dashboard");
  symlinkSync(realpathSync(dashboardDir), webRoot);
  const server = await startPbdeckProxy(backendUrl, { PBDECK_WEB_ROOT: webRoot });
  return {
    ...server,
    cleanup: async () => {
      await server.stop();
      rmSync(root, { recursive: true, force: true });
    },
  };
}

/** Signs the page in on the dashboard the way it keeps its session: `{token, model}` in localStorage `pb_admin_auth`. */
export async function signInPocketbaseDashboard(page: Page, dashboardUrl: string): Promise<void> {
  const res = await fetch(new URL("/api/admins/auth-with-password", dashboardUrl), {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (!res.ok) throw new Error(`admin sign-in failed: ${res.status} ${await res.text()}`);
  const { token, admin } = (await res.json()) as { token: string; admin: unknown };
  await page.goto(`${dashboardUrl}#/settings`);
  await page.evaluate((auth) => localStorage.setItem("pb_admin_auth", JSON.stringify(auth)), {
    token,
    model: admin,
  });
  await page.reload();
  // signed in, the dashboard leaves its login page for the collections
  await page.waitForFunction(() => document.querySelector(".page-wrapper") !== null);
  if (page.url().includes("#/login"))
    throw new Error(`PocketBase's dashboard did not sign in: ${page.url()}`);
}

/**
 * From `location.hash = "#/logs"` to the frame after each milestone of the dashboard's logs page:
 * `chart` when its Chart.js wrapper has lost its `loading` class and the hint under it says
 * "N log(s)" (the chart is updated, without animation, in the same update), `rows` when the table
 * holds 10 rows (it appends them 10 at a time).
 */
export function timePocketbaseLogs(page: Page): Promise<{ rows: number; chart: number }> {
  return timeLogsMilestones(page, {
    label: "PocketBase",
    row: "table tr.row-handle",
    chart: ".chart-wrapper",
    notLoading: ".chart-wrapper",
    // the count line follows the chart's wrapper
    total: ".chart-wrapper + *",
    totalPattern: "[1-9][\\d,]* logs?\\b",
  });
}

/** Leaves the dashboard's logs page for its settings page. */
export async function leavePocketbaseLogs(page: Page, dashboardUrl: string): Promise<void> {
  await page.goto(`${dashboardUrl}#/settings`);
  await page.waitForFunction(() => !document.querySelector(".chart-wrapper"));
}

/**
 * pbdeck's console and PocketBase v0.18.1's dashboard on the same backend, alternately, each from
 * its settings page to the logs page; the report lines (or a note when the dashboard files are missing).
 */
export async function consolesSideBySide(
  browser: Browser,
  backendUrl: string,
  rounds: number,
): Promise<string[]> {
  const dashboardDir = pocketbaseDashboardDir();
  if (!dashboardDir)
    return [
      "PocketBase's dashboard files are missing (run npm run pocketbase-servers): no side-by-side figures.",
    ];
  const ours = await startPbdeckProxy(backendUrl);
  const theirs = await servePocketbaseDashboard(dashboardDir, backendUrl);
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
    const oursPage = await context.newPage();
    const theirsPage = await context.newPage();
    const oursUrl = `${ours.url}/_/`;
    const theirsUrl = `${theirs.url}/_/`;
    await signIn(oursPage, oursUrl);
    await signInPocketbaseDashboard(theirsPage, theirsUrl);
    // the backend answers one request at a time: a page left mid-load must not slow the next one down
    const settle = async () => {
      for (let i = 0; i < 2; i++) await fetch(`${backendUrl}/api/health`);
    };
    const showOurs = async () => {
      await oursPage.goto(`${oursUrl}#/settings`);
      await oursPage.waitForFunction(() => !document.querySelector(".logs-page"));
      await settle();
      return timeLogsPage(oursPage);
    };
    const showTheirs = async () => {
      await leavePocketbaseLogs(theirsPage, theirsUrl);
      await settle();
      return timePocketbaseLogs(theirsPage);
    };
    await showOurs(); // warm up both: chunks, chart libraries
    await showTheirs();
    const ourTimes: Array<{ rows: number; chart: number }> = [];
    const theirTimes: Array<{ rows: number; chart: number }> = [];
    for (let i = 0; i < rounds; i++) {
      // alternate who goes first, so neither always meets the machine just after the other
      if (i % 2 === 0) {
        ourTimes.push(await showOurs());
        theirTimes.push(await showTheirs());
      } else {
        theirTimes.push(await showTheirs());
        ourTimes.push(await showOurs());
      }
    }
    await context.close();
    const median = (values: number[]) => summarise(values).p50;
    const line = (name: string, pick: (t: { rows: number; chart: number }) => number) => {
      const a = ourTimes.map(pick);
      const b = theirTimes.map(pick);
      const ratios = a.map((v, i) => v / b[i]);
      return (
        `| ${name} | ${formatMs(median(a))} | ${formatMs(median(b))} | ${median(ratios).toFixed(2)}x | ` +
        `${Math.min(...ratios).toFixed(2)}x to ${Math.max(...ratios).toFixed(2)}x |`
      );
    };
    return [
      `Against PocketBase v0.18.1's own dashboard (its built files, served by a second pbdeck process ` +
        "`serve --backend` with PBDECK_WEB_ROOT on them) on the same pbdeck backend and Chromium: pbdeck's " +
        "console behind the same kind of proxy process, " +
        `${rounds} rounds alternating who goes first, each from the settings page to the logs page (default ` +
        "view, admins left out, all time). Chart: pbdeck's frappe line drawn with its 'N log(s)' hint, the dashboard's " +
        "Chart.js wrapper no longer `loading` with its 'N logs' hint; rows: 10 rows in the table. The ratio is the " +
        "median of the per-round ratios. (pbdeck's CSP header blocks the dashboard's one inline script, which only " +
        "sets `Prism.manual`; the logs page does not use it.)",
      "",
      "| milestone | pbdeck console p50 | PocketBase dashboard p50 | pbdeck / PocketBase dashboard | rounds' range |",
      "|---|---|---|---|---|",
      line("chart drawn", (t) => t.chart),
      line("first rows", (t) => t.rows),
    ];
  } finally {
    await ours.stop();
    await theirs.cleanup();
  }
}
