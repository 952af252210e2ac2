/**
 * Whether PocketBase v0.20+'s hourly log stats can be counted faster in time slices asked side by
 * side: on the real 0.40.6 and 0.22.27 with 1,000,000 logs over the last 4 days, the server's wall
 * time and CPU time (its process's, from /proc) for one stats request against 2 and 4 hour-aligned
 * slices, and what narrows a request to a slice cheaply: an hour of `created`, an hour of the
 * indexed strftime expression (a filter function from v0.23), the oldest log sorted by `created` or by
 * row id. Linux only (/proc). Run: node tests/bench/logs-stats-slices.ts (Node 24)
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { availableParallelism, loadavg, tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { formatDateTime } from "../../shared/dates.ts";
import {
  type PocketBaseName,
  type PocketBaseProcess,
  pocketBaseBinary,
  startPocketBase,
} from "../helpers/pocketbase-server.ts";
import { formatMs, summarise, writeSection } from "./report.ts";

const total = 1_000_000;
const span = 4 * 86_400_000;
const rounds = 3;
const HOUR = 3_600_000;
const EMAIL = "bench@example.com";
const PASSWORD = "1234567890";

interface Generation {
  name: PocketBaseName;
  v023: boolean;
}

/** Requests as the server logs them: one in 20 a 404, one in 3 by an admin (superuser on v0.23+). */
function fillLogs(file: string, v023: boolean): void {
  const db = new DatabaseSync(file, { timeout: 10_000 });
  const columns = v023 ? "id, level, message, data, created" : "id, level, message, data, created, updated";
  const insert = db.prepare(`INSERT INTO _logs (${columns}) VALUES (?, ?, ?, ?, ?${v023 ? "" : ", ?"})`);
  const end = Date.now();
  db.exec("BEGIN");
  for (let i = 0; i < total; i++) {
    const created = formatDateTime(new Date(end - span + Math.floor((i / total) * span)));
    const status = i % 20 === 0 ? 404 : 200;
    const admin = v023 ? "_superusers" : "admin";
    const data = {
      type: "request",
      method: "GET",
      url: `/api/x?page=${i % 50}`,
      status,
      auth: i % 3 ? "" : admin,
    };
    const row = [`b${i.toString(36).padStart(14, "0")}`, status >= 400 ? 8 : 0, "GET", JSON.stringify(data)];
    insert.run(...row, created, ...(v023 ? [] : [created]));
  }
  db.exec("COMMIT");
  db.close();
}

/** A pb_data with an admin and the logs, made with the server's own commands. */
async function prepare(gen: Generation, dataDir: string): Promise<void> {
  const binary = pocketBaseBinary(gen.name);
  if (gen.v023) execFileSync(binary.path, ["superuser", "upsert", EMAIL, PASSWORD, "--dir", dataDir]);
  else {
    // v0.22 makes logs.db when it serves first
    const first = await startPocketBase(gen.name, dataDir);
    await first.stop();
    execFileSync(binary.path, ["admin", "create", EMAIL, PASSWORD, "--dir", dataDir]);
  }
  fillLogs(join(dataDir, gen.v023 ? "auxiliary.db" : "logs.db"), gen.v023);
}

/** CPU time (ms) the process has used: utime + stime in clock ticks of 10 ms. */
function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

