/**
 * @module Writes a backup zip of pb_data: both databases through SQLite's online backup (a consistent
 * copy while requests keep coming, never the live WAL files), then every other regular file, streamed
 * through yazl so memory stays flat whatever the archive size.
 */
import { createHash } from "node:crypto";
import { createReadStream, createWriteStream, type Dirent } from "node:fs";
import { open, readdir, rm, stat } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { backup, type DatabaseSync } from "node:sqlite";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import yazl from "yazl";

/** Top-level entries of pb_data that never go into a backup. */
export const excludedTopLevel: ReadonlySet<string> = new Set(["backups", ".pb_temp_to_delete"]);

// the live database files: their snapshots are written instead
const databaseFiles = ["data.db", "logs.db"];
const liveDatabaseFile = /^(data|logs)\.db(-wal|-shm|-journal)?$/;

// deflate level 1 for everything but the databases, which are stored: deflating them cost ~6x the
// time of the snapshot itself (docs/benchmarks.md)
const fileOptions = { compress: true, compressionLevel: 1 };
const databaseOptions = { compress: false };
const chunkBytes = 256 * 1024;

/** The databases to snapshot into the archive. */
export interface ArchiveSources {
  dataDir: string;
  db: DatabaseSync;
  logsDb: DatabaseSync;
}

async function otherFiles(dataDir: string): Promise<string[]> {
  const entries: Dirent[] = await readdir(dataDir, {
    recursive: true,
    withFileTypes: true,
    encoding: "utf8",
  });
  const out: string[] = [];
  for (const entry of entries) {
    if (!entry.isFile()) continue; // symlinks, sockets and directories are not archived
    const rel = relative(dataDir, join(entry.parentPath, entry.name));
    const top = rel.split(sep)[0];
    if (excludedTopLevel.has(top)) continue;
    if (!rel.includes(sep) && liveDatabaseFile.test(rel)) continue;
    out.push(rel);
  }
  return out.sort();
}

/**
 * Writes the archive to `target` (a new file, synced to disk when done), using `workDir` for the
 * database snapshots; the snapshots are deleted afterwards, `target` is left on failure for the caller.
 * Resolves with the archive's MD5 (standard base64), hashed as it was written.
 * @throws Error when a snapshot, a read or the write fails (disk full...)
 */
export async function writeBackupArchive(
  sources: ArchiveSources,
  target: string,
  workDir: string,
): Promise<string> {
  const snapshots = databaseFiles.map((name) => join(workDir, `${name}.snapshot`));
  try {
    await backup(sources.db, snapshots[0], { rate: 1000 });
    await backup(sources.logsDb, snapshots[1], { rate: 1000 });
    const zip = new yazl.ZipFile();
    for (const [index, name] of databaseFiles.entries()) {
      const path = snapshots[index];
      const { size, mtime } = await stat(path);
      // 256 KiB reads: per-chunk work dominated with 64 KiB; larger chunks only grow the RSS (GC lag)
      zip.addReadStreamLazy(name, { ...databaseOptions, size, mtime, mode: 0o100644 }, (done) =>
        done(null, createReadStream(path, { highWaterMark: chunkBytes })),
      );
    }
    for (const rel of await otherFiles(sources.dataDir)) {
      zip.addFile(join(sources.dataDir, rel), rel.split(sep).join("/"), fileOptions);
    }
    zip.end();
    const hash = createHash("md5");
    const hashing = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        done(null, chunk);
      },
    });
    await pipeline(
      zip.outputStream,
      hashing,
      createWriteStream(target, { flags: "wx", highWaterMark: chunkBytes }),
    );
    const handle = await open(target, "r+");
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
    return hash.digest("base64");
  } finally {
    for (const path of snapshots) await rm(path, { force: true });
  }
}
