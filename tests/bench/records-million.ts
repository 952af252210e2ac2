/**
 * Records at scale: 1,000,000 records (made with one INSERT … SELECT after creating the collection
 * through the API). (1) The console in Chromium against the bare API call it makes: first rows,
 * a sort and a filter on an indexed field, and load more (the 1st against the 10th). (2) The embedded
 * backend's list with skipTotal against the same query on node:sqlite, in process and behind a bare
 * node:http server. Side by side, alternating, in one run.
 * Run: node tests/bench/records-million.ts (Node 24, after npm run build)
 */
import { type ChildProcess, spawn } from "node:child_process";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { launchBrowser, startConsoleApp } from "../e2e/helpers/console-app.ts";
import { fillRecords } from "../helpers/fill-records.ts";
import { createFirstAdminOf } from "../helpers/first-admin.ts";
import { BARE_QUERIES } from "./helpers/bare-sqlite-server.ts";
import { fetchInPage, timeInPage } from "./helpers/console-timing.ts";
import { formatMs, sideBySide, summarise, writeSection } from "./report.ts";

const total = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const rounds = 9;
const email = "bench@example.com";
const password = "benchmark-password";
const p50 = (xs: number[]) => summarise(xs).p50;

const app = await startConsoleApp({ empty: true });
let browser: Awaited<ReturnType<typeof launchBrowser>> | undefined;
let bare: ChildProcess | undefined;
try {
  const pb = new PocketBase(app.apiUrl);
  await createFirstAdminOf(app.pbdeck, { email, password });
  await pb.admins.authWithPassword(email, password);
  const collection = await pb.collections.create({
    name: "million",
    type: "base",
    schema: [
      { name: "title", type: "text" },
      { name: "score", type: "number" },
      { name: "active", type: "bool" },
    ],
    indexes: [
      "CREATE INDEX idx_million_created ON million (created)",
      "CREATE INDEX idx_million_score ON million (score)",
    ],
  });
  fillRecords(app.pbdeck.dataDir, "million", total);
  await new Promise((r) => setTimeout(r, 200)); // let the client notice keep-alive sockets closed meanwhile
  const token = pb.authStore.token;
  const api = `${app.apiUrl}/api/collections/${collection.id}/records?perPage=30&skipTotal=1`;
  const scoreFilter = "score >= 900 && active = true";

  // (2) the embedded backend's list (skipTotal) against the same query on node:sqlite
  bare = spawn(
    process.execPath,
    [`${import.meta.dirname}/helpers/bare-sqlite-server.ts`, app.pbdeck.dataDir],
    {
      stdio: ["ignore", "pipe", "inherit"],
    },
  );
  const bareUrl = await new Promise<string>((ok) => bare?.stdout?.once("data", (d) => ok(String(d).trim())));
  const db = new DatabaseSync(`${app.pbdeck.dataDir}/data.db`, { readOnly: true });
  const backendQueries = [
    { name: "first page, sort -created", q: "first", api: "sort=-created" },
    {
      name: "filter + sort on the indexed score",
      q: "score",
      api: `sort=-score&filter=${encodeURIComponent(scoreFilter)}`,
    },
    { name: "page 10, sort -created", q: "first", api: "sort=-created", page: 10 },
    {
      name: 'console search text (title ~ "777"), sort -created',
      q: "search",
      api: `sort=-created&filter=${encodeURIComponent('title ~ "777"')}`,
    },
  ];
  const backendRows: string[] = [];
  const headers = { Authorization: token };
  for (const query of backendQueries) {
    const pageNo = query.page ?? 1;
    const url = `${api}&page=${pageNo}&${query.api}`;
    const statement = db.prepare(BARE_QUERIES[query.q].sql);
    const params = [...BARE_QUERIES[query.q].params, 30, 30 * (pageNo - 1)];
    const viaBackend = async () => {
      const res = await fetch(url, { headers });
      if (res.status !== 200) throw new Error(`list answered ${res.status}`);
      await res.json();
    };
    const inProcess = () =>
      JSON.stringify({
        page: pageNo,
        perPage: 30,
        totalItems: -1,
        totalPages: -1,
        items: statement.all(...params),
      });
    const viaBare = async () => {
      const res = await fetch(`${bareUrl}/?q=${query.q}&page=${pageNo}`);
      await res.json();
    };
    await sideBySide(30, viaBackend, inProcess);
    await sideBySide(30, viaBackend, viaBare);
    const one = await sideBySide(300, viaBackend, inProcess);
    const two = await sideBySide(300, viaBackend, viaBare);
    const backend = p50([...one.a, ...two.a]);
    backendRows.push(
      `| ${query.name} | ${formatMs(backend)} | ${formatMs(p50(one.b))} | **${(backend / p50(one.b)).toFixed(2)}x** | ${formatMs(p50(two.b))} | **${(backend / p50(two.b)).toFixed(2)}x** |`,
    );
  }
  db.close();

  // (1) the console against the bare API call, in Chromium (started after (2), which it would disturb)
  bare?.kill("SIGTERM");
  browser = await launchBrowser();
  const context = await browser.newContext({ viewport: { width: 1280, height: 720 } });
  const page = await context.newPage();
  await page.goto(`${app.consoleUrl}#/login`);
  await page.getByLabel("Email").fill(email);
  await page.getByLabel("Password").fill(password);
  await page.getByRole("button", { name: "Login" }).click();
  await page.waitForURL(/#\/collections/);
  // between rounds the page shows a one-record collection (the logs page would query the request log,
  // which this benchmark fills, and its requests would queue ahead of the next timed one)
  const other = await pb.collections.create({
    name: "other",
    type: "base",
    schema: [{ name: "title", type: "text" }],
  });
  await pb.collection(other.id).create({ title: "only" });
  const leave = async () => {
    await page.goto(`${app.consoleUrl}#/collections?collectionId=${other.id}`);
    await page.getByText("Showing 1 of 1").waitFor();
  };
  const records = (query = "") => `#/collections?collectionId=${collection.id}${query}`;
  const steps = [
    { name: "open a collection: first 30 rows", hash: records(), url: `${api}&page=1&sort=-created` },
    {
      name: "sort by an indexed field (score)",
      hash: records("&sort=-score"),
      url: `${api}&page=1&sort=-score`,
    },
    {
      name: "filter on the indexed field, sorted by it",
      hash: records(`&sort=-score&filter=${encodeURIComponent(scoreFilter)}`),
      url: `${api}&page=1&sort=-score&filter=${encodeURIComponent(scoreFilter)}`,
    },
  ];
  await page.goto(`${app.consoleUrl}${records()}`); // warm up: chunks cached, collections loaded
  await page.getByText(`Showing 30 of ${total}`).waitFor({ timeout: 60_000 });
  const consoleRows: string[] = [];
  const firstRows: number[] = [];
  for (const step of steps) {
    const a: number[] = [];
    const b: number[] = [];
    for (let i = 0; i < rounds; i++) {
      await leave();
      a.push(await fetchInPage(page, step.url, token));
      b.push(await timeInPage(page, { hash: step.hash, rows: 30, text: "Showing 30 of" }));
      // the count arrives after the rows; let it finish so the next bare call does not queue behind it
      await page.getByText(/^Showing 30 of \d+$/).waitFor({ timeout: 60_000 });
    }
    if (firstRows.length === 0) firstRows.push(...b);
    consoleRows.push(
      `| ${step.name} | ${formatMs(p50(a))} | ${formatMs(p50(b))} | ${formatMs(Math.max(...b))} | ${(p50(b) / p50(a)).toFixed(1)}x |`,
    );
  }

  // load more: the 1st and the 10th, each against the bare call of the same page
  // main-thread work per load more (script and layout), from Chromium's own counters
  const cdp = await context.newCDPSession(page);
  await cdp.send("Performance.enable");
  const counters = async () => {
    const { metrics } = await cdp.send("Performance.getMetrics");
    const of = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000;
    return of("ScriptDuration") + of("LayoutDuration") + of("RecalcStyleDuration");
  };
  const more = Array.from({ length: 10 }, () => ({
    a: [] as number[],
    b: [] as number[],
    work: [] as number[],
  }));
  for (let r = 0; r < 7; r++) {
    await leave();
    await page.goto(`${app.consoleUrl}${records()}`);
    await page.getByText(/^Showing 30 of \d+$/).waitFor({ timeout: 60_000 });
    for (let k = 0; k < 10; k++) {
      const shown = 30 * (k + 2);
      more[k].a.push(await fetchInPage(page, `${api}&page=${k + 2}&sort=-created`, token));
      const before = await counters();
      more[k].b.push(
        await timeInPage(page, { button: "Load more", rows: shown, text: `Showing ${shown} of` }),
      );
      more[k].work.push((await counters()) - before);
    }
  }
  const moreRow = (k: number) =>
    `| load more #${k + 1} (${30 * (k + 2)} rows shown) | ${formatMs(p50(more[k].a))} | ${formatMs(p50(more[k].b))} | ${formatMs(Math.max(...more[k].b))} | ${(p50(more[k].b) / p50(more[k].a)).toFixed(1)}x |`;
  const flat = p50(more[9].b) / p50(more[0].b);
  const work = (k: number) => formatMs(p50(more[k].work));
  await context.close();

  const body = [
    `${total.toLocaleString("en")} records (title, score, active; indexes on created and score), filled with one`,
    "INSERT … SELECT over a recursive CTE after the collection was created through the API.",
    "",
    `### Console in Chromium vs the bare API call (${rounds} rounds)`,
    "",
    "Both timed inside the page: the bare call with fetch (same URL and admin token as the console's rows request),",
    "the console from the navigation or click to the frame after the rows are in the DOM. The total is counted by",
    "a second request that never holds the rows back.",
    "",
    "| step | bare API p50 | console p50 | console max | ratio |",
    "|---|---|---|---|---|",
    ...consoleRows,
    moreRow(0),
    moreRow(9),
    "",
    `First 30 rows: p50 ${formatMs(p50(firstRows))}, max ${formatMs(Math.max(...firstRows))} (target under 1 s).`,
    `Load more: the 10th takes ${flat.toFixed(2)}x the time of the 1st (p50 of 7 rounds). Main-thread script, style and`,
    `layout per load more (Chromium's counters): ${work(0)} for the 1st, ${work(9)} for the 10th: each loaded page is`,
    "its own memoised `<tbody>` (a new page renders 30 rows and leaves the earlier ones alone), and a page far off",
    "screen stands in as one spacer row, so the table's size and layout stay flat. The page query is",
    "`LIMIT 30 OFFSET n` on the created index; at these offsets its cost does not grow (the bare column).",
    "",
    "### Embedded backend list (skipTotal) vs the same query on node:sqlite",
    "",
    "The backend over HTTP with the admin token (one keep-alive client) against the same SQL run on node:sqlite in",
    "the benchmark process and serialised with JSON.stringify, and against a bare node:http server running it in",
    "its own process (the floor of any HTTP API). 300 alternating rounds per pair after 30 warm-up rounds, run",
    "before Chromium starts.",
    "",
    "| query (perPage 30) | backend p50 | node:sqlite in process p50 | ratio | bare node:http + node:sqlite p50 | ratio |",
    "|---|---|---|---|---|---|",
    ...backendRows,
    "",
    "Target: within 1.5x of the same query on node:sqlite. On a query that reads rows for its answer (the search)",
    "the in-process ratio is the meaningful one; on index lookups that take well under 0.1 ms the HTTP",
    "round trip dominates, so the bare node:http server is the baseline that compares like with like.",
  ].join("\n");
  writeSection("Records at a million", body);
  console.log(body);
} finally {
  bare?.kill("SIGTERM");
  await browser?.close();
  await app.stop();
}
