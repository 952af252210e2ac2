/**
 * The console's records page on three backends, side by side with PocketBase 0.40.6's own dashboard
 * (the fastest official dashboard, the yardstick): the console through `pbdeck --backend` on the
 * newest real PocketBase, through `pbdeck --backend` on PocketBase v0.22.27, and on pbdeck's embedded
 * backend. Each backend holds the same two base collections (see helpers/records-bench-backends.ts):
 * 10,000 and 1,000,000 records. Per collection: first rows cold (a new browser context holding the
 * saved session, straight to the records URL), first rows from the settings page, a filter typed in
 * the search box; then the collection editor opened. Rounds rotate who goes first; the requests of
 * each UI are logged once per milestone, and every UI's rows request is also timed bare.
 * Run: node tests/bench/records-console-newest.ts (Node 24, after npm run build)
 */
import { availableParallelism, loadavg } from "node:os";
import type { Browser, Page } from "playwright-core";
import { ADMIN_EMAIL, ADMIN_PASSWORD, launchBrowser } from "../e2e/helpers/console-app.ts";
import {
  type ApiTiming,
  apiTimings,
  coldRecords,
  fetchInPage,
  installRecordsWatcher,
  markApiTimings,
  type RecordsPageMarks,
  type RecordsStamps,
  resourceTimings,
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
import {
  type BenchCollection,
  type RecordsBackend,
  recordsFacts,
  startEmbeddedBackend,
  startNewestBackend,
  startV022Backend,
} from "./helpers/records-bench-backends.ts";
import { formatMs, summarise, writeSection } from "./report.ts";

/** BENCH_ROUNDS and BENCH_LARGE shrink a trial run; the figures reported come from the defaults. */
const rounds = Number(process.env.BENCH_ROUNDS ?? 7);
/** The console on v0.22 and on the embedded backend takes part in the first BENCH_EXTRA_ROUNDS rounds only. */
const extraRounds = Math.min(rounds, Number(process.env.BENCH_EXTRA_ROUNDS ?? rounds));
const large = Number(process.env.BENCH_LARGE ?? 1_000_000);
/** Rows that count as the first rows: the console renders 15 at a time, the dashboard its 40 at once. */
const firstRows = 15;
const filterLike = "77";
const filterText = `title ~ "${filterLike}"`;
const viewport = { width: 1280, height: 720 };

interface Target extends BenchCollection {
  /** Title of the newest record, and of the newest one the filter keeps, and how many it keeps. */
  newestTitle: string;
  filteredTitle: string;
  filtered: number;
}

/** A count as the page may print it (with or without thousands separators), not followed by a digit. */
const countPattern = (n: number) => `${String(n).replace(/\B(?=(\d{3})+$)/g, "[,.\\s\\u202f]?")}(?!\\d)`;

/**
 * Script files grouped in waves (a wave starts when a file is asked for after every file asked before
 * it arrived: code that asks for more code once run), e.g. "9 scripts 22→176 ms"; the records page's
 * own chunk is named.
 */
function scriptWaves(scripts: ApiTiming[]): string[] {
  const waves: ApiTiming[][] = [];
  for (const s of [...scripts].sort((x, y) => x.start - y.start)) {
    const last = waves.at(-1);
    if (last && s.start <= Math.max(...last.map((f) => f.end))) last.push(s);
    else waves.push([s]);
  }
  return waves.map((wave) => {
    const span = `${Math.min(...wave.map((f) => f.start)).toFixed(0)}→${Math.max(...wave.map((f) => f.end)).toFixed(0)} ms`;
    const page = wave.find((f) => f.path.startsWith("PageRecords"));
    const named = page ? ` (${page.path} ${page.start.toFixed(0)}→${page.end.toFixed(0)} ms)` : "";
    return `${wave.length} script${wave.length === 1 ? "" : "s"} ${span}${named}`;
  });
}

/** One UI on one backend: where it lives, how its records page is marked, and its tab in the shared context. */
interface Side {
  /** "dashboard", or "console on <backend>". */
  label: string;
  /** Takes part in the first `extraRounds` rounds only. */
  extra: boolean;
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
  editorFieldCount: number;
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

const collections: BenchCollection[] = [
  { name: "posts", total: 10_000 },
  { name: "million", total: large },
];
// one backend at a time: each fills a million rows, and the machine has 2 cores
const backends: RecordsBackend[] = [];
let browser: Browser | undefined;
try {
  for (const start of [startNewestBackend, startV022Backend, startEmbeddedBackend]) {
    console.error(`starting ${start.name}`);
    backends.push(await start(collections));
  }
  const [newest] = backends;
  // the same statement filled every backend: the facts of one hold for all
  const targets: Target[] = collections.map((c) => ({
    ...c,
    ...recordsFacts(newest.dataDir, c.name, filterLike),
  }));

  const loadBefore = loadavg()[0];
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport });
  await installRecordsWatcher(context);

  const dashboard = await context.newPage();
  const dashboardBase = newest.dashboardBase as string;
  await signInNewestDashboard(dashboard, dashboardBase);
  const sides: Side[] = [
    {
      label: "dashboard",
      extra: false,
      base: dashboardBase,
      page: dashboard,
      api: trackApiRequests(dashboard),
      auth: await newestDashboardAuth(dashboard),
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
      editorFieldCount: 6,
      closeEditor: async () => {
        await dashboard.locator(".collection-upsert-modal").getByRole("button", { name: "Close" }).click();
        await dashboard
          .locator('.collection-upsert-modal[data-modal-state="open"]')
          .waitFor({ state: "detached" });
      },
    },
  ];
  for (const backend of backends) {
    const page = await context.newPage();
    await page.goto(`${backend.consoleBase}#/login`);
    await page.getByLabel("Email").fill(ADMIN_EMAIL);
    await page.getByLabel("Password").fill(ADMIN_PASSWORD);
    await page.getByRole("button", { name: "Login" }).click();
    await page.waitForFunction(
      () => !location.hash.startsWith("#/login") && localStorage.getItem("pb_admin_auth"),
    );
    sides.push({
      label: `console on ${backend.name}`,
      extra: backend !== newest,
      base: backend.consoleBase,
      page,
      api: trackApiRequests(page),
      // the session as the console saved it, for the cold contexts
      auth: {
        name: "pb_admin_auth",
        value: await page.evaluate(() => localStorage.getItem("pb_admin_auth") ?? ""),
      },
      recordsHash: (t) => `#/collections?collectionId=${backend.ids[t.name]}`,
      marks: consoleMarks,
      row: "tbody[data-rows] tr.row-link",
      search: ".records-toolbar form.searchbar input",
      searchForm: ".records-toolbar form.searchbar",
      loginField: "input[type=email]",
      edit: 'button[aria-label="Edit collection"]',
      editorFields: ".collection-panel fieldset.schema-field",
      editorFieldCount: backend.editorFields,
      closeEditor: async () => {
        await page.locator(".collection-panel").getByRole("button", { name: "Cancel" }).click();
        await page.locator(".collection-panel").waitFor({ state: "detached" });
      },
    });
  }
  const [, ...consoles] = sides;

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
      // when the page's HTML and each script arrived: whether the first API request waited for code
      const html = await opened.evaluate(
        () => (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).responseEnd,
      );
      const scriptTimes = await resourceTimings(opened, 0, "scripts");
      let js = 0;
      if (bytes) {
        await opened.waitForLoadState("networkidle");
        js = (await scripts?.take()) ?? 0;
      }
      const code = [`HTML →${html.toFixed(0)} ms`, ...scriptWaves(scriptTimes)];
      return { stamps, sent: api?.take() ?? [], js, timings, code };
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
    // the tab timed is the one in front: a tab behind the others gets its frames late (or not at all)
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
    const ms = await timeClickUntil(side.page, side.edit, side.editorFields, side.editorFieldCount);
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
  /** Per milestone and side: the rows (or editor) times, the totals' times (round by round), and the warm-up's requests. */
  const perSide = <T>(make: () => T) => Object.fromEntries(sides.map((s) => [s.label, make()]));
  const times = names.map(() => perSide(() => ({ rows: [] as number[], total: [] as number[] })));
  const sentOf = names.map(() => perSide(() => [] as string[]));
  const waterfall = names.map(() => perSide(() => [] as string[]));
  const codeOf = names.map(() => perSide(() => [] as string[]));
  const jsBytes = perSide(() => ({ signIn: 0, open: 0 }));
  for (const side of sides) {
    console.error(`sign-in page bytes: ${side.label}`);
    jsBytes[side.label].signIn = await signInBytes(side);
  }

  const runStart = performance.now();
  // round -1 warms the chunks, the caches and the servers; its requests are the ones reported
  for (let round = -1; round < rounds; round++) {
    const taking = sides.filter((s) => !s.extra || round < extraRounds);
    // who goes first rotates from round to round
    const shift = (round + taking.length) % taking.length;
    const order = [...taking.slice(shift), ...taking.slice(0, shift)];
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
        if (round === -1) codeOf[m][side.label] = r.code;
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
    console.error(`round ${round} done at ${((performance.now() - runStart) / 1000).toFixed(0)} s`);
  }

  // each UI's own rows request of each milestone, alone, with its session, inside its page
  const rowsRequest = (sent: string[]) => sent.find((u) => /\/records\?/.test(u) && /skipTotal/.test(u));
  const bareTimes = async (side: Side, path: string | undefined) => {
    if (!path) return undefined;
    const token = JSON.parse(side.auth.value).token as string;
    const url = `${new URL(side.base).origin}${path.split("?")[0]}?${new URLSearchParams(path.split("?")[1]).toString()}`;
    const out: number[] = [];
    for (let i = 0; i < rounds; i++) out.push(await fetchInPage(side.page, url, token));
    return summarise(out).p50;
  };
  const bare = names.map(() => perSide((): number | undefined => undefined));
  for (let m = 0; m < names.length; m++)
    for (const side of sides) bare[m][side.label] = await bareTimes(side, rowsRequest(sentOf[m][side.label]));
  const loadAfter = loadavg()[0];
  const runMinutes = (performance.now() - runStart) / 60_000;

  const median = (values: number[]) => summarise(values).p50;
  /** Medians of `a` and of `b` over the rounds both took part in, and the per-round ratios. */
  const compare = (a: number[], b: number[]) => {
    const paired = b.slice(0, a.length);
    const ratios = a.map((v, i) => v / paired[i]);
    return {
      a: median(a),
      b: median(paired),
      ratio: `${median(ratios).toFixed(2)}x`,
      range: `${Math.min(...ratios).toFixed(2)}x to ${Math.max(...ratios).toFixed(2)}x`,
    };
  };
  const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  const fmt = (ms: number | undefined) => (ms === undefined ? "" : formatMs(ms));
  const roundsOf = (side: Side) => (side.extra ? extraRounds : rounds);

  const rowsTable = (side: Side) => [
    `### Console on ${side.label.replace(/^console on /, "")} (${roundsOf(side)} rounds)`,
    "",
    "| milestone | bare API p50 | console p50 | dashboard p50 (0.40.6) | console / dashboard | rounds' range |",
    "|---|---|---|---|---|---|",
    ...names.map((name, m) => {
      const c = compare(times[m][side.label].rows, times[m].dashboard.rows);
      return `| ${name} | ${fmt(bare[m][side.label])} | ${formatMs(c.a)} | ${formatMs(c.b)} | ${c.ratio} | ${c.range} |`;
    }),
    "",
  ];
  const totalsTable = [
    "| milestone | dashboard's rows request alone p50 | dashboard total p50 | " +
      consoles.map((s) => `${s.label}: total p50 (ratio; range)`).join(" | ") +
      " |",
    `|---|---|---|${consoles.map(() => "---|").join("")}`,
    ...names.slice(0, -1).map((name, m) => {
      const cells = consoles.map((s) => {
        const c = compare(times[m][s.label].total, times[m].dashboard.total);
        return `${formatMs(c.a)} (${c.ratio}; ${c.range})`;
      });
      return `| ${name} | ${fmt(bare[m].dashboard)} | ${formatMs(median(times[m].dashboard.total))} | ${cells.join(" | ")} |`;
    }),
  ];
  const requestLines = names.flatMap((name, m) => [
    `- ${name}`,
    ...sides.flatMap(({ label }) => [
      `  - ${label}: ${waterfall[m][label].join(", ")}`,
      ...(codeOf[m][label].length > 0 ? [`    - page code: ${codeOf[m][label].join(", ")}`] : []),
    ]),
  ]);
  const fills = backends.map((b) => `${b.name} ${(b.fillMs / 1000).toFixed(0)} s`).join(", ");
  const body = [
    "The same two base collections on three backends (title text, score number, active bool, `created` and " +
      "`updated`; an index on score, none on created: neither PocketBase 0.40.6, nor v0.22.27, nor the embedded " +
      `backend makes one): ${targets.map((t) => t.total.toLocaleString("en")).join(" and ")} records, written ` +
      `with one INSERT … SELECT each while the server was stopped (${fills}). On ${newest.name} the ` +
      "collections were made as its own dashboard makes them (autodate fields); on the older two with a " +
      "`schema` (system `created`/`updated` columns). pbdeck's console through `pbdeck --backend` on " +
      `${backends[0].name} and on ${backends[1].name}, and served by the embedded backend itself; the yardstick ` +
      `is the dashboard ${newest.name} serves at \`/_/\`. One headless Chromium, one tab per UI, ${rounds} rounds ` +
      "after one warm-up round" +
      (extraRounds < rounds
        ? ` (the console on ${backends[1].name} and on the embedded backend: the first ${extraRounds}, to keep the run short)`
        : "") +
      `, rotating who goes first. Times are taken inside the page, to the frame after ${firstRows} ` +
      "rows are in the DOM with the expected first row (newest first everywhere). Cold: a new browser context " +
      "(empty HTTP cache) holding only the session each UI saved, sent straight to the collection's records " +
      "URL, timed from the navigation's start. From settings: in the loaded app, from the settings page to the " +
      `collection. Filter: \`${filterText}\` typed in the search box (not timed), then submitted. Editor: a ` +
      "click on the collection's settings button until its field rows show (6 on 0.40.6, 3 before v0.23, " +
      "whose system fields are no rows). The ratio is the median of the per-round ratios against the " +
      "dashboard in the same round. Bare API: the UI's own rows request alone, fetched in its page with its " +
      `token (through the proxy for \`--backend\`), ${rounds} times.`,
    "",
    ...consoles.flatMap(rowsTable),
    "### Totals",
    "",
    "Every UI counts the records with a second request; the time until the total is shown (console: " +
      '"Showing 30 of N"; dashboard: "Total: N"), same rounds:',
    "",
    ...totalsTable,
    "",
    `JavaScript transferred (bodies as sent): sign-in page, ${sides.map((s) => `${s.label} ${kb(jsBytes[s.label].signIn)}`).join(", ")}; ` +
      `the 10,000 records collection opened cold (until the network is idle), ${sides.map((s) => `${s.label} ${kb(jsBytes[s.label].open)}`).join(", ")}.`,
    "",
    `Load average (1 min) ${loadBefore.toFixed(1)} before, ${loadAfter.toFixed(1)} after, on ` +
      `${availableParallelism()} cores shared with other jobs; the rounds took ${runMinutes.toFixed(0)} min.`,
    "",
    "### Requests",
    "",
    "API requests of each milestone in the warm-up round, as the page's resource timing saw them (start→end, " +
      "in ms from the action; cold: from the navigation's start, with when the HTML arrived and the script files in waves: a wave is asked for once code of the one before ran), " +
      "and when the milestone showed:",
    "",
    ...requestLines,
  ].join("\n");
  console.log(body);
  writeSection(
    `Console records page on three backends vs PocketBase ${newest.name.split(" ")[1]}'s dashboard`,
    body,
  );
} finally {
  await browser?.close();
  for (const backend of backends) await backend.stop();
}
