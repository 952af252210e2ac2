/**
 * The embedded backend against real PocketBase v0.18.1, side by side in one run on copies of the same
 * pb_data, with the same load generator: records list (default sort; with a filter), view, create,
 * password auth and file download at 1 and 32 connections; the first page of a 1,000,000-record
 * collection; a backup and a restore of 100,000 records.
 * Run: node tests/bench/vs-pocketbase.ts (Node 24, after npm run build and scripts/pocketbase-servers.sh)
 * `--only download,auth` runs only the load rows whose name contains one of the words, prints them and
 * leaves docs/benchmarks.md alone (for before/after runs of a change); `--rounds N` changes the rounds.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { fillRecords } from "../helpers/fill-records.ts";
import { createFirstAdminOf } from "../helpers/first-admin.ts";
import { startPbdeck } from "../helpers/pbdeck-process.ts";
import { startPocketBase } from "../helpers/pocketbase-server.ts";
import { type LoadRequest, type LoadResult, runLoad } from "./helpers/http-load.ts";
import { runRealtimeLoad } from "./helpers/realtime-load.ts";
import { formatMs, summarise, timeOnce, writeSection } from "./report.ts";

const records = 100_000;
const million = 1_000_000;
const admin = { email: "bench@example.com", password: "benchmark-password" };
const user = { email: "user@example.com", password: "user-password-1" };
const roundMs = 2_000;
const argument = (name: string) => {
  const at = process.argv.indexOf(name);
  return at === -1 ? undefined : process.argv[at + 1];
};
const rounds = Number(argument("--rounds") ?? 3);
const only = argument("--only")?.split(",");

const root = mkdtempSync(join(tmpdir(), "pbdeck-vs-pb-"));
const loadBefore = loadavg()[0];
const dir = (name: string) => join(root, name, "pb_data");

/** Builds the shared pb_data through the embedded backend's API, then fills it with SQL. */
async function prepare(): Promise<{
  fileRecord: string;
  fileName: string;
  picRecord: string;
  picName: string;
}> {
  const server = await startPbdeck(dir("template"));
  try {
    const pb = new PocketBase(server.url);
    pb.autoCancellation(false);
    await createFirstAdminOf(server, admin);
    await pb.admins.authWithPassword(admin.email, admin.password);
    const schema = [
      { name: "title", type: "text" },
      { name: "score", type: "number" },
      { name: "active", type: "bool" },
    ];
    const open = { listRule: "", viewRule: "", createRule: "" };
    await pb.collections.create({
      name: "bench",
      type: "base",
      ...open,
      schema: [
        ...schema,
        { name: "doc", type: "file", options: { maxSelect: 1, maxSize: 5_000_000 } },
        { name: "pic", type: "file", options: { maxSelect: 1, maxSize: 5_000_000, thumbs: ["100x100"] } },
      ],
      indexes: ["CREATE INDEX idx_bench_score ON bench (score)"],
    });
    await pb.collections.create({ name: "million", type: "base", ...open, schema });
    await pb.collection("users").create({ ...user, passwordConfirm: user.password });
    const form = new FormData();
    form.append("title", "with a file");
    form.append("doc", new Blob([Buffer.alloc(200_000, 7)]), "photo.jpg");
    const withFile = await pb.collection("bench").create(form);
    // a real photo-sized JPEG (noise compresses little) for the thumbnail row
    const noise = Buffer.alloc(640 * 480 * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2654435761) >>> 24;
    const jpeg = await sharp(noise, { raw: { width: 640, height: 480, channels: 3 } })
      .jpeg()
      .toBuffer();
    const picForm = new FormData();
    picForm.append("title", "with a picture");
    picForm.append("pic", new Blob([new Uint8Array(jpeg)]), "picture.jpg");
    const withPic = await pb.collection("bench").create(picForm);
    return {
      fileRecord: withFile.id,
      fileName: withFile.doc as string,
      picRecord: withPic.id,
      picName: withPic.pic as string,
    };
  } finally {
    await server.stop();
  }
}

interface Side {
  name: string;
  url: string;
  /** The server's process, whose CPU time each round reads (Linux /proc). */
  pid: number;
  stop(): Promise<unknown>;
}

