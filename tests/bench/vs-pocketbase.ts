/**
 * The embedded backend against real PocketBase v0.18.1, side by side in one run on copies of the same
 * pb_data, with the same load generator: records list (default sort; with a filter), view, create,
 * password auth and file download at 1 and 32 connections; the first page of a 1,000,000-record
 * collection; a backup and a restore of 100,000 records.
 * Run: node tests/bench/vs-pocketbase.ts (Node 24, after npm run build and scripts/pocketbase-servers.sh)
 */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { fillRecords } from "../helpers/fill-records.ts";
import { createFirstAdminOf } from "../helpers/first-admin.ts";
import { startPbdeck } from "../helpers/pbdeck-process.ts";
import { startPocketBase } from "../helpers/pocketbase-server.ts";
import { type LoadRequest, type LoadResult, runLoad } from "./helpers/http-load.ts";
import { formatMs, summarise, timeOnce, writeSection } from "./report.ts";

const records = 100_000;
const million = 1_000_000;
const admin = { email: "bench@example.com", password: "benchmark-password" };
const user = { email: "user@example.com", password: "user-password-1" };
const roundMs = 2_000;
const rounds = 3;

const root = mkdtempSync(join(tmpdir(), "pbdeck-vs-pb-"));
const loadBefore = loadavg()[0];
const dir = (name: string) => join(root, name, "pb_data");

/** Builds the shared pb_data through the embedded backend's API, then fills it with SQL. */
async function prepare(): Promise<{ fileRecord: string; fileName: string }> {
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
      schema: [...schema, { name: "doc", type: "file", options: { maxSelect: 1, maxSize: 5_000_000 } }],
      indexes: ["CREATE INDEX idx_bench_score ON bench (score)"],
    });
    await pb.collections.create({ name: "million", type: "base", ...open, schema });
    await pb.collection("users").create({ ...user, passwordConfirm: user.password });
    const form = new FormData();
    form.append("title", "with a file");
    form.append("doc", new Blob([Buffer.alloc(200_000, 7)]), "photo.jpg");
    const withFile = await pb.collection("bench").create(form);
    return { fileRecord: withFile.id, fileName: withFile.doc as string };
  } finally {
    await server.stop();
  }
}

interface Side {
  name: string;
  url: string;
  stop(): Promise<unknown>;
}

async function startBoth(): Promise<[Side, Side]> {
  const embedded = await startPbdeck(dir("embedded"));
  const real = await startPocketBase("v0.18", dir("pocketbase"));
  return [
    { name: "pbdeck", url: embedded.url, stop: embedded.stop },
    { name: `PocketBase ${real.version}`, url: real.url, stop: real.stop },
  ];
}

/** Median of per-round figures for each side, the rounds alternating between the two. */
async function compareLoad(
  sides: [Side, Side],
  connections: number,
  next: (n: number) => LoadRequest,
): Promise<[LoadResult, LoadResult]> {
  const results: LoadResult[][] = [[], []];
  for (let round = 0; round < rounds; round++)
    for (const [i, side] of sides.entries())
      results[i].push(await runLoad(side.url, connections, roundMs, next));
  const median = (list: LoadResult[], key: keyof LoadResult) =>
    [...list].sort((a, b) => a[key] - b[key])[Math.floor(list.length / 2)][key];
  return results.map((list) => ({
    requests: list.reduce((sum, r) => sum + r.requests, 0),
    perSecond: median(list, "perSecond"),
    p50: median(list, "p50"),
    p99: median(list, "p99"),
  })) as [LoadResult, LoadResult];
}

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

const ratioRow = (name: string, a: LoadResult, b: LoadResult) =>
  `| ${name} | ${a.perSecond.toFixed(0)} | ${b.perSecond.toFixed(0)} | **${(a.perSecond / b.perSecond).toFixed(2)}** | ${formatMs(a.p99)} | ${formatMs(b.p99)} | **${(a.p99 / b.p99).toFixed(2)}** |`;

try {
  const { fileRecord, fileName } = await prepare();
  fillRecords(dir("template"), "bench", records);
  for (const copy of ["embedded", "pocketbase"]) cpSync(dir("template"), dir(copy), { recursive: true });
  let sides = await startBoth();
  const userBody = JSON.stringify({ identity: user.email, password: user.password });
  const json = { "content-type": "application/json" };
  const filter = encodeURIComponent("score >= 500 && active = true");
  const randomId = () => `r${String(Math.floor(Math.random() * records)).padStart(14, "0")}`;
  const workloads: Array<[string, (n: number) => LoadRequest]> = [
    [
      "records list, default sort (perPage 30)",
      () => ({ path: "/api/collections/bench/records?perPage=30" }),
    ],
    [
      "records list, filter + sort",
      () => ({ path: `/api/collections/bench/records?perPage=30&sort=-score&filter=${filter}` }),
    ],
    ["record view", () => ({ path: `/api/collections/bench/records/${randomId()}` })],
    [
      "record create",
      (n) => ({
        method: "POST",
        path: "/api/collections/bench/records",
        headers: json,
        body: JSON.stringify({ title: `new ${n}`, score: n % 1000 }),
      }),
    ],
    [
      "password auth",
      () => ({
        method: "POST",
        path: "/api/collections/users/auth-with-password",
        headers: json,
        body: userBody,
      }),
    ],
    ["file download (200 KB)", () => ({ path: `/api/files/bench/${fileRecord}/${fileName}` })],
  ];
  const rows: string[] = [];
  for (const [name, next] of workloads)
    for (const connections of [1, 32]) {
      const [a, b] = await compareLoad(sides, connections, next);
      rows.push(ratioRow(`${name}, ${connections} conn.`, a, b));
      console.log(rows.at(-1));
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
    `${roundMs / 1000} s per side, alternating; medians of the rounds. Ratios are pbdeck / PocketBase: req/s`,
    "above 1 and p99 below 1 mean pbdeck is faster. Both servers and the load generator share this machine's 2 cores",
    `(load average ${loadBefore.toFixed(1)} before the run, ${loadavg()[0].toFixed(1)} after: above 2, other work shared the cores and single rows swing between runs).`,
    "",
    "| workload | pbdeck req/s | PocketBase req/s | req/s ratio | pbdeck p99 | PocketBase p99 | p99 ratio |",
    "|---|---|---|---|---|---|---|",
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
