/**
 * @module pbdeck's `GET /api/backups/{key}/inspect`: the collections and record counts of a backup's
 * data.db (extracted to a temp dir and opened read-only, never touching the live data) beside the live ones.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync as Database, type DatabaseSync } from "node:sqlite";
import type { BackupInspection, CollectionCount } from "../../../shared/client/backups.ts";
import type { Backend } from "../../context.ts";
import { badRequest } from "../../errors.ts";
import { unsafeArchiveAnswer } from "./backup-errors.ts";
import { type FetchedBackup, fetchBackup } from "./backup-fetch.ts";
import { ensureScratchDir } from "./backup-storage.ts";
import { extractArchive } from "./restore/backup-extract.ts";
import { checkArchive, UnsafeArchiveError } from "./zip/backup-zip-check.ts";

const quote = (name: string) => `"${name.replaceAll('"', '""')}"`;

/** Every collection of a data.db with its record count, by name. */
export function countCollections(db: DatabaseSync): CollectionCount[] {
  const rows = db.prepare("SELECT name, type FROM _collections ORDER BY name").all() as Array<{
    name: string;
    type: CollectionCount["type"];
  }>;
  return rows.map(({ name, type }) => {
    if (type === "view") return { name, type, records: null };
    try {
      const row = db.prepare(`SELECT count(*) AS n FROM ${quote(name)}`).get() as { n: number };
      return { name, type, records: Number(row.n) };
    } catch {
      return { name, type, records: null };
    }
  });
}

/**
 * The archive's and the live collections with their record counts.
 * @throws ApiError 400 "Missing or invalid backup file." for an unknown key, or with the reason for an unsafe archive.
 */
export async function inspectBackup(backend: Backend, key: string): Promise<BackupInspection> {
  let archive: FetchedBackup | null = null;
  let dir = "";
  try {
    archive = await fetchBackup(backend, key, "pb_inspect_zip");
    if (!archive) throw badRequest("Missing or invalid backup file.");
    await checkArchive(archive.path, backend.dataDir);
    dir = await mkdtemp(join(await ensureScratchDir(backend), "pb_inspect_"));
    const extracted = join(dir, "data");
    await extractArchive(archive.path, extracted, (name) => name === "data.db");
    const db = new Database(join(extracted, "data.db"), { readOnly: true });
    let counts: CollectionCount[];
    try {
      counts = countCollections(db);
    } finally {
      db.close();
    }
    return { key, archive: counts, live: countCollections(backend.db) };
  } catch (err) {
    if (err instanceof UnsafeArchiveError) throw unsafeArchiveAnswer(err);
    if ((err as { status?: number }).status === 400) throw err;
    console.error(`pbdeck: inspecting the backup ${JSON.stringify(key)} failed: ${(err as Error).message}`);
    throw badRequest("Failed to inspect the backup.");
  } finally {
    if (archive) await archive.release();
    if (dir) await rm(dir, { recursive: true, force: true });
  }
}
