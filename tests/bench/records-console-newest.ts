/**
 * The console's records page through `pbdeck --backend` on the newest real PocketBase, side by side
 * with PocketBase's own dashboard served by that server, on two base collections made as that
 * dashboard makes them (autodate `created` and `updated`, no index on `created`; `score` indexed):
 * 10,000 and 1,000,000 records. Per collection: first rows cold (a new browser context holding the
 * saved session, straight to the records URL), first rows from the settings page, a filter typed in
 * the search box; then the collection editor opened. Rounds alternate who goes first; the rows
 * request of each UI is logged once per milestone, and the console's is also timed bare.
 * Run: node tests/bench/records-console-newest.ts (Node 24, after npm run build)
 */
import { mkdtempSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Browser, Page } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchBrowser } from "../e2e/helpers/console-app.ts";
import { fillRecords } from "../helpers/fill-records.ts";
import { startPbdeckProxy } from "../helpers/pbdeck-process.ts";
import { pocketBaseBinary, startPocketBase, upsertSuperuser } from "../helpers/pocketbase-server.ts";
import {
  type ApiTiming,
  apiTimings,
  coldRecords,
  fetchInPage,
  installRecordsWatcher,
  markApiTimings,
  type RecordsPageMarks,
  type RecordsStamps,
  type SentRequest,
  timeClickUntil,
  timeRecordsAfter,
  trackApiRequests,
  trackScriptBytes,
} from "./helpers/console-timing.ts";
import {
  NEWEST_DASHBOARD_EDIT,
  NEWEST_DASHBOARD_EDITOR_FIELDS,
  NEWEST_DASHBOARD_SEARCH,
  NEWEST_DASHBOARD_SEARCH_FORM,
  newestDashboardAuth,
  newestDashboardRecordsHash,
  newestDashboardRecordsMarks,
  signInNewestDashboard,
} from "./helpers/pocketbase-dashboard-newest.ts";
import { formatMs, summarise, writeSection } from "./report.ts";

/** BENCH_ROUNDS and BENCH_LARGE shrink a trial run; the figures reported come from the defaults. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
const large = Number(process.env.BENCH_LARGE ?? 1_000_000);
/** Rows that count as the first rows: the console renders 15 at a time, the dashboard its 40 at once. */
const firstRows = 15;
const filterText = 'title ~ "77"';
const viewport = { width: 1280, height: 720 };
const newest = pocketBaseBinary("newest");

interface Target {
  name: string;
  id: string;
  total: number;
  /** Title of the newest record, and of the newest one the filter keeps, and how many it keeps. */
  newestTitle: string;
  filteredTitle: string;
  filtered: number;
}

/** A count as the page may print it (with or without thousands separators), not followed by a digit. */
const countPattern = (n: number) => `${String(n).replace(/\B(?=(\d{3})+$)/g, "[,.\\s\\u202f]?")}(?!\\d)`;

