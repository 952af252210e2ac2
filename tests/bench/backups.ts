/**
 * Backups: `POST /api/backups` (consistent copy + zip + store) and a full restore (check, extract, prove,
 * swap, reopen) of a pb_data with 20,000, 100,000 and 300,000 records, against a plain `VACUUM INTO` of
 * the same data.db in its own process, alternating round by round (goal: both within 1.5x at 100,000 and
 * 300,000). Peak memory: the server's RSS growth during the operation (sampled from /proc), and the VACUUM
 * process's peak RSS growth, to show whether memory grows with the archive.
 * Run: node tests/bench/backups.ts (Node 24; needs `npm run build:server` first)
 */
import { spawnSync } from "node:child_process";
import { readFileSync, rmSync, statSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { waitForBackupsIdle } from "../../shared/client/backups.ts";
import { createClient } from "../../shared/client/index.ts";
import { emptyDataDir, startPbdeck } from "../helpers/pbdeck-process.ts";
import { formatMs, writeSection } from "./report.ts";

const rounds = 7;
const email = "bench@example.com";
const password = "benchmark-password";

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/** Times `work` while sampling the RSS of `pid`; the peak growth over the RSS before, in MB. */
async function measured(pid: number, work: () => Promise<unknown>): Promise<{ ms: number; peakMb: number }> {
  const before = rssKb(pid);
  let peak = before;
  const timer = setInterval(() => {
    peak = Math.max(peak, rssKb(pid));
  }, 5);
  const start = process.hrtime.bigint();
  await work();
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  clearInterval(timer);
  peak = Math.max(peak, rssKb(pid));
  return { ms, peakMb: (peak - before) / 1024 };
}

// the baseline in its own process: the time of the statement and that process's RSS growth
const vacuumScript = `
const { DatabaseSync } = require("node:sqlite");
const before = process.memoryUsage().rss;
const db = new DatabaseSync(process.argv[1], { readOnly: true });
const start = process.hrtime.bigint();
db.exec("VACUUM INTO '" + process.argv[2].replaceAll("'", "''") + "'");
const ms = Number(process.hrtime.bigint() - start) / 1e6;
db.close();
console.log(JSON.stringify({ ms, peakMb: (process.resourceUsage().maxRSS * 1024 - before) / 1048576 }));
`;

function vacuumInto(dbPath: string, target: string): { ms: number; peakMb: number } {
  rmSync(target, { force: true });
  const run = spawnSync(process.execPath, ["-e", vacuumScript, dbPath, target], { encoding: "utf8" });
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(run.stdout) as { ms: number; peakMb: number };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

interface Row {
  records: number;
  dbMb: number;
  zipMb: number;
  backup: { ms: number; peakMb: number };
  restore: { ms: number; peakMb: number };
  vacuum: { ms: number; peakMb: number };
  /** medians of each round's ratio to the VACUUM INTO run just before it */
  backupRatio: number;
  restoreRatio: number;
}

async function measureSize(records: number): Promise<Row> {
  const dir = emptyDataDir();
  const server = await startPbdeck(dir.dir);
  const pid = server.child.pid ?? 0;
  try {
    const { pb } = createClient(server.url);
    pb.autoCancellation(false);
    await pb.admins.create({ email, password, passwordConfirm: password });
    await pb.admins.authWithPassword(email, password);
    await pb.collections.create({
      name: "posts",
      type: "base",
      schema: [
        { name: "title", type: "text" },
        { name: "body", type: "text" },
        { name: "score", type: "number" },
      ],
    });
    const dbPath = join(dir.dir, "data.db");
    const db = new DatabaseSync(dbPath, { timeout: 10_000 });
    db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${records})
      INSERT INTO posts (id, created, updated, title, body, score)
      SELECT printf('p%014d', i), '2024-01-01 00:00:00.000Z', '2024-01-01 00:00:00.000Z',
             'post number ' || i, 'lorem ipsum dolor sit amet ' || hex(randomblob(60)), i % 1000 FROM n`);
    db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
    db.close();

    const samples = {
      backup: [] as Row["backup"][],
      restore: [] as Row["restore"][],
      vacuum: [] as Row["vacuum"][],
    };
    const vacuumTarget = join(dir.dir, "..", "vacuum.db");
    for (let round = 0; round < rounds; round++) {
      const name = `bench_${round}.zip`;
      samples.vacuum.push(vacuumInto(dbPath, vacuumTarget));
      samples.backup.push(await measured(pid, () => pb.backups.create(name)));
      samples.restore.push(
        await measured(pid, async () => {
          await pb.backups.restore(name);
          await waitForBackupsIdle(pb, 120_000, 5);
        }),
      );
    }
    const count = await pb.collection("posts").getList(1, 1, { fields: "id" });
    if (count.totalItems !== records)
      throw new Error(`restored ${count.totalItems} records, expected ${records}`);
    const zip = (await pb.backups.getFullList())[0];
    const pick = (list: Array<{ ms: number; peakMb: number }>) => ({
      ms: median(list.map((s) => s.ms)),
      peakMb: median(list.map((s) => s.peakMb)),
    });
    return {
      records,
      dbMb: statSync(vacuumTarget).size / 1048576,
      zipMb: zip.size / 1048576,
      backup: pick(samples.backup),
      restore: pick(samples.restore),
      vacuum: pick(samples.vacuum),
      backupRatio: median(samples.backup.map((s, round) => s.ms / samples.vacuum[round].ms)),
      restoreRatio: median(samples.restore.map((s, round) => s.ms / samples.vacuum[round].ms)),
    };
  } finally {
    await server.stop();
    dir.cleanup();
    rmSync(join(dir.dir, "..", "vacuum.db"), { force: true });
  }
}

const loadBefore = loadavg()[0];
const rows = [await measureSize(20_000), await measureSize(100_000), await measureSize(300_000)];
const mb = (value: number) => `${value.toFixed(1)} MB`;
const lines = rows.map(
  (row) =>
    `| ${row.records.toLocaleString("en-US")} | ${mb(row.dbMb)} | ${mb(row.zipMb)} | ${formatMs(row.vacuum.ms)} | ${formatMs(row.backup.ms)} | **${row.backupRatio.toFixed(2)}x** | ${formatMs(row.restore.ms)} | **${row.restoreRatio.toFixed(2)}x** | ${mb(row.vacuum.peakMb)} | ${mb(row.backup.peakMb)} | ${mb(row.restore.peakMb)} |`,
);
const goal = 1.5;
const misses = rows
  .filter((row) => row.records >= 100_000)
  .flatMap((row) => [
    { what: `backup at ${row.records.toLocaleString("en-US")}`, ratio: row.backupRatio },
    { what: `restore at ${row.records.toLocaleString("en-US")}`, ratio: row.restoreRatio },
  ])
  .filter((check) => check.ratio > goal);
const verdict =
  misses.length === 0
    ? `**The ${goal}x goal is met** at 100,000 and 300,000 records in this run.`
    : `**The ${goal}x goal is not met in this run** for ${misses.map((miss) => `${miss.what} (${miss.ratio.toFixed(2)}x)`).join(", ")}.`;
const body = `
A pb_data whose \`posts\` collection holds the given number of records (filled with one INSERT … SELECT over
a recursive CTE), plus the fixture-free system tables. Each of ${rounds} rounds runs, in turn: a plain
\`VACUUM INTO\` of data.db in a separate node process (the baseline: the statement's time, and that
process's peak RSS growth), \`POST /api/backups\` (a consistent copy of data.db and logs.db written into a
zip with the databases stored and other files deflated at level 1, synced, moved into pb_data/backups),
and a restore of that backup (\`POST /api/backups/{key}/restore\` until \`/api/health\` says
\`canBackup\` again: check, extract, prove data.db, swap, reopen). Medians; each ratio is the median of
the rounds' own ratios (the operation against that round's \`VACUUM INTO\`), which the machine's load
drifting from round to round disturbs less than a ratio of two medians. Memory is the server's RSS
growth over its RSS before the operation, sampled every 5 ms (it includes buffers that are garbage but
not yet collected). Machine load average during the run: ${loadBefore.toFixed(1)} → ${loadavg()[0].toFixed(1)} on
${availableParallelism()} cores, so the absolute times are noisy.

| records | data.db | archive | VACUUM INTO | backup | backup/VACUUM | restore | restore/VACUUM | VACUUM peak RSS | backup peak RSS | restore peak RSS |
|---|---|---|---|---|---|---|---|---|---|---|
${lines.join("\n")}

${verdict} The ratios move from run to run with the machine's load (its 2 cores and disk are shared
with other jobs; copying the same 80 MB took from 0.09 to 0.17 s between rounds of one earlier run).

How the backup gets there. data.db is not snapshotted and then copied: a separate connection checkpoints
the WAL to empty and holds a read transaction, which keeps the file itself the snapshot (SQLite copies no
WAL frames back into it while the reader lasts; writes go on in the WAL); \`dd\` reads it in a child
process (opening and closing the live file here would drop the server's own POSIX locks on it) and the zip
writer (backend/services/backups/zip-writer.ts) stores it in one pass with zlib's native CRC-32. The
archive's MD5, which the storage's sidecar keeps as PocketBase's does, costs 0.7-0.9x of \`VACUUM INTO\` by
itself (OpenSSL's MD5 runs at about 600 MB/s here), as much as all the rest; for an archive whose data.db
reaches 8 MiB it is hashed in a worker thread (archive-md5.ts) beside the copying: the written pieces are
handed over without a copy, at most 16 MiB waiting. Starting that thread takes 25-45 ms here, about half
the hashing of the 100,000-record archive, so it is kept for a minute after a backup and then let go (the
first of this bench's rounds pays for it; each size runs in its own server). (Profiled once in-process on the 300,000-record
database, not by this bench: writing the zip took 0.98x of \`VACUUM INTO\` with the worker, 1.36x hashing on
the main thread.) Databases under 8 MiB (logs.db here), or a WAL another process keeps busy, go through SQLite's
online backup, started at once so it runs while data.db is written. The final sync costs about 0.1x.

How the restore gets there. The zip reader reads the central directory once, refuses entries that share
bytes and archives declaring more content than their size can hold, then copies the stored data.db with
positioned 2 MiB reads and checks its CRC-32 (0.2-0.4x). \`PRAGMA quick_check\` proves the extracted
data.db (about 0.3x) while the same bytes are flushed to disk in the thread pool, so the two cost about the
longer of them. The journaled swap (journal written and flushed, renames, directories flushed, both
databases closed and reopened) costs about 0.1x. Removing the previous data (0.1x for this database; seconds
for a pb_data with many uploaded files, which used to hold up every request) now runs in the thread pool
after the restore is done; the journal stays until it ends, so a crash meanwhile is finished on the next
start, and a next restore waits for it. Memory stays flat: reads and writes go through two reused 2 MiB
buffers or the pipe's 64 KiB chunks, so the server's RSS grows by at most those buffers, the 16 MiB
waiting for the hashing thread and that thread itself, whatever the archive size (restore figures start from the RSS the backup before them left, so they read low).
`;
writeSection("Backups", body);
console.log(body);
