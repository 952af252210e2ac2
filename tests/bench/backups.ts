/**
 * Backups: `POST /api/backups` (consistent copy + zip + store) and a full restore (check, extract, prove,
 * swap, reopen) of a pb_data with 20,000, 100,000 and 300,000 records, against a plain `VACUUM INTO` of
 * the same data.db in its own process, alternating round by round (goal: both within 1.5x at 100,000 and
 * 300,000). Peak memory: the server's RSS growth during the operation (sampled from /proc), and the VACUUM
 * process's peak RSS growth, to show whether memory grows with the archive.
 * Then the same 100,000 records with uploads in storage/ (2,054 small files, then a mix of 100,000
 * originals and thumbs, see uploadMix) against the floor of the same work by standard tools: `VACUUM INTO`
 * plus `zip -r -1` of storage/ for the backup, `unzip` of that zip plus a copy of data.db for the restore.
 * Run: node tests/bench/backups.ts (Node 24; needs `npm run build:server` first, and `zip`/`unzip`)
 */
import { spawnSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { copyFileSync, mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { availableParallelism, loadavg } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type PocketBase from "pocketbase";
import { waitForBackupsIdle } from "../../shared/client/backups.ts";
import { createClient } from "../../shared/client/index.ts";
import { createFirstAdminOf } from "../helpers/first-admin.ts";
import { emptyDataDir, startPbdeck } from "../helpers/pbdeck-process.ts";
import { formatMs, timeOnce, writeSection } from "./report.ts";

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

/** The middle value; for an even count the mean of the two middle ones (of 2 rounds, not the larger). */
function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
}

/** Fills `posts` with `records` rows in one INSERT … SELECT, then checkpoints the WAL into data.db. */
function fillPosts(dbPath: string, records: number): void {
  const db = new DatabaseSync(dbPath, { timeout: 10_000 });
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${records})
    INSERT INTO posts (id, created, updated, title, body, score)
    SELECT printf('p%014d', i), '2024-01-01 00:00:00.000Z', '2024-01-01 00:00:00.000Z',
           'post number ' || i, 'lorem ipsum dolor sit amet ' || hex(randomblob(60)), i % 1000 FROM n`);
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.close();
}

/** Creates the admin and the `posts` collection through the API. */
async function preparePosts(server: { url: string; output(): string }) {
  const { pb } = createClient(server.url);
  pb.autoCancellation(false);
  await createFirstAdminOf(server, { email, password });
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
  return pb;
}

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
    const pb = await preparePosts(server);
    const dbPath = join(dir.dir, "data.db");
    fillPosts(dbPath, records);

    const samples = {
      backup: [] as Row["backup"][],
      restore: [] as Row["restore"][],
      vacuum: [] as Row["vacuum"][],
    };
    const vacuumTarget = join(dir.dir, "..", "vacuum.db");
    for (let round = 0; round < rounds; round++) {
      const name = `bench_${round}.zip`;
      samples.vacuum.push(vacuumInto(dbPath, vacuumTarget));
      // the restore before reopened the backend: a kept-alive socket it closed fails the health check, not the timed request
      await freshConnection(pb);
      samples.backup.push(await measured(pid, () => pb.backups.create(name)));
      await freshConnection(pb);
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

/** Uploads written into storage/: `count` files, `bytes` in all. */
interface UploadMix {
  label: string;
  count: number;
  rounds: number;
  /** writes the files under `storage`, resolves with their total size */
  write(storage: string): number;
}

// incompressible bytes (JPEG-like) are slices of one random pool: each file is compressed on its own
const randomPool = randomBytes(32 * 1024 * 1024);
const randomSlice = (seed: number, length: number) => {
  const start = (seed * 2_654_435_761) % (randomPool.length - length);
  return randomPool.subarray(start, start + length);
};
const textLike = (seed: number, length: number) =>
  Buffer.from(
    `%PDF-like line ${seed}: lorem ipsum dolor sit amet, consectetur ${seed % 977} adipiscing elit\n`.repeat(
      Math.ceil(length / 70),
    ),
  ).subarray(0, length);

/** The fixture-sized case of the issue: 2,054 files of 2 KB in record folders (4 MB). */
const smallUploads: UploadMix = {
  label: "2,054 × 2 KB",
  count: 2054,
  rounds: 5,
  write(storage) {
    for (let i = 0; i < this.count; i++) {
      const folder = join(storage, `col${i % 5}`, `rec${Math.floor(i / 2)}`);
      mkdirSync(folder, { recursive: true });
      writeFileSync(join(folder, `file_${i}.txt`), i % 2 ? textLike(i, 2048) : randomSlice(i, 2048));
    }
    return this.count * 2048;
  },
};

/**
 * A real upload mix: per record folder one original (3 in 4 JPEG-like random bytes of 12-40 KB, 1 in 4
 * text/PDF-like of 10-60 KB, one in 5,000 a 2 MiB video that is streamed) and 1-3 thumbs of 1.5-8 KB
 * in `thumbs_<name>/`. 100,000 files make about 1.2 GB.
 */
const uploadMix = (count: number): UploadMix => ({
  label: `${count.toLocaleString("en-US")} uploads + thumbs`,
  count,
  rounds: 3,
  write(storage) {
    let written = 0;
    let bytes = 0;
    const put = (path: string, content: Buffer) => {
      writeFileSync(path, content);
      written++;
      bytes += content.length;
    };
    for (let i = 0; written < count; i++) {
      const folder = join(storage, `col${i % 7}`, `rec${String(i).padStart(12, "0")}`);
      mkdirSync(folder, { recursive: true });
      const name = i % 5000 === 4999 ? `clip_${i}.mp4` : i % 4 === 0 ? `doc_${i}.pdf` : `photo_${i}.jpg`;
      if (name.endsWith(".mp4")) put(join(folder, name), randomSlice(i, 2 * 1024 * 1024));
      else if (name.endsWith(".pdf")) put(join(folder, name), textLike(i, 10_240 + ((i * 7919) % 51_200)));
      else put(join(folder, name), randomSlice(i, 12_288 + ((i * 7919) % 28_672)));
      const thumbs = join(folder, `thumbs_${name}`);
      mkdirSync(thumbs);
      for (const size of ["100x100", "0x300", "600x0"].slice(0, 1 + (i % 3))) {
        if (written >= count) break;
        put(join(thumbs, `${size}_${name}.jpg`), randomSlice(i + size.length, 1536 + ((i * 104_729) % 6656)));
      }
    }
    return bytes;
  },
});

const hasZipTools = ["zip", "unzip"].every((tool) => !spawnSync(tool, ["-v"]).error);

/** Runs `command` (which must succeed), in milliseconds. */
function timedCommand(command: string, args: string[], cwd?: string): number {
  const start = process.hrtime.bigint();
  const run = spawnSync(command, args, { cwd, encoding: "utf8" });
  if (run.status !== 0) throw new Error(`${command} failed: ${run.stderr}`);
  return Number(process.hrtime.bigint() - start) / 1e6;
}

/**
 * A request after the floor's seconds of idle: a kept-alive socket the server is closing just then
 * fails the health check (retried), not the timed request.
 */
async function freshConnection(pb: PocketBase): Promise<void> {
  // pending writes of the step before (the floor's unzip) flushed untimed: the restore's own flush
  // (one syncfs) would otherwise pay for them
  spawnSync("sync");
  await pb.health.check({ requestKey: null }).catch(() => pb.health.check({ requestKey: null }));
}

const countFiles = (dir: string) =>
  readdirSync(dir, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length;

interface FilesRow {
  mix: UploadMix;
  storageMb: number;
  zipMb: number;
  floorZipMb: number;
  floorBackup: number;
  floorRestore: number;
  backup: { ms: number; peakMb: number };
  restore: { ms: number; peakMb: number };
  backupRatio: number;
  restoreRatio: number;
}

/** 100,000 records plus the uploads of `mix`, against VACUUM INTO + zip -r -1 and unzip + a copy of data.db. */
async function measureWithFiles(mix: UploadMix): Promise<FilesRow> {
  const dir = emptyDataDir();
  const server = await startPbdeck(dir.dir);
  const pid = server.child.pid ?? 0;
  const work = join(dir.dir, "..", "floor");
  try {
    const pb = await preparePosts(server);
    const dbPath = join(dir.dir, "data.db");
    fillPosts(dbPath, 100_000);
    const storageBytes = mix.write(join(dir.dir, "storage"));
    mkdirSync(work, { recursive: true });
    const floorZip = join(work, "storage.zip");
    const vacuumTarget = join(work, "vacuum.db");
    const unzipped = join(work, "unzipped");
    const scratch = join(dir.dir, ".pb_temp_to_delete");
    const rows = { floorBackup: [] as number[], floorRestore: [] as number[] };
    const backups: Row["backup"][] = [];
    const restores: Row["restore"][] = [];
    let zipMb = 0;
    for (let round = 0; round < mix.rounds; round++) {
      const name = `files_${round}.zip`;
      rmSync(floorZip, { force: true });
      spawnSync("sync");
      rows.floorBackup.push(
        vacuumInto(dbPath, vacuumTarget).ms +
          timedCommand("zip", ["-q", "-r", "-1", floorZip, "storage"], dir.dir),
      );
      await freshConnection(pb);
      backups.push(await measured(pid, () => pb.backups.create(name)));
      zipMb = statSync(join(dir.dir, "backups", name)).size / 1048576;
      // Neither restore may come right after a large removal: on this machine's ext4, creating files
      // right after tens of thousands were removed took up to 10x longer (the same unzip of 20,000 uploads:
      // 2.5 s, then 19-26 s straight after a removal), which put the restore at a loss when the floor's
      // files were removed just before it. So they are removed after it, with the data it replaced.
      spawnSync("sync");
      rows.floorRestore.push(
        timedCommand("unzip", ["-q", floorZip, "-d", unzipped]) +
          (await timeOnce(() => copyFileSync(vacuumTarget, join(unzipped, "data.db")))),
      );
      await freshConnection(pb);
      restores.push(
        await measured(pid, async () => {
          await pb.backups.restore(name);
          await waitForBackupsIdle(pb, 600_000, 5);
        }),
      );
      rmSync(unzipped, { recursive: true, force: true });
      // the previous data is removed in the background: let it go before the next round's timings
      for (let waited = 0; readdirSync(scratch).some((entry) => entry.startsWith("old_pb_data")); waited++) {
        if (waited > 6000) throw new Error("the previous data was not removed within 10 minutes");
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      await pb.backups.delete(name);
    }
    const restoredFiles = countFiles(join(dir.dir, "storage"));
    if (restoredFiles !== mix.count)
      throw new Error(`restored ${restoredFiles} files, expected ${mix.count}`);
    const pick = (list: Array<{ ms: number; peakMb: number }>) => ({
      ms: median(list.map((sample) => sample.ms)),
      peakMb: Math.max(...list.map((sample) => sample.peakMb)),
    });
    return {
      mix,
      storageMb: storageBytes / 1048576,
      zipMb,
      floorZipMb: statSync(floorZip).size / 1048576,
      floorBackup: median(rows.floorBackup),
      floorRestore: median(rows.floorRestore),
      backup: pick(backups),
      restore: pick(restores),
      backupRatio: median(backups.map((sample, round) => sample.ms / rows.floorBackup[round])),
      restoreRatio: median(restores.map((sample, round) => sample.ms / rows.floorRestore[round])),
    };
  } finally {
    await server.stop();
    dir.cleanup();
    rmSync(work, { recursive: true, force: true });
  }
}

const loadBefore = loadavg()[0];
const rows = [await measureSize(20_000), await measureSize(100_000), await measureSize(300_000)];
const uploadCount = Number(process.env.BENCH_BACKUP_UPLOADS ?? 100_000);
if (!hasZipTools)
  console.log("zip or unzip is missing (apt-get install -y zip unzip): the rows with uploads are skipped");
const filesRows = hasZipTools
  ? [await measureWithFiles(smallUploads), await measureWithFiles(uploadMix(uploadCount))]
  : [];
const seconds = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const filesLines = filesRows.map(
  (row) =>
    `| ${row.mix.label} | ${mbOf(row.storageMb)} | ${mbOf(row.zipMb)} (zip: ${mbOf(row.floorZipMb)}) | ${seconds(row.floorBackup)} | ${seconds(row.backup.ms)} | **${row.backupRatio.toFixed(2)}x** | ${seconds(row.floorRestore)} | ${seconds(row.restore.ms)} | **${row.restoreRatio.toFixed(2)}x** | ${mbOf(row.backup.peakMb)} | ${mbOf(row.restore.peakMb)} |`,
);
const mb = (value: number) => `${value.toFixed(1)} MB`;
function mbOf(value: number): string {
  return value >= 1024 ? `${(value / 1024).toFixed(2)} GB` : `${value.toFixed(1)} MB`;
}
const lines = rows.map(
  (row) =>
    `| ${row.records.toLocaleString("en-US")} | ${mb(row.dbMb)} | ${mb(row.zipMb)} | ${formatMs(row.vacuum.ms)} | ${formatMs(row.backup.ms)} | **${row.backupRatio.toFixed(2)}x** | ${formatMs(row.restore.ms)} | **${row.restoreRatio.toFixed(2)}x** | ${mb(row.vacuum.peakMb)} | ${mb(row.backup.peakMb)} | ${mb(row.restore.peakMb)} |`,
);
const goal = 1.5;
const filesMisses = filesRows.flatMap((row) =>
  [
    { what: `backup with ${row.mix.label}`, ratio: row.backupRatio },
    { what: `restore with ${row.mix.label}`, ratio: row.restoreRatio },
  ].filter((check) => check.ratio > goal),
);
const filesVerdict =
  filesMisses.length === 0
    ? `**The ${goal}x goal is met** for backup and restore with both sets of uploads in this run.`
    : `**The ${goal}x goal is not met in this run** for ${filesMisses.map((miss) => `${miss.what} (${miss.ratio.toFixed(2)}x)`).join(", ")}.`;
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
writer (backend/services/backups/zip/zip-writer.ts) stores it in one pass with zlib's native CRC-32. The
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

### With uploads in storage/

${
  filesRows.length === 0
    ? "Not measured in this run: `zip` or `unzip` is missing."
    : `The 100,000-record data.db plus uploads in \`storage/\`: first the fixture-sized case (2,054 files of
2 KB, half text, half random bytes), then a real mix of ${uploadCount.toLocaleString("en-US")} files: per record folder
one original (3 in 4 JPEG-like random bytes of 12-40 KB, 1 in 4 text/PDF-like of 10-60 KB, one folder in
5,000 a 2 MiB video) and 1-3 thumbs of 1.5-8 KB in \`thumbs_<name>/\`. The floor is the same work done
by standard tools, one after the other, in the same round: for the backup \`VACUUM INTO\` of data.db plus
\`zip -q -r -1\` of \`storage/\`; for the restore \`unzip -q\` of that zip into a new directory plus a
copy of the vacuumed data.db (neither flushes anything to disk, where pbdeck's backup syncs its archive
and its restore flushes every restored file before its journal). ${filesRows[0].mix.rounds} rounds for the small files,
${filesRows[1].mix.rounds} for the mix (each round of the mix takes minutes here); medians of the rounds' own ratios (of two
rounds their mean; before this was written down the bench took the larger of the two). Peak RSS
is the largest growth of the server's RSS over the rounds. Between rounds the bench waits for the
previous data of a restore to be removed (it goes in the background).

| uploads | storage/ | archive | floor backup | backup | backup/floor | floor restore | restore | restore/floor | backup peak RSS | restore peak RSS |
|---|---|---|---|---|---|---|---|---|---|---|
${filesLines.join("\n")}

${filesVerdict} Every timed restore, the floor's and pbdeck's, follows file creation rather than a
removal: on this machine's ext4 the same unzip of 20,000 uploads took 2.5 s into a quiet file system
and 19-26 s straight after tens of thousands of files were removed, so the floor's unzipped files are
removed after pbdeck's restore (an earlier version of this bench removed them just before it, and its
restore ratios for the mix came out at 1.59x and 1.78x).
`
}
How it gets there with many files. The folders are listed and a file of up to 1 MiB is read whole with
synchronous calls (readdir; open, fstat, read, close: tens of microseconds from the page cache; an
awaited listing per record folder left the backup waiting on the thread pool, 0.6 s for the 2,054
small files and 19.8 s for the mix in the previous run), deflated in one \`deflateRawSync\` call
and its headers gathered into 4 MiB writes; before, each file had its own read stream (which allocated
its 4 MiB chunk up front: most of the ~4 ms per file went to allocating and collecting those), its own
deflate stream, and several awaits. The synchronous work runs in 8 ms slices, then yields to the event
loop. Files whose first 16 KiB have a byte entropy of 7.5 bits or more (JPEG, PNG, video, archives) are
stored instead of deflated: deflating random bytes at level 1 runs at about 25 MB/s here and saves
nothing, and \`zip -1\` does deflate them, which is why the mix's backup beats its floor. The restore
reads small entries through one 4 MiB window of the archive (one read for hundreds of entries),
inflates each in one call (bounded by its declared size), checks its CRC-32 and writes it with
synchronous calls, again in 8 ms slices; directories already made are remembered. The restored files are
flushed before the journal as before, but on Linux with one \`syncfs\` of the file system (coreutils'
\`sync -f\`) instead of an fsync per file: 0.05 s instead of 0.7-1.3 s for 2,000 small files; and the
extraction starts such a flush every 64 MiB, so the disk writes while the next files are extracted and
the last flush has only the last bytes left (20,000 uploads: 0.05-0.1 s instead of 0.6-1.3 s). Profiled,
the extraction itself costs what \`unzip\` does (20,000 files: 13.4 s wall, 10.6 s of it in the kernel's
open and mkdir, against unzip's 15.2 s wall and 11.3 s system time, one after the other).

Memory with many files. The zip writer gathers into a few 6 MiB batches of shared memory that are
written, read in place by the hashing thread and reused; the central directory is kept as its encoded
records (about 100 bytes per entry) instead of an object per entry. Before, every batch was copied
for the hashing thread and the copies waited for the collector: the backup's RSS grew with the bytes
archived (1.30 GB for the mix in the previous run; 235-262 MB for 40,000 uploads in-process, 135-140 MB
after, 58 MB once the files are listed one directory at a time as they are archived instead of all
up front). What remains is mostly the collector's young generation and the hashing thread.
`;
writeSection("Backups", body);
console.log(body);