/** CPU time (user + system, ms) a process has used so far. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100; // clock ticks of 1/100 s
}

async function startBoth(): Promise<[Side, Side]> {
  const embedded = await startPbdeck(dir("embedded"));
  const real = await startPocketBase("v0.18", dir("pocketbase"));
  return [
    { name: "pbdeck", url: embedded.url, pid: embedded.child.pid ?? 0, stop: embedded.stop },
    { name: `PocketBase ${real.version}`, url: real.url, pid: real.child.pid ?? 0, stop: real.stop },
  ];
}

/** A load row's rounds on one side: the medians, and the range of req/s over the rounds. */
interface RoundsResult extends LoadResult {
  minPerSecond: number;
  maxPerSecond: number;
  /** The server's CPU time per request over all rounds (µs): what a request costs, whatever the load. */
  cpuPerRequest: number;
}

/** One round of a workload on a server. */
type Workload = (url: string, connections: number) => Promise<LoadResult>;

/** Median of per-round figures for each side, the rounds alternating between the two (who goes first too). */
async function compareLoad(
  sides: [Side, Side],
  connections: number,
  workload: Workload,
): Promise<[RoundsResult, RoundsResult]> {
  const results: LoadResult[][] = [[], []];
  const cpu = [0, 0];
  for (let round = 0; round < rounds; round++)
    for (const i of round % 2 === 0 ? [0, 1] : [1, 0]) {
      const before = cpuMs(sides[i].pid);
      results[i].push(await workload(sides[i].url, connections));
      cpu[i] += cpuMs(sides[i].pid) - before;
    }
  const median = (list: LoadResult[], key: keyof LoadResult) =>
    [...list].sort((a, b) => a[key] - b[key])[Math.floor(list.length / 2)][key];
  return results.map((list, i) => ({
    requests: list.reduce((sum, r) => sum + r.requests, 0),
    cpuPerRequest:
      (cpu[i] * 1000) /
      Math.max(
        1,
        list.reduce((sum, r) => sum + r.requests, 0),
      ),
    perSecond: median(list, "perSecond"),
    p50: median(list, "p50"),
    p99: median(list, "p99"),
    minPerSecond: Math.min(...list.map((r) => r.perSecond)),
    maxPerSecond: Math.max(...list.map((r) => r.perSecond)),
  })) as [RoundsResult, RoundsResult];
}

/** A closed-loop workload of plain requests, each answered with `status`. */
const requests =
  (next: (n: number) => LoadRequest, status = 200, ms = roundMs): Workload =>
  (url, connections) =>
    runLoad(url, connections, ms, next, status);
/** Sign-ins take a bcrypt each (about 0.4 s of CPU at cost 12): rounds long enough for more than a few. */
const signInRoundMs = 8_000;

async function adminToken(url: string): Promise<string> {
  const pb = new PocketBase(url);
  return (await pb.admins.authWithPassword(admin.email, admin.password)).token;
}

/** Time from the request to the backup being listed (both servers answer once it is written). */
async function timeBackup(side: Side, token: string, name: string): Promise<number> {
  return timeOnce(async () => {
    const res = await fetch(`${side.url}/api/backups`, {
      method: "POST",
      headers: { authorization: token, "content-type": "application/json" },
      body: JSON.stringify({ name }),
    });
    if (res.status !== 204)
      throw new Error(`${side.name}: backup answered ${res.status}: ${await res.text()}`);
  });
}

/** Time from the restore request until the restored data is served (the marker record added after the backup is gone). */
async function timeRestore(side: Side, token: string, name: string): Promise<number> {
  const marker = await fetch(`${side.url}/api/collections/bench/records`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ title: "marker" }),
  });
  if (marker.status !== 200) throw new Error(`${side.name}: marker answered ${marker.status}`);
  const totalNow = async () => {
    try {
      const res = await fetch(
        `${side.url}/api/collections/bench/records?perPage=1&filter=${encodeURIComponent('title="marker"')}`,
      );
      return res.ok ? ((await res.json()) as { totalItems: number }).totalItems : -1;
    } catch {
      return -1; // restarting
    }
  };
  return timeOnce(async () => {
    const res = await fetch(`${side.url}/api/backups/${name}/restore`, {
      method: "POST",
      headers: { authorization: token },
    });
    if (res.status !== 204)
      throw new Error(`${side.name}: restore answered ${res.status}: ${await res.text()}`);
    const deadline = Date.now() + 120_000;
    while ((await totalNow()) !== 0) {
      if (Date.now() > deadline)
        throw new Error(`${side.name}: the restored data was not served within 2 minutes`);
      await new Promise((r) => setTimeout(r, 10));
    }
  });
}

