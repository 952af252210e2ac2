/**
 * The requests chart's counts per bucket (pbdeck's `bucket` parameter of the stats endpoint) on
 * 1,000,000 request logs over 30 days, against PocketBase's hourly stats of the same filter, side by
 * side: the chart's two calls (requests, then errors) for each range, as the console and TUI make them.
 * Run: node tests/bench/logs-buckets.ts (Node 24, after npm run build)
 */
import { loadavg } from "node:os";
import { join } from "node:path";
import { formatDateTime } from "../../shared/dates.ts";
import { chartBucketMs } from "../../shared/logs/logs-stats.ts";
import { adminToken } from "../helpers/fixture-tokens.ts";
import { fillLogsDb } from "../helpers/logs-db.ts";
import { keepOldLogs } from "../helpers/old-logs.ts";
import { copyFixture, startPbdeck } from "../helpers/pbdeck-process.ts";
import { formatMs, sideBySide, summarise, writeSection } from "./report.ts";

const total = 1_000_000;
const rounds = 9;
const ranges: Array<[string, number | null]> = [
  ["15 min", 15 * 60_000],
  ["1 h", 3_600_000],
  ["24 h", 24 * 3_600_000],
  ["7 d", 7 * 24 * 3_600_000],
  ["all", null],
];

// 30 days of rows: kept past the purge at the first logged request (the fixture's logs.maxDays is 5)
const data = copyFixture();
keepOldLogs(data.dir);
const fillStart = performance.now();
fillLogsDb(join(data.dir, "logs.db"), {
  count: total,
  start: new Date(Date.now() - 30 * 86_400_000),
  end: new Date(),
});
const fillMs = performance.now() - fillStart;
const pbdeck = await startPbdeck(data.dir);
const loadBefore = loadavg()[0];
try {
  const get = async (query: Record<string, string>) => {
    const url = `${pbdeck.url}/api/logs/requests/stats?${new URLSearchParams(query)}`;
    const res = await fetch(url, { headers: { Authorization: adminToken } });
    if (!res.ok) throw new Error(`${url}: ${res.status}`);
    return (await res.json()) as unknown[];
  };
  const rows: string[] = [];
  let worst = 0;
  for (const [label, span] of ranges) {
    const filter =
      span === null
        ? 'auth != "admin"'
        : `auth != "admin" && created >= "${formatDateTime(new Date(Date.now() - span))}"`;
    const errors = `(${filter}) && (status >= 400)`;
    const bucket = String(chartBucketMs(span) / 1000);
    const hourly = () => Promise.all([get({ filter }), get({ filter: errors })]);
    const bucketed = () => Promise.all([get({ filter, bucket }), get({ filter: errors, bucket })]);
    await hourly();
    await bucketed(); // warm up
    const { a, b } = await sideBySide(rounds, hourly, bucketed);
    const base = summarise(a);
    const ours = summarise(b);
    worst = Math.max(worst, ours.p99);
    const buckets = (await get({ filter, bucket })).length;
    rows.push(
      `| ${label} | ${Number(bucket) / 60} min | ${buckets} | ${formatMs(base.p50)} | ${formatMs(ours.p50)} | ${formatMs(ours.p99)} | ${(ours.p50 / base.p50).toFixed(2)}x |`,
    );
  }
  writeSection(
    "Logs chart buckets",
    `
${total.toLocaleString("en-US")} request logs over 30 days (made in ${(fillMs / 1000).toFixed(0)} s by tests/helpers/logs-db.ts), filter \`auth != "admin"\` plus the range, ${rounds} rounds; each sample is the chart's two calls (requests, then status >= 400) over loopback. Baseline: the same two calls as PocketBase makes them (hourly, no \`bucket\`). Goal: within the logs screen's 1 s.

| range | bucket | buckets with requests | hourly p50 | bucketed p50 | bucketed p99 | ratio |
|---|---|---|---|---|---|---|
${rows.join("\n")}

Worst bucketed p99: ${formatMs(worst)}. Machine load average during the run: ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on 2 cores, so the absolute times are noisy. Sub-hour buckets are one aggregate query that seeks into the stats index from the hour of the filter's \`created >=\` bound (without one, an hourly pass first finds the first and last matching hours); hour multiples merge the hourly counts, read from that same hour on (all time scans the whole index, as the hourly stats do).
`,
  );
  console.log(rows.join("\n"));
} finally {
  await pbdeck.stop();
  data.cleanup();
}
