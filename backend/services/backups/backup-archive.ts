/**
 * @module Writes a backup zip of pb_data: both databases through SQLite's online backup (a consistent
 * copy while requests keep coming, never the live WAL files), stored (deflating them cost ~6x the time
 * of the snapshot itself, docs/benchmarks.md), then every other regular file deflated at level 1, all
 * through zip-writer.ts in one forward pass so memory stays flat whatever the archive size.
 */
import type { Dirent } from "node:fs";
import { open, readdir, rm } from "node:fs/promises";
import { join, relative, sep } from "node:path";
import { backup, type DatabaseSync } from "node:sqlite";
import { ZipWriter } from "./zip-writer.ts";

/** Top-level entries of pb_data that never go into a backup. */
export const excludedTopLevel: ReadonlySet<string> = new Set(["backups", ".pb_temp_to_delete"]);

// the live database files: their snapshots are written instead
const databaseFiles = ["data.db", "logs.db"];
const liveDatabaseFile = /^(data|logs)\.db(-wal|-shm|-journal)?$/;

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
  let zip: ZipWriter | null = null;
  try {
    await backup(sources.db, snapshots[0], { rate: 1000 });
    await backup(sources.logsDb, snapshots[1], { rate: 1000 });
    zip = await ZipWriter.create(target);
    for (const [index, name] of databaseFiles.entries()) {
      const snapshot = await open(snapshots[index], "r");
      try {
        const { size, mtime } = await snapshot.stat();
        await zip.addStored(name, snapshot, size, mtime);
      } finally {
        await snapshot.close();
      }
      // each snapshot goes once copied: the disk holds at most one database twice
      await rm(snapshots[index], { force: true });
    }
    for (const rel of await otherFiles(sources.dataDir)) {
      await zip.addDeflated(rel.split(sep).join("/"), join(sources.dataDir, rel));
    }
    const md5 = await zip.finish();
    zip = null;
    return md5;
  } finally {
    await zip?.close();
    for (const path of snapshots) await rm(path, { force: true });
  }
}