// sign-ins run a few a second: one decimal there
const rate = (n: number) => n.toFixed(n < 10 ? 1 : 0);
const perSecond = (r: RoundsResult) =>
  `${rate(r.perSecond)} (${rate(r.minPerSecond)}–${rate(r.maxPerSecond)})`;
const cpuText = (r: RoundsResult) =>
  r.cpuPerRequest >= 10_000
    ? `${(r.cpuPerRequest / 1000).toFixed(0)} ms`
    : `${r.cpuPerRequest.toFixed(0)} µs`;
const ratioRow = (name: string, a: RoundsResult, b: RoundsResult) =>
  `| ${name} | ${perSecond(a)} | ${perSecond(b)} | **${(a.perSecond / b.perSecond).toFixed(2)}** | ${formatMs(a.p99)} | ${formatMs(b.p99)} | **${(a.p99 / b.p99).toFixed(2)}** | ${cpuText(a)} / ${cpuText(b)} |`;

try {
  const { fileRecord, fileName, picRecord, picName } = await prepare();
  fillRecords(dir("template"), "bench", records);
  for (const copy of ["embedded", "pocketbase"]) cpSync(dir("template"), dir(copy), { recursive: true });
  let sides = await startBoth();
  const userBody = JSON.stringify({ identity: user.email, password: user.password });
  const json = { "content-type": "application/json" };
  const filter = encodeURIComponent("score >= 500 && active = true");
  const randomId = () => `r${String(Math.floor(Math.random() * records)).padStart(14, "0")}`;
  const filePath = `/api/files/bench/${fileRecord}/${fileName}`;
  const workloads: Array<[string, Workload]> = [
    [
      "records list, default sort (perPage 30)",
      requests(() => ({ path: "/api/collections/bench/records?perPage=30" })),
    ],
    [
      "records list, filter + sort",
      requests(() => ({ path: `/api/collections/bench/records?perPage=30&sort=-score&filter=${filter}` })),
    ],
    ["record view", requests(() => ({ path: `/api/collections/bench/records/${randomId()}` }))],
    [
      "record create",
      requests((n) => ({
        method: "POST",
        path: "/api/collections/bench/records",
        headers: json,
        body: JSON.stringify({ title: `new ${n}`, score: n % 1000 }),
      })),
    ],
    [
      "password auth",
      requests(
        () => ({
          method: "POST",
          path: "/api/collections/users/auth-with-password",
          headers: json,
          body: userBody,
        }),
        200,
        signInRoundMs,
      ),
    ],
    ["file download (200 KB)", requests(() => ({ path: filePath }))],
    [
      "file download, range of 64 KiB",
      requests((n) => {
        const from = (n * 4099) % 130_000;
        return { path: filePath, headers: { range: `bytes=${from}-${from + 65_535}` } };
      }, 206),
    ],
    [
      "file download, thumb 100x100",
      requests(() => ({ path: `/api/files/bench/${picRecord}/${picName}?thumb=100x100` })),
    ],
    ["realtime connect", (url, connections) => runRealtimeLoad(url, connections, roundMs, "connect")],
    ["realtime subscribe", (url, connections) => runRealtimeLoad(url, connections, roundMs, "subscribe")],
  ];
  const rows: string[] = [];
  for (const [name, workload] of workloads) {
    if (only && !only.some((word) => name.includes(word))) continue;
    for (const connections of [1, 32]) {
      const [a, b] = await compareLoad(sides, connections, workload);
      rows.push(ratioRow(`${name}, ${connections} conn.`, a, b));
      console.log(rows.at(-1));
    }
  }
  if (only) {
    console.log(
      `load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after; ${rounds} rounds`,
    );
    await Promise.all(sides.map((side) => side.stop()));
    rmSync(root, { recursive: true, force: true });
    process.exit(0);
  }

  // backup and restore of the 100,000 records (one each, alternating, twice)
  const tokens = await Promise.all(sides.map((side) => adminToken(side.url)));
  const backup: number[][] = [[], []];
  const restore: number[][] = [[], []];
  for (let round = 0; round < 2; round++)
    for (const [i, side] of sides.entries()) {
      backup[i].push(await timeBackup(side, tokens[i], `bench_${round}.zip`));
      restore[i].push(await timeRestore(side, tokens[i], `bench_${round}.zip`));
    }

  // the first page of a 1,000,000-record collection, as the console asks for it (newest first, with the total)
  await Promise.all(sides.map((side) => side.stop()));
  fillRecords(dir("embedded"), "million", million);
  cpSync(join(dir("embedded"), "data.db"), join(dir("pocketbase"), "data.db"));
  rmSync(join(dir("pocketbase"), "data.db-wal"), { force: true });
  rmSync(join(dir("pocketbase"), "data.db-shm"), { force: true });
  sides = await startBoth();
  const firstPage: number[][] = [[], []];
  const pagePath = "/api/collections/million/records?page=1&perPage=30&sort=-created";
  for (let round = 0; round < 11; round++)
    for (const [i, side] of sides.entries())
      firstPage[i].push(
        await timeOnce(async () => {
          const res = await fetch(`${side.url}${pagePath}`);
          if (res.status !== 200) throw new Error(`${side.name}: first page answered ${res.status}`);
          await res.json();
        }),
      );
  await Promise.all(sides.map((side) => side.stop()));

  const p50 = (samples: number[]) => summarise(samples.slice(1)).p50; // the first round warms the caches
  const timeRow = (name: string, samples: number[][]) =>
    `| ${name} | ${formatMs(p50(samples[0]))} | ${formatMs(p50(samples[1]))} | **${(p50(samples[0]) / p50(samples[1])).toFixed(2)}** |`;
  const body = [
    `pbdeck's embedded backend and real PocketBase ${sides[1].name.split(" ")[1]} (the official server, built by`,
    "`scripts/pocketbase-servers.sh`), each on its own copy of one pb_data: a collection of",
    `${records.toLocaleString("en")} records (text, number, bool, file; index on score; public rules) and a users record.`,
    `Load: closed loops over keep-alive connections (tests/bench/helpers/http-load.ts), ${rounds} rounds of`,
    `${roundMs / 1000} s per side (password auth ${signInRoundMs / 1000} s), alternating (who goes first too); medians of the rounds, the req/s range of the rounds in`,
    "brackets. The last column is each server process's CPU time (all its threads) per request over the rounds, read from",
    "/proc: what a request costs whatever else runs on the machine. Ratios are pbdeck / PocketBase: req/s",
    "above 1 and p99 below 1 mean pbdeck is faster. Both servers and the load generator share this machine's 2 cores",
    `(load average ${loadBefore.toFixed(1)} before the run, ${loadavg()[0].toFixed(1)} after: above 2, other work shared the cores and single rows swing between runs).`,
    "",
    "| workload | pbdeck req/s (range) | PocketBase req/s (range) | req/s ratio | pbdeck p99 | PocketBase p99 | p99 ratio | server CPU per request, pbdeck / PocketBase |",
    "|---|---|---|---|---|---|---|---|",
    ...rows,
    "",
    "| one operation | pbdeck | PocketBase | ratio |",
    "|---|---|---|---|",
    timeRow(
      `first page of ${million.toLocaleString("en")} records (perPage 30, sort -created, with total), p50 of 10`,
      firstPage,
    ),
    `| backup of ${records.toLocaleString("en")} records (request to 204) | ${formatMs(backup[0][1])} | ${formatMs(backup[1][1])} | **${(backup[0][1] / backup[1][1]).toFixed(2)}** |`,
    `| restore of it (request to the restored data served) | ${formatMs(restore[0][1])} | ${formatMs(restore[1][1])} | **${(restore[0][1] / restore[1][1]).toFixed(2)}** |`,
  ].join("\n");
  writeSection("Embedded backend vs real PocketBase v0.18.1", body);
  console.log(body);
} finally {
  rmSync(root, { recursive: true, force: true });
}
