/**
 * PocketBase v0.23+'s own dashboard (the one the server embeds and serves at `/_/`, 0.40.6 here):
 * sign-in through its form, and its logs and records pages' milestones, timed inside the page like
 * the console's. The selectors were read off the running 0.40.6 dashboard (v0.37's rewrite).
 */
import type { Page } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../e2e/helpers/console-app.ts";
import { type RecordsPageMarks, timeLogsMilestones } from "./console-timing.ts";

/** Signs in through the dashboard's superuser login form; it then leaves `#/login` for the collections. */
export async function signInNewestDashboard(page: Page, dashboardUrl: string): Promise<void> {
  await page.goto(`${dashboardUrl}#/login`);
  await page.locator("#login_identity").fill(ADMIN_EMAIL);
  await page.locator("#login_pass").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForFunction(() => !location.hash.startsWith("#/login"));
}

/**
 * From `location.hash = "#/logs"` to the frame after each milestone of the dashboard's logs page:
 * `chart` when its uPlot chart is there and no longer `loading` and the footer's "Total: N" counts
 * (both are set in the same update, after its one stats request), `rows` when the table holds 10
 * log rows (`tr.handle`).
 */
export function timeNewestDashboardLogs(page: Page): Promise<{ rows: number; chart: number }> {
  return timeLogsMilestones(page, {
    label: "PocketBase",
    row: ".logs-table tbody tr.handle",
    chart: ".logs-chart .uplot",
    notLoading: ".logs-chart",
    total: ".total-logs",
    totalPattern: "Total: [1-9]",
  });
}

/** Leaves the dashboard's logs page for its settings page. */
export async function leaveNewestDashboardLogs(page: Page, dashboardUrl: string): Promise<void> {
  await page.goto(`${dashboardUrl}#/settings`);
  await page.waitForFunction(() => !document.querySelector(".page-logs, .logs-chart"));
}

/**
 * Counts the page's logs stats requests in flight, so a round can wait for a stats scan the page
 * left running (the console's errors series answers after its chart is drawn) before the next one.
 */
export function trackLogsStats(page: Page): { idle(): Promise<void> } {
  let inFlight = 0;
  const waiting: Array<() => void> = [];
  const isStats = (url: string) => new URL(url).pathname.endsWith("/api/logs/stats");
  const settle = (url: string) => {
    if (!isStats(url)) return;
    inFlight--;
    if (inFlight === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  page.on("request", (request) => {
    if (isStats(request.url())) inFlight++;
  });
  page.on("requestfinished", (request) => settle(request.url()));
  page.on("requestfailed", (request) => settle(request.url()));
  return {
    idle: () => (inFlight === 0 ? Promise.resolve() : new Promise((resolve) => waiting.push(resolve))),
  };
}

/** The dashboard's records page: rows (`tr.handle`, 40 a page), title cells and "Total: N" in the footer. */
export function newestDashboardRecordsMarks(
  firstTitle: string,
  rows: number,
  totalPattern: string,
): RecordsPageMarks {
  return {
    label: "PocketBase",
    row: ".records-table tbody tr.handle",
    titleCell: 'td[data-name="title"]',
    firstTitle,
    rows,
    total: ".page-footer .total-count",
    totalPattern: `Total: ${totalPattern}`,
  };
}

/** The hash of a collection's records on the dashboard (it names the collection). */
export const newestDashboardRecordsHash = (name: string) =>
  `#/collections?collection=${encodeURIComponent(name)}`;

/** The records search box (a one-line code editor, contenteditable) and the form it submits. */
export const NEWEST_DASHBOARD_SEARCH = ".records-searchbar-wrapper .code-editor-content";
export const NEWEST_DASHBOARD_SEARCH_FORM = ".records-searchbar-wrapper form";

/** The header's collection settings button, the editor's field rows once open, and its Close button. */
export const NEWEST_DASHBOARD_EDIT = ".btn-collection-settings";
export const NEWEST_DASHBOARD_EDITOR_FIELDS =
  '.collection-upsert-modal[data-modal-state="open"] .collection-fields-list details.record-field-settings';

/** The dashboard's saved session: its localStorage entry (`__pb_superusers__…`), read from a signed-in tab. */
export async function newestDashboardAuth(page: Page): Promise<{ name: string; value: string }> {
  const entry = await page.evaluate(() => {
    const name = Object.keys(localStorage).find((key) => key.startsWith("__pb_superusers__"));
    return name ? { name, value: localStorage.getItem(name) ?? "" } : null;
  });
  if (!entry) throw new Error("no __pb_superusers__ entry in the signed-in dashboard's localStorage");
  return entry;
}
