/**
 * @module Writes a backup zip of pb_data: both databases as consistent copies while requests keep coming
 * (never the live WAL files; see live-database-read.ts, with SQLite's online backup as the fallback), stored (deflating them cost ~6x the time
 * of the snapshot itself, docs/benchmarks.md), then every other regular file deflated at level 1 (small
 * ones read and compressed whole, in time slices: small-files.ts), all through zip-writer.ts in one
 * forward pass so memory stays flat whatever the archive size.
 */
import type { Dirent } from "node:fs";
import { readdirSync } from "node:fs";
import { open, rm, stat } from "node:fs/promises";
import { join, sep } from "node:path";
import { backup, type DatabaseSync } from "node:sqlite";
import { holdLiveDatabase, readInChildProcess } from "./live-database-read.ts";
import { readSmallFile, smallFileBytes, TimeSlice } from "./zip/small-files.ts";
import { ZipWriter } from "./zip/zip-writer.ts";

/** Top-level entries of pb_data that never go into a backup. */
export const excludedTopLevel: ReadonlySet<string> = new Set(["backups", ".pb_temp_to_delete"]);

// the live database files: consistent copies are written instead
// below this, an online backup costs less than starting the child process that reads a held database
const smallDatabaseBytes = 8 * 1024 * 1024;
const liveDatabaseFile = /^(data|logs)\.db(-wal|-shm|-journal)?$/;
// this many uploads make tens of megabytes: worth hashing in a worker even beside a small data.db
const manyFiles = 1000;

/** The databases to snapshot into the archive. */
export interface ArchiveSources {
  dataDir: string;
  db: DatabaseSync;
  logsDb: DatabaseSync;
}

/**
 * The files to archive (paths relative to `dataDir`), one directory read at a time, each in name order:
 * a listing of the whole tree up front held an object per file (+37 MB of RSS for 40,000 uploads)
 * through the whole backup. Read with synchronous calls, by the caller's time slices: uploads sit two
 * to a record folder, and an awaited read per folder left the backup waiting on the thread pool for
 * most of its time (2,054 uploads: about 0.2 s of 0.55 s).
 */
function* otherFiles(dataDir: string): Generator<string> {
  // directories still to read, relative to dataDir ("" is dataDir), the next one last
  const pending: string[] = [""];
  for (let dir = pending.pop(); dir !== undefined; dir = pending.pop()) {
    const entries: Dirent[] = readdirSync(join(dataDir, dir), { withFileTypes: true, encoding: "utf8" });
    entries.sort((a, b) => (a.name < b.name ? 1 : a.name > b.name ? -1 : 0));
    const subdirs: string[] = [];
    const files: string[] = [];
    for (const entry of entries) {
      const rel = dir === "" ? entry.name : join(dir, entry.name);
      if (dir === "" && excludedTopLevel.has(entry.name)) continue;
      if (entry.isDirectory()) subdirs.push(rel);
      else if (entry.isFile() && !(dir === "" && liveDatabaseFile.test(entry.name))) files.push(rel);
      // symlinks, sockets and the live databases are not archived
    }
    pending.push(...subdirs); // in reverse name order: the first is read next
    for (let i = files.length - 1; i >= 0; i--) yield files[i];
  }
}

/** The first `count` files (fewer when there are no more) and an iterator of all of them from the start. */
async function peekFiles(
  files: Generator<string>,
  count: number,
): Promise<{ seen: number; all: Iterable<string> }> {
  const first: string[] = [];
  const slice = new TimeSlice();
  for (let next = files.next(); !next.done; next = files.next()) {
    first.push(next.value);
    if (first.length >= count) break;
    if (slice.used) await slice.yield();
  }
  function* all(): Generator<string> {
    yield* first;
    yield* files;
  }
  return { seen: first.length, all: all() };
}

async function* startingWith<T>(first: IteratorResult<T>, rest: AsyncIterator<T>): AsyncGenerator<T> {
  if (first.done) return;
  yield first.value;
  for (let next = await rest.next(); !next.done; next = await rest.next()) yield next.value;
}

/**
 * Adds the files (paths relative to `dataDir`): a small one read and compressed whole with synchronous
 * calls (a stream per file cost ~4 ms each, most of a backup of many uploads), in slices that give the
 * event loop its turn; a large one streamed.
 */