async function measure(gen: Generation, server: PocketBaseProcess): Promise<string[]> {
  const authPath = gen.v023
    ? "/api/collections/_superusers/auth-with-password"
    : "/api/admins/auth-with-password";
  const signIn = await fetch(`${server.url}${authPath}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ identity: EMAIL, password: PASSWORD }),
  });
  const { token } = (await signIn.json()) as { token: string };
  const get = async (path: string, query: Record<string, string>) => {
    const res = await fetch(`${server.url}${path}?${new URLSearchParams(query)}`, {
      headers: { Authorization: token },
    });
    if (!res.ok) throw new Error(`${path} ${res.status} ${await res.text()}`);
    return res.json();
  };
  const pid = server.child.pid ?? 0;
  /** Median wall and server CPU of `requests` sent at once. */
  const time = async (requests: () => Array<Promise<unknown>>) => {
    const wall: number[] = [];
    const cpu: number[] = [];
    for (let i = 0; i < rounds; i++) {
      const cpuBefore = cpuMs(pid);
      const start = performance.now();
      await Promise.all(requests());
      wall.push(performance.now() - start);
      cpu.push(cpuMs(pid) - cpuBefore);
    }
    return { wall: summarise(wall).p50, cpu: summarise(cpu).p50 };
  };
  const noAdmins = gen.v023 ? 'data.auth != "_superusers"' : 'data.auth != "admin"';
  const stats = (filter: string) => get("/api/logs/stats", { filter });
  const oldest = Math.floor((Date.now() - span) / HOUR) * HOUR;
  const slices = (count: number) => {
    const per = Math.ceil(span / HOUR / count + 1) * HOUR;
    return Array.from({ length: count }, (_, at) => {
      const bounds = [
        at > 0 ? `created >= "${formatDateTime(new Date(oldest + at * per))}"` : "",
        at < count - 1 ? `created < "${formatDateTime(new Date(oldest + (at + 1) * per))}"` : "",
      ].filter(Boolean);
      return bounds.length ? `(${bounds.join(" && ")}) && (${noAdmins})` : noAdmins;
    });
  };
  const hour = formatDateTime(new Date(oldest + 48 * HOUR));
  const nextHour = formatDateTime(new Date(oldest + 49 * HOUR));
  const cases: Array<[string, () => Array<Promise<unknown>>]> = [
    ["one stats request (superusers left out, all time)", () => [stats(noAdmins)]],
    ["2 time slices at once", () => slices(2).map(stats)],
    ["4 time slices at once", () => slices(4).map(stats)],
    ["stats of one hour by `created`", () => [stats(`created >= "${hour}" && created < "${nextHour}"`)]],
  ];
  if (gen.v023)
    cases.push([
      "stats of one hour by the indexed strftime expression",
      () => [stats(`strftime('%Y-%m-%d %H:00:00', created) = "${hour.slice(0, 13)}:00:00"`)],
    ]);
  const one = (sort: string) => () => [
    get("/api/logs", { sort, perPage: "1", skipTotal: "1", fields: "created" }),
  ];
  cases.push(["oldest log sorted by `created`", one("created")]);
  cases.push([
    `oldest log sorted by row id (\`${gen.v023 ? "@rowid" : "rowid"}\`)`,
    one(gen.v023 ? "@rowid" : "rowid"),
  ]);
  const lines: string[] = [];
  let baseCpu = 0;
  for (const [name, requests] of cases) {
    const { wall, cpu } = await time(requests);
    if (!baseCpu) baseCpu = cpu;
    const share = `${(cpu / baseCpu).toFixed(2)}x`;
    lines.push(`| ${server.version} | ${name} | ${formatMs(wall)} | ${cpu.toFixed(0)} ms | ${share} |`);
    console.log(lines.at(-1));
  }
  return lines;
}

const loadBefore = loadavg()[0];
const rows: string[] = [];
const generations: Generation[] = [
  { name: "newest", v023: true },
  { name: "v0.22", v023: false },
];
for (const gen of generations) {
  const root = mkdtempSync(join(tmpdir(), "pbdeck-stats-slices-"));
  const dataDir = join(root, "pb_data");
  try {
    await prepare(gen, dataDir);
    const server = await startPocketBase(gen.name, dataDir);
    try {
      rows.push(...(await measure(gen, server)));
    } finally {
      await server.stop();
    }
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
}
const body = [
  `${total.toLocaleString("en")} logs over the last 4 days (one in 3 by an admin, one in 20 a 404) written into ` +
    "each server's logs database; each case sent bare with fetch from Node, its requests at once, median of " +
    `${rounds}. Server CPU is the PocketBase process's user + system time over the case (/proc, 10 ms ticks), ` +
    "and its share is against the one stats request. The slices are the filter joined with whole-hour `created` " +
    `bounds, the first open below and the last open above. Load average (1 min) ${loadBefore.toFixed(1)} before, ` +
    `${loadavg()[0].toFixed(1)} after, on ${availableParallelism()} cores shared with other jobs.`,
  "",
  "| server | case | wall p50 | server CPU p50 | CPU / one request |",
  "|---|---|---|---|---|",
  ...rows,
].join("\n");
console.log(body);
writeSection("Logs stats in time slices on PocketBase 0.40.6 and 0.22.27", body);
