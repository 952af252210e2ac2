/**
 * Records export at a million: the console's CSV export of the default view (`-created`, no index on
 * created, as PocketBase leaves it) in Chromium, from the click to the download, against `sqlite3 -csv`
 * writing the same columns of the same data.db in the same order to a file, alternating round by round:
 * streamed (the embedded backend), then paged (as on a remote PocketBase: `/api/pbdeck/*` answers 404 in
 * the page). Also: what the first export's numbered pages (LIMIT/OFFSET in the view's sort) cost per
 * page, and the page's JS heap during a streamed export.
 * Run: node tests/bench/records-export.ts (Node 24, after npm run build); sqlite3 from apt for the baseline.
 */
import { spawnSync } from "node:child_process";
import { closeSync, createReadStream, openSync, rmSync, statSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { createInterface } from "node:readline";
import type { CDPSession } from "playwright-core";
import { startGeneratedConsole } from "./helpers/generated-console.ts";
import { formatMs, summarise, writeSection } from "./report.ts";

const total = Number(process.env.BENCH_RECORDS ?? 1_000_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 3);
// the paged export takes many times longer: fewer rounds of it
const pagedRounds = Math.min(rounds, 2);
const columns = "id,title,score,active,created,updated";
const p50 = (xs: number[]) => summarise(xs).p50;
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mb = (bytes: number) => `${(bytes / 1048576).toFixed(1)} MB`;

const hasSqlite3 = spawnSync("sqlite3", ["-version"]).status === 0;
if (!hasSqlite3)
  console.log("sqlite3 is not installed (apt-get install -y sqlite3): the baseline is skipped");
const scratch = join(tmpdir(), `pbdeck-export-bench-${process.pid}.csv`);

/** `sqlite3 -csv -header` of the columns in `order`, written to a file; its wall time in ms. */
function sqlite3Csv(dbPath: string, order: string): number {
  const out = openSync(scratch, "w");
  const start = performance.now();
  const run = spawnSync(
    "sqlite3",
    ["-readonly", "-csv", "-header", dbPath, `SELECT ${columns} FROM million ORDER BY ${order}`],
    { stdio: ["ignore", out, "pipe"] },
  );
  const ms = performance.now() - start;
  closeSync(out);
  if (run.status !== 0) throw new Error(String(run.stderr));
  return ms;
}

async function fileFacts(path: string): Promise<{ lines: number; first: string; last: string }> {
  let lines = 0;
  let first = "";
  let last = "";
  for await (const line of createInterface({ input: createReadStream(path) })) {
    if (lines === 1) first = line.split(",")[0];
    if (line) last = line.split(",")[0];
    lines++;
  }
  return { lines, first, last };
}

const loadBefore = loadavg()[0];
const g = await startGeneratedConsole();
try {
  const id = await g.generate("million", total);
  const dbPath = `${g.app.pbdeck.dataDir}/data.db`;
  const headers = { Authorization: g.pb.authStore.token };
  const cdp: CDPSession = await g.context.newCDPSession(g.page);
  const heap = async () => (await cdp.send("Runtime.getHeapUsage")).usedSize;

  // before: the former export asked numbered pages of 500 in the view's sort (LIMIT/OFFSET, re-sorted each time)
  const pagesInAll = Math.ceil(total / 500);
  const formerPage = async (page: number) => {
    const url = `${g.app.apiUrl}/api/collections/${id}/records?page=${page}&perPage=500&sort=-created,id&skipTotal=1`;
    const start = performance.now();
    const res = await fetch(url, { headers });
    await res.json();
    return performance.now() - start;
  };
  const formerSamples: number[] = [];
  for (const page of [1, 2, Math.ceil(pagesInAll / 2), pagesInAll - 1, pagesInAll]) {
    formerSamples.push(await formerPage(page));
  }
  const formerEstimate = (formerSamples.reduce((a, b) => a + b, 0) / formerSamples.length) * pagesInAll;

  /** One console export of the open view as CSV: ms from the click to the download, heap and file facts. */
  async function consoleExport(sortQuery: string, measureMemory = false) {
    await g.open(id, total, sortQuery);
    await cdp.send("HeapProfiler.collectGarbage");
    const heapBefore = await heap();
    await g.page.getByRole("button", { name: "Export records" }).click();
    const note = (await g.page.locator("p.export-order-note").count())
      ? await g.page.locator("p.export-order-note").textContent()
      : "";
    const download = g.page.waitForEvent("download", { timeout: 900_000 });
    // the memory round (untimed): the heap left after a forced collection, every second of the export
    let heapPeak = heapBefore;
    let sampling = false;
    const sampler = setInterval(() => {
      if (!measureMemory || sampling) return;
      sampling = true;
      cdp
        .send("HeapProfiler.collectGarbage")
        .then(heap)
        .then(
          (used) => {
            heapPeak = Math.max(heapPeak, used);
          },
          () => {},
        )
        .finally(() => {
          sampling = false;
        });
    }, 1000);
    const start = performance.now();
    await g.page.getByRole("menuitem", { name: "Export as CSV" }).click();
    const file = await download;
    const ms = performance.now() - start;
    clearInterval(sampler);
    const path = (await file.path()) as string;
    const facts = { ...(await fileFacts(path)), bytes: statSync(path).size };
    await file.delete();
    if (facts.lines !== total + 1) throw new Error(`the file has ${facts.lines} lines, not ${total + 1}`);
    return { ms, heapBefore, heapPeak, note: note ?? "", ...facts };
  }

  const sqliteRuns: number[] = [];
  const streamedRuns: Awaited<ReturnType<typeof consoleExport>>[] = [];
  for (let r = 0; r < rounds; r++) {
    if (hasSqlite3) sqliteRuns.push(sqlite3Csv(dbPath, "created DESC"));
    streamedRuns.push(await consoleExport(""));
    console.log(
      `round ${r + 1}: console (streamed) ${seconds(streamedRuns[r].ms)}, sqlite3 ${hasSqlite3 ? seconds(sqliteRuns[r]) : "-"}`,
    );
  }
  const memory = await consoleExport("", true);

  // the paging path of a remote PocketBase (no /api/pbdeck: 404), on the same backend and data
  await g.context.route("**/api/pbdeck/**", (route) =>
    route.fulfill({
      status: 404,
      contentType: "application/json",
      body: '{"code":404,"message":"","data":{}}',
    }),
  );
  await g.page.reload(); // the console probes the backend again
  const pagedSqlite: number[] = [];
  const pagedRuns: Awaited<ReturnType<typeof consoleExport>>[] = [];
  for (let r = 0; r < pagedRounds; r++) {
    if (hasSqlite3) pagedSqlite.push(sqlite3Csv(dbPath, "created DESC"));
    pagedRuns.push(await consoleExport(""));
    console.log(`paged round ${r + 1}: console ${seconds(pagedRuns[r].ms)}`);
  }
  rmSync(scratch, { force: true });

  const streamedMs = p50(streamedRuns.map((x) => x.ms));
  const pagedMs = p50(pagedRuns.map((x) => x.ms));
  const ratio = (a: number, b: number[]) =>
    b.length ? `**${(a / p50(b)).toFixed(1)}x**` : "n/a (no sqlite3)";
  const rowsPerSecond = (ms: number) => Math.round((total / ms) * 1000).toLocaleString("en");
  const baseline = (runs: number[]) => (hasSqlite3 ? seconds(p50(runs)) : "-");
  const peakGrowth = memory.heapPeak - memory.heapBefore;
  const body = [
    `${total.toLocaleString("en")} records (title, score, active), filled with one INSERT … SELECT; no index on created`,
    "(PocketBase creates none). Console: Chromium, from the click on Export as CSV to the download event, on the",
    "default view (`-created`); the file is read back and its lines counted. Baseline: `sqlite3 -csv -header` of the",
    "same six columns of the same data.db, `ORDER BY created DESC`, into a file, in its own process. Alternating, round by round.",
    "On pbdeck's embedded backend the console asks for the file in one streamed request",
    "(`/api/pbdeck/collections/{collection}/export`: the records list's query read row by row, sorted once by",
    "SQLite, in a worker thread on a connection of its own, so neither the sort nor the reading holds the server's",
    "event loop); a remote PocketBase has no such route, and the console pages the records list (500 rows a request,",
    "keyset on id in 4 ranges side by side: on an unindexed sort the file is then in id order). The paging row",
    "is measured on the same backend with `/api/pbdeck/*` answering 404 in the page.",
    "",
    `**Before** (numbered pages of 500 in the view's sort, the first export): ${formatMs(p50(formerSamples))} a page`,
    `(p50 of pages 1, 2, middle and last), about **${seconds(formerEstimate)}** for all ${pagesInAll.toLocaleString("en")} pages (estimated from those pages).`,
    "",
    "| export (p50) | rounds | time | rows/s | sqlite3 -csv ORDER BY created DESC | ratio |",
    "|---|---|---|---|---|---|",
    `| console, embedded backend: one streamed request, file in -created order | ${rounds} | ${seconds(streamedMs)} | ${rowsPerSecond(streamedMs)} | ${baseline(sqliteRuns)} | ${ratio(streamedMs, sqliteRuns)} |`,
    `| console, remote PocketBase (paged): file in id order | ${pagedRounds} | ${seconds(pagedMs)} | ${rowsPerSecond(pagedMs)} | ${baseline(pagedSqlite)} | ${ratio(pagedMs, pagedSqlite)} |`,
    "",
    `Menu text, embedded backend: ${streamedRuns[0].note ? `"${streamedRuns[0].note}"` : "none (the view's order is kept)"}; paged: "${pagedRuns[0].note}".`,
    `Files: first id ${streamedRuns[0].first}, last ${streamedRuns[0].last} streamed; first ${pagedRuns[0].first}, last ${pagedRuns[0].last} paged.`,
    `Page JS heap in one more (untimed) streamed export, after a forced collection every second (Chromium's`,
    `Runtime.getHeapUsage): ${mb(memory.heapBefore)} before, at most ${mb(peakGrowth)} above that during the whole export of`,
    `${mb(memory.bytes)}: streamed chunks become ~1 MB Blobs as they arrive, so the file's bytes stay in the browser's blob store.`,
    sqliteRuns.length
      ? `Goal: within 10x of sqlite3 -csv of the same view: ${streamedMs / p50(sqliteRuns) <= 10 ? "met" : "not met"} on the embedded backend in this run (paged: ${pagedMs / p50(pagedSqlite) <= 10 ? "met" : "not met"}).`
      : "Goal: within 10x of sqlite3 -csv (not measured: sqlite3 is not installed).",
    `Machine load average during the run: ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores (the console's time is CPU-bound, so it`,
    "stretches with the load; sqlite3 -csv, one process, much less).",
  ].join("\n");
  writeSection("Records export at a million", body);
  console.log(body);
} finally {
  await g.stop();
}
