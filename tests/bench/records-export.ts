/**
 * Records export at a million: the console's CSV export of the default view (`-created`, no index on
 * created, as PocketBase leaves it) in Chromium, from the click to the download, against `sqlite3 -csv`
 * writing the same columns of the same data.db to a file, alternating round by round. Also: what the
 * former numbered pages (LIMIT/OFFSET in the view's sort) cost per page, the page's JS heap during the
 * export, and the export once created has an index (the file then keeps the view's order).
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
  const sqliteIdRuns: number[] = [];
  const consoleRuns: Awaited<ReturnType<typeof consoleExport>>[] = [];
  for (let r = 0; r < rounds; r++) {
    if (hasSqlite3) {
      sqliteRuns.push(sqlite3Csv(dbPath, "created DESC"));
      sqliteIdRuns.push(sqlite3Csv(dbPath, "id"));
    }
    consoleRuns.push(await consoleExport(""));
    console.log(
      `round ${r + 1}: console ${seconds(consoleRuns[r].ms)}, sqlite3 ${hasSqlite3 ? seconds(sqliteRuns[r]) : "-"}`,
    );
  }

  // with an index on created, the file keeps the view's order (keyset on created, then id)
  await g.pb.collections.update(id, {
    indexes: ["CREATE INDEX `idx_million_created` ON `million` (`created`)"],
  });
  await g.page.reload(); // the console loads the collections, and their indexes, again
  const indexedSqlite: number[] = [];
  const indexedRuns: Awaited<ReturnType<typeof consoleExport>>[] = [];
  for (let r = 0; r < Math.min(rounds, 2); r++) {
    if (hasSqlite3) indexedSqlite.push(sqlite3Csv(dbPath, "created DESC"));
    indexedRuns.push(await consoleExport(""));
  }
  rmSync(scratch, { force: true });

  const consoleMs = p50(consoleRuns.map((x) => x.ms));
  const indexedMs = p50(indexedRuns.map((x) => x.ms));
  const ratio = (a: number, b: number[]) =>
    b.length ? `**${(a / p50(b)).toFixed(1)}x**` : "n/a (no sqlite3)";
  const memory = await consoleExport("", true);
  const peakGrowth = memory.heapPeak - memory.heapBefore;
  const body = [
    `${total.toLocaleString("en")} records (title, score, active), filled with one INSERT … SELECT; no index on created`,
    "(PocketBase creates none). Console: Chromium, from the click on Export as CSV to the download event, on the",
    "default view (`-created`); the file is read back and its lines counted. Baseline: `sqlite3 -csv -header` of the",
    "same six columns of the same data.db into a file, in its own process. Alternating, round by round.",
    "",
    `**Before** (numbered pages of 500 in the view's sort, the former export): ${formatMs(p50(formerSamples))} a page`,
    `(p50 of pages 1, 2, middle and last), about **${seconds(formerEstimate)}** for all ${pagesInAll.toLocaleString("en")} pages (estimated from those pages).`,
    "",
    `| export (${rounds} rounds, p50) | time | rows/s | sqlite3 -csv ORDER BY created DESC | ratio | sqlite3 -csv ORDER BY id |`,
    "|---|---|---|---|---|---|",
    `| console, default view, no index: file in id order | ${seconds(consoleMs)} | ${Math.round((total / consoleMs) * 1000).toLocaleString("en")} | ${hasSqlite3 ? seconds(p50(sqliteRuns)) : "-"} | ${ratio(consoleMs, sqliteRuns)} | ${hasSqlite3 ? seconds(p50(sqliteIdRuns)) : "-"} (${ratio(consoleMs, sqliteIdRuns)}) |`,
    `| console, default view, index on created: file in -created order | ${seconds(indexedMs)} | ${Math.round((total / indexedMs) * 1000).toLocaleString("en")} | ${hasSqlite3 ? seconds(p50(indexedSqlite)) : "-"} | ${ratio(indexedMs, indexedSqlite)} | |`,
    "",
    `Menu text without the index: "${consoleRuns[0].note}"; with it: ${indexedRuns[0].note ? `"${indexedRuns[0].note}"` : "none (the view's order is kept)"}.`,
    `Files: first id ${consoleRuns[0].first}, last ${consoleRuns[0].last} without the index; first ${indexedRuns[0].first}, last ${indexedRuns[0].last} with it.`,
    `Page JS heap in one more (untimed) export, after a forced collection every second (Chromium's`,
    `Runtime.getHeapUsage): ${mb(memory.heapBefore)} before, at most ${mb(peakGrowth)} above that during the whole export of`,
    `${mb(memory.bytes)}: written pages become ~1 MB Blobs at once, so the heap holds a few pages per id range,`,
    "and the file's bytes stay in the browser's blob store.",
    sqliteRuns.length
      ? `Goal: within 10x of sqlite3 -csv of the same view: ${consoleMs / p50(sqliteRuns) <= 10 ? "met" : "not met"} in this run (the indexed view: ${indexedMs / p50(indexedSqlite) <= 10 ? "met" : "not met"}).`
      : "Goal: within 10x of sqlite3 -csv (not measured: sqlite3 is not installed).",
    `Machine load average during the run: ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores (the console's time is CPU-bound, so it`,
    "stretches with the load; sqlite3 -csv, one process, much less).",
  ].join("\n");
  writeSection("Records export at a million", body);
  console.log(body);
} finally {
  await g.stop();
}