async function addOtherFiles(zip: ZipWriter, dataDir: string, files: Iterable<string>): Promise<void> {
  const slice = new TimeSlice();
  const scratch = Buffer.allocUnsafeSlow(smallFileBytes);
  for (const rel of files) {
    const name = rel.split(sep).join("/");
    const path = join(dataDir, rel);
    const small = readSmallFile(path, scratch);
    if (small) zip.addSmallFile(name, small.content, small.modified, small.mode);
    else {
      await zip.addDeflated(name, path);
      slice.restart();
    }
    if (slice.used) {
      await zip.drain();
      await slice.yield();
    }
  }
}

/** A database on its way into the archive: `add` writes it, `dispose` cleans up whatever `add` did not. */
interface PendingDatabase {
  add(zip: ZipWriter): Promise<void>;
  dispose(): Promise<void>;
}

/** Writes the held database through `dd`; false when the child cannot start (nothing written then). */
async function addHeld(zip: ZipWriter, name: string, path: string, bytes: number): Promise<boolean> {
  const chunks = readInChildProcess(path, bytes);
  // a child that cannot start (no `dd` on this system) fails here, before anything is written
  const first = await chunks.next().catch(() => null);
  if (!first) return false;
  await zip.addStoredChunks(name, startingWith(first, chunks), bytes, new Date());
  return true;
}

/**
 * Starts one database on its way: a large one is held still to be read in place when added
 * (live-database-read.ts); a small one, or one that cannot be held, gets an online-backup snapshot in
 * `workDir`, started now so that it runs while the databases before it are written.
 */
async function startDatabase(
  name: string,
  live: DatabaseSync,
  dataDir: string,
  workDir: string,
): Promise<PendingDatabase> {
  const path = join(dataDir, name);
  let held = (await stat(path)).size >= smallDatabaseBytes ? holdLiveDatabase(path) : null;
  const release = () => {
    held?.release();
    held = null;
  };
  const snapshot = join(workDir, `${name}.snapshot`);
  let snapshotting: Promise<void> | null = null;
  const startSnapshot = () => {
    if (process.env.PBDECK_DEBUG) console.error(`backup: ${name} goes through an online backup`);
    snapshotting = backup(live, snapshot, { rate: 1000 }).then(() => {});
    snapshotting.catch(() => {}); // awaited by add or dispose
    return snapshotting;
  };
  if (!held) startSnapshot();
  return {
    async add(zip) {
      if (held) {
        try {
          if (await addHeld(zip, name, path, held.bytes)) return;
        } finally {
          release();
        }
      }
      await (snapshotting ?? startSnapshot());
      const handle = await open(snapshot, "r");
      try {
        const { size, mtime } = await handle.stat();
        await zip.addStored(name, handle, size, mtime);
      } finally {
        await handle.close();
        await rm(snapshot, { force: true });
      }
    },
    async dispose() {
      release();
      await snapshotting?.catch(() => {});
      await rm(snapshot, { force: true });
    },
  };
}

/**
 * Writes the archive to `target` (a new file, synced to disk when done), using `workDir` for database
 * snapshots when a database cannot be read in place; `target` is left on failure for the caller.
 * Resolves with the archive's MD5 (standard base64), hashed as it was written.
 * @throws Error when a snapshot, a read or the write fails (disk full...)
 */
export async function writeBackupArchive(
  sources: ArchiveSources,
  target: string,
  workDir: string,
): Promise<string> {
  // a worker thread hashes a large archive beside the copying; for a small one its start would dominate
  const files = await peekFiles(otherFiles(sources.dataDir), manyFiles);
  const large =
    files.seen >= manyFiles || (await stat(join(sources.dataDir, "data.db"))).size >= smallDatabaseBytes;
  const zip = await ZipWriter.create(target, { large });
  const databases: PendingDatabase[] = [];
  try {
    databases.push(await startDatabase("data.db", sources.db, sources.dataDir, workDir));
    databases.push(await startDatabase("logs.db", sources.logsDb, sources.dataDir, workDir));
    for (const database of databases) await database.add(zip);
    await addOtherFiles(zip, sources.dataDir, files.all);
    return await zip.finish();
  } finally {
    for (const database of databases) await database.dispose();
    await zip.close();
  }
}