/** Creates a base collection as PocketBase v0.23+'s own dashboard would: autodate created/updated, no index on them. */
async function createCollection(url: string, token: string, name: string): Promise<string> {
  const res = await fetch(`${url}/api/collections`, {
    method: "POST",
    headers: { "content-type": "application/json", Authorization: token },
    body: JSON.stringify({
      name,
      type: "base",
      fields: [
        { name: "title", type: "text" },
        { name: "score", type: "number" },
        { name: "active", type: "bool" },
        { name: "created", type: "autodate", onCreate: true, onUpdate: false },
        { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
      ],
      indexes: [`CREATE INDEX idx_${name}_score ON ${name} (score)`],
    }),
  });
  if (res.status !== 200) throw new Error(`creating ${name} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

async function superuserToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/collections/_superusers/auth-with-password`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`superuser sign-in answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** One UI: where it lives, how its records page is marked, and its tab in the shared context. */
interface Side {
  label: "console" | "dashboard";
  base: string;
  page: Page;
  api: ReturnType<typeof trackApiRequests>;
  auth: { name: string; value: string };
  recordsHash(t: Target): string;
  marks(t: Target, filtered: boolean): RecordsPageMarks;
  row: string;
  search: string;
  searchForm: string;
  loginField: string;
  edit: string;
  editorFields: string;
  closeEditor(): Promise<void>;
}

const consoleMarks = (t: Target, filtered: boolean): RecordsPageMarks => ({
  label: "The console",
  row: "tbody[data-rows] tr.row-link",
  titleCell: "td.col-type-text",
  firstTitle: filtered ? t.filteredTitle : t.newestTitle,
  rows: firstRows,
  total: ".list-footer",
  totalPattern: `Showing \\d+ of ${countPattern(filtered ? t.filtered : t.total)}`,
});

const root = mkdtempSync(join(tmpdir(), "pbdeck-records-newest-"));
const dataDir = join(root, "pb_data");
upsertSuperuser(newest, dataDir, ADMIN_EMAIL, ADMIN_PASSWORD);
// the collections are made through the API, then filled while the server is stopped
const setup = await startPocketBase("newest", dataDir);
const targets: Target[] = [];
try {
  const token = await superuserToken(setup.url);
  for (const [name, total] of [
    ["posts", 10_000],
    ["million", large],
  ] as const) {
    const id = await createCollection(setup.url, token, name);
    targets.push({ name, id, total, newestTitle: "", filteredTitle: "", filtered: 0 });
  }
} finally {
  await setup.stop();
}
const fillStart = performance.now();
for (const t of targets) fillRecords(dataDir, t.name, t.total);
const fillMs = performance.now() - fillStart;
{
  const db = new DatabaseSync(join(dataDir, "data.db"), { readOnly: true });
  for (const t of targets) {
    const newestRow = db.prepare(`SELECT title FROM ${t.name} ORDER BY rowid DESC LIMIT 1`).get();
    const match = db
      .prepare(`SELECT title FROM ${t.name} WHERE title LIKE '%77%' ORDER BY rowid DESC LIMIT 1`)
      .get();
    const count = db.prepare(`SELECT count(*) AS n FROM ${t.name} WHERE title LIKE '%77%'`).get();
    t.newestTitle = String(newestRow?.title);
    t.filteredTitle = String(match?.title);
    t.filtered = Number(count?.n);
  }
  db.close();
}

const pb = await startPocketBase("newest", dataDir);
const pbdeck = await startPbdeckProxy(pb.url);
let browser: Browser | undefined;
const loadBefore = loadavg()[0];
try {
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport });
  await installRecordsWatcher(context);
  const page = await context.newPage();
  const consoleBase = `${pbdeck.url}/_/`;
  await page.goto(`${consoleBase}#/login`);
  await page.getByLabel("Email").fill(ADMIN_EMAIL);
  await page.getByLabel("Password").fill(ADMIN_PASSWORD);
  await page.getByRole("button", { name: "Login" }).click();
  await page.getByRole("heading", { name: "Superusers" }).waitFor();
  const dashboard = await context.newPage();
  const dashboardBase = `${pb.url}/_/`;
  await signInNewestDashboard(dashboard, dashboardBase);
  // the sessions as each UI saved them, for the cold contexts
  const consoleAuth = {
    name: "pb_admin_auth",
    value: await page.evaluate(() => localStorage.getItem("pb_admin_auth") ?? ""),
  };
  const dashboardAuth = await newestDashboardAuth(dashboard);

  const sides: Side[] = [
    {
      label: "console",
      base: consoleBase,
      page,
      api: trackApiRequests(page),
      auth: consoleAuth,
      recordsHash: (t) => `#/collections?collectionId=${t.id}`,
      marks: consoleMarks,
      row: "tbody[data-rows] tr.row-link",
      search: ".records-toolbar form.searchbar input",
      searchForm: ".records-toolbar form.searchbar",
      loginField: "input[type=email]",
      edit: 'button[aria-label="Edit collection"]',
      editorFields: ".collection-panel fieldset.schema-field",
      closeEditor: async () => {
        await page.locator(".collection-panel").getByRole("button", { name: "Cancel" }).click();
        await page.locator(".collection-panel").waitFor({ state: "detached" });
      },
    },
    {
      label: "dashboard",
      base: dashboardBase,
      page: dashboard,
      api: trackApiRequests(dashboard),
      auth: dashboardAuth,
      recordsHash: (t) => newestDashboardRecordsHash(t.name),
      marks: (t, filtered) =>
        newestDashboardRecordsMarks(
          filtered ? t.filteredTitle : t.newestTitle,
          firstRows,
          countPattern(filtered ? t.filtered : t.total),
        ),
      row: ".records-table tbody tr.handle",
      search: NEWEST_DASHBOARD_SEARCH,
      searchForm: NEWEST_DASHBOARD_SEARCH_FORM,
      loginField: "#login_identity",
      edit: NEWEST_DASHBOARD_EDIT,
      editorFields: NEWEST_DASHBOARD_EDITOR_FIELDS,
      closeEditor: async () => {
        await dashboard.locator(".collection-upsert-modal").getByRole("button", { name: "Close" }).click();
        await dashboard
          .locator('.collection-upsert-modal[data-modal-state="open"]')
          .waitFor({ state: "detached" });
      },
    },
  ];

  const cleanUrl = (r: SentRequest) => {
    const url = new URL(r.url);
    return `${r.method === "GET" ? "" : `${r.method} `}${decodeURIComponent(url.pathname + url.search)}`;
  };

  /** Straight to the records URL in a new context (empty HTTP cache) holding only the saved session. */
  const cold = async (side: Side, t: Target, bytes = false) => {
    const origin = new URL(side.base).origin;
    const fresh = await (browser as Browser).newContext({
      viewport,
      storageState: { cookies: [], origins: [{ origin, localStorage: [side.auth] }] },
    });
    try {
      await installRecordsWatcher(fresh);
      let api: ReturnType<typeof trackApiRequests> | undefined;
      let scripts: ReturnType<typeof trackScriptBytes> | undefined;
      const { page: opened, stamps } = await coldRecords(
        fresh,
        `${side.base}${side.recordsHash(t)}`,
        side.marks(t, false),
        (p) => {
          api = trackApiRequests(p);
          scripts = trackScriptBytes(p);
        },
      );
      await api?.idle();
      const timings = await apiTimings(opened, 0);
      let js = 0;
      if (bytes) {
        await opened.waitForLoadState("networkidle");
        js = (await scripts?.take()) ?? 0;
      }
      return { stamps, sent: api?.take() ?? [], js, timings };
    } finally {
      await fresh.close();
    }
  };

  /** JavaScript transferred by the sign-in page, in a new context without a session. */
  const signInBytes = async (side: Side) => {
    const fresh = await (browser as Browser).newContext({ viewport });
    try {
      const opened = await fresh.newPage();
      const scripts = trackScriptBytes(opened);
      await opened.goto(`${side.base}#/login`);
      await opened.locator(side.loginField).first().waitFor();
      await opened.waitForLoadState("networkidle");
      return await scripts.take();
    } finally {
      await fresh.close();
    }
  };

  const leave = async (side: Side) => {
    // the tab timed is the one in front: a tab behind the other gets its frames late (or not at all)
    await side.page.bringToFront();
    await side.page.evaluate(() => {
      location.hash = "#/settings";
    });
    await side.page.waitForFunction((row) => !document.querySelector(row), side.row);
    await side.api.idle();
  };

  /** From the settings page to the collection's records. */
  const warm = async (side: Side, t: Target) => {
    await leave(side);
    side.api.take();
    const mark = await markApiTimings(side.page);
    const stamps = await timeRecordsAfter(side.page, side.marks(t, false), { hash: side.recordsHash(t) });
    await side.api.idle();
    return { stamps, sent: side.api.take(), timings: await apiTimings(side.page, mark) };
  };

  /** The filter typed in the search box (not timed), then submitted. */
  const filter = async (side: Side, t: Target) => {
    await side.page.bringToFront();
    await side.page.locator(side.search).fill(filterText);
    await new Promise((r) => setTimeout(r, 200));
    await side.api.idle();
    const early = side.api.take();
    if (early.length > 0) console.warn(`${side.label} asked before the submit:`, early.map(cleanUrl));
    const mark = await markApiTimings(side.page);
    const stamps = await timeRecordsAfter(side.page, side.marks(t, true), { submit: side.searchForm });
    await side.api.idle();
    return { stamps, sent: side.api.take(), timings: await apiTimings(side.page, mark) };
  };

  const editor = async (side: Side) => {
    await side.page.bringToFront();
    side.api.take();
    const mark = await markApiTimings(side.page);
    const ms = await timeClickUntil(side.page, side.edit, side.editorFields, 6);
    await side.api.idle();
    const sent = side.api.take();
    const timings = await apiTimings(side.page, mark);
    await side.closeEditor();
    await side.api.idle();
    return { ms, sent, timings };
  };

  const names: string[] = [];
  for (const t of targets) {
    const n = t.total.toLocaleString("en");
    names.push(
      `first rows, ${n} records, cold`,
      `first rows, ${n} records, from settings`,
      `filter \`${filterText}\`, ${n} records`,
    );
  }
  names.push(`collection editor open (${targets[1].total.toLocaleString("en")} records)`);
  /** Per milestone and side: the rows (or editor) times, the totals' times, and the first round's requests. */
  const times = names.map(() => ({
    console: { rows: [] as number[], total: [] as number[] },
    dashboard: { rows: [] as number[], total: [] as number[] },
  }));
  const sentOf = names.map(() => ({ console: [] as string[], dashboard: [] as string[] }));
  const waterfall = names.map(() => ({ console: [] as string[], dashboard: [] as string[] }));
  const jsBytes = { console: { signIn: 0, open: 0 }, dashboard: { signIn: 0, open: 0 } };
  for (const side of sides) {
    console.error(`sign-in page bytes: ${side.label}`);
    jsBytes[side.label].signIn = await signInBytes(side);
  }

  // round -1 warms the chunks, the caches and the server; its requests are the ones reported
  for (let round = -1; round < rounds; round++) {
    const order = round % 2 === 0 ? sides : [...sides].reverse();
    const record = (
      m: number,
      side: Side,
      stamps: RecordsStamps | number,
      sent: SentRequest[],
      timings: ApiTiming[],
    ) => {
      if (round === -1) {
        sentOf[m][side.label] = sent.map(cleanUrl);
        const shown = typeof stamps === "number" ? stamps : stamps.rows;
        waterfall[m][side.label] = timings.map(
          (a) => `\`${a.path}\` ${a.start.toFixed(0)}→${a.end.toFixed(0)} ms`,
        );
        waterfall[m][side.label].push(`shown at ${shown.toFixed(0)} ms`);
        return;
      }
      const slot = times[m][side.label];
      if (typeof stamps === "number") slot.rows.push(stamps);
      else {
        slot.rows.push(stamps.rows);
        slot.total.push(stamps.total);
      }
    };
    let m = 0;
    const step = (what: string) => console.error(`round ${round}: ${what}`);
    for (const t of targets) {
      step(`cold ${t.name}`);
      for (const side of order) {
        const r = await cold(side, t, round === -1 && t === targets[0]);
        if (round === -1 && t === targets[0]) jsBytes[side.label].open = r.js;
        record(m, side, r.stamps, r.sent, r.timings);
      }
      m++;
      step(`from settings ${t.name}`);
      for (const side of order) {
        const r = await warm(side, t);
        record(m, side, r.stamps, r.sent, r.timings);
      }
      m++;
      step(`filter ${t.name}`);
      for (const side of order) {
        const r = await filter(side, t);
        record(m, side, r.stamps, r.sent, r.timings);
      }
      m++;
    }
    step("editor");
    for (const side of order) {
      const r = await editor(side);
      record(m, side, r.ms, r.sent, r.timings);
    }
    console.log(`round ${round} done`);
  }

  // the console's own rows request of each milestone, alone, with its session, inside its page
  const consoleToken = JSON.parse(consoleAuth.value).token as string;
  const dashboardToken = JSON.parse(dashboardAuth.value).token as string;
  const rowsRequest = (sent: string[]) => sent.find((u) => /\/records\?/.test(u) && /skipTotal/.test(u));
  const bareTimes = async (p: Page, base: string, path: string | undefined, token: string) => {
    if (!path) return undefined;
    const url = `${new URL(base).origin}${path.split("?")[0]}?${new URLSearchParams(path.split("?")[1]).toString()}`;
    const out: number[] = [];
    for (let i = 0; i < rounds; i++) out.push(await fetchInPage(p, url, token));
    return summarise(out).p50;
  };
  const bare: Array<number | undefined> = [];
  const bareDashboard: Array<number | undefined> = [];
  for (let m = 0; m < names.length; m++) {
    bare.push(await bareTimes(page, consoleBase, rowsRequest(sentOf[m].console), consoleToken));
    bareDashboard.push(
      await bareTimes(dashboard, dashboardBase, rowsRequest(sentOf[m].dashboard), dashboardToken),
    );
  }
  const loadAfter = loadavg()[0];

  const median = (values: number[]) => summarise(values).p50;
  const ratioRow = (name: string, bareMs: string, a: number[], b: number[]) => {
    const ratios = a.map((v, i) => v / b[i]);
    return (
      `| ${name} | ${bareMs} | ${formatMs(median(a))} | ${formatMs(median(b))} | ${median(ratios).toFixed(2)}x | ` +
      `${Math.min(...ratios).toFixed(2)}x to ${Math.max(...ratios).toFixed(2)}x |`
    );
  };
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  const fmt = (ms: number | undefined) => (ms === undefined ? "" : formatMs(ms));
  const requestLines = names.flatMap((name, m) => [
    `- ${name}`,
    ...sides.map(({ label }) => `  - ${label}: ${waterfall[m][label].join(", ")}`),
  ]);
  const body = [
    `Two base collections made through PocketBase ${newest.version}'s API as its own dashboard makes them ` +
      "(title text, score number, active bool, autodate `created` and `updated`; an index on score, none on " +
      `created): ${targets.map((t) => t.total.toLocaleString("en")).join(" and ")} records, written with one ` +
      `INSERT … SELECT each while the server was stopped (${(fillMs / 1000).toFixed(0)} s). pbdeck's console ` +
      `through \`pbdeck --backend\` and the dashboard the same server serves at \`/_/\`, two tabs of one headless ` +
      `Chromium, ${rounds} rounds after one warm-up round, alternating who goes first. Times are taken inside the ` +
      `page, to the frame after ${firstRows} rows are in the DOM with the expected first row (newest first on ` +
      "both). Cold: a new browser context (empty HTTP cache) holding only the session each UI saved, sent " +
      "straight to the collection's records URL, timed from the navigation's start. From settings: in the loaded " +
      `app, from the settings page to the collection. Filter: \`${filterText}\` typed in the search box (not ` +
      "timed), then submitted. Editor: a click on the collection's settings button until its 6 fields show. " +
      "The ratio is the median of the per-round ratios. Bare API: the console's rows request alone, fetched in " +
      "its page with its token through the proxy.",
    "",
    "| milestone | bare API p50 | console p50 | dashboard p50 | console / dashboard | rounds' range |",
    "|---|---|---|---|---|---|",
    ...names.map((name, m) => ratioRow(name, fmt(bare[m]), times[m].console.rows, times[m].dashboard.rows)),
    "",
    "Both UIs count the records with a second request; the time until the total is shown (console: " +
      '"Showing 30 of N"; dashboard: "Total: N"), same rounds:',
    "",
    "| milestone | dashboard's rows request alone p50 | console total p50 | dashboard total p50 | console / dashboard | rounds' range |",
    "|---|---|---|---|---|---|",
    ...names
      .slice(0, -1)
      .map((name, m) =>
        ratioRow(name, fmt(bareDashboard[m]), times[m].console.total, times[m].dashboard.total),
      ),
    "",
    `JavaScript transferred (bodies as sent): sign-in page, console ${kb(jsBytes.console.signIn)}, dashboard ` +
      `${kb(jsBytes.dashboard.signIn)}; a collection opened cold (until the network is idle), console ` +
      `${kb(jsBytes.console.open)}, dashboard ${kb(jsBytes.dashboard.open)}.`,
    "",
    `Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ` +
      `${availableParallelism()} cores shared with other jobs.`,
    "",
    "API requests of each milestone in the warm-up round, as the page's resource timing saw them (start→end, " +
      "in ms from the action; cold: from the navigation's start), and when the milestone showed:",
    "",
    ...requestLines,
  ].join("\n");
  console.log(body);
  console.error(
    "\nWarm-up round's API requests, ms from the action (start→end), and when the milestone showed:",
  );
  names.forEach((name, m) => {
    console.error(`${name}\n  console:\n    ${waterfall[m].console.join("\n    ")}`);
    console.error(`  dashboard:\n    ${waterfall[m].dashboard.join("\n    ")}`);
  });
  writeSection(`Console records page on PocketBase ${newest.version}`, body);
} finally {
  await browser?.close();
  await pbdeck.stop();
  await pb.stop();
  rmSync(root, { recursive: true, force: true });
}
