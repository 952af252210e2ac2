/**
 * @module Restoring a backup in place (data-model §7.3): check the archive, answer, then extract it,
 * prove its data.db opens, and swap pb_data's content while both databases are closed. The swap is
 * synchronous, so no request runs between closing and reopening; if the new data does not open,
 * the old content is moved back and reopened.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmSync } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Backend } from "../../context.ts";
import { badRequest } from "../../errors.ts";
import { randomString } from "../../lib/random.ts";
import { excludedTopLevel } from "./backup-archive.ts";
import { extractArchive } from "./backup-extract.ts";
import { type FetchedBackup, fetchBackup } from "./backup-fetch.ts";
import { activeBackup, busyMessage, claimMarker, releaseMarker } from "./backup-marker.ts";
import { scratchDir } from "./backup-storage.ts";
import { checkArchive, UnsafeArchiveError } from "./backup-zip-check.ts";

const missing = "Missing or invalid backup file.";

/** Moves every top-level entry of `from` (but the excluded ones) into `to`. */
function moveEntries(from: string, to: string): void {
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) {
    if (excludedTopLevel.has(name)) continue;
    renameSync(join(from, name), join(to, name));
  }
}

/**
 * A restore cut off (kill -9) after the old data was moved aside but before the new data was in
 * leaves pb_data without data.db: the old data is moved back before the scratch directory is cleared.
 */
export function recoverInterruptedRestore(dataDir: string): void {
  const scratch = join(dataDir, ".pb_temp_to_delete");
  if (existsSync(join(dataDir, "data.db")) || !existsSync(scratch)) return;
  const old = readdirSync(scratch)
    .filter((name) => name.startsWith("old_pb_data_"))
    .map((name) => join(scratch, name))
    .find((dir) => existsSync(join(dir, "data.db")));
  if (old) moveEntries(old, dataDir);
}

/** Opens the extracted data.db read-only and reads its collections, so a broken one is refused early. */
function proveDataOpens(dir: string): void {
  const db = new DatabaseSync(join(dir, "data.db"), { readOnly: true });
  try {
    const check = db.prepare("PRAGMA quick_check(1)").get() as Record<string, unknown>;
    if (Object.values(check)[0] !== "ok") throw new Error("data.db file is missing or invalid");
    db.prepare("SELECT count(*) FROM _collections").get();
  } finally {
    db.close();
  }
}

/** Swaps pb_data's content for `extracted`; on a failed reopen, puts the old content back. */
function swapIn(backend: Backend, extracted: string): void {
  const scratch = scratchDir(backend);
  const old = join(scratch, `old_pb_data_${randomString(4)}`);
  backend.realtime.closeAll();
  try {
    backend.reopen(() => {
      moveEntries(backend.dataDir, old);
      moveEntries(extracted, backend.dataDir);
    });
  } catch (err) {
    const failed = join(scratch, `failed_pb_data_${randomString(4)}`);
    backend.reopen(() => {
      moveEntries(backend.dataDir, failed);
      moveEntries(old, backend.dataDir);
    });
    rmSync(failed, { recursive: true, force: true });
    throw err;
  }
  rmSync(old, { recursive: true, force: true });
}

async function performRestore(backend: Backend, archive: FetchedBackup): Promise<void> {
  const extracted = join(scratchDir(backend), `pb_restore_${randomString(4)}`);
  try {
    await extractArchive(archive.path, extracted);
    proveDataOpens(extracted);
    swapIn(backend, extracted);
  } finally {
    await rm(extracted, { recursive: true, force: true });
    await archive.release();
  }
}

/**
 * Checks backup `key` and starts restoring it in the background; the marker is held until it ends.
 * @throws ApiError 400 while another backup/restore runs, for an unknown key, or an unsafe archive.
 */
export async function startRestore(backend: Backend, key: string): Promise<void> {
  if (activeBackup(backend) !== null) throw badRequest(busyMessage);
  claimMarker(backend, key);
  let archive: FetchedBackup | null = null;
  try {
    archive = await fetchBackup(backend, key, "pb_restore_zip");
    if (!archive) throw badRequest(missing);
    await checkArchive(archive.path, backend.dataDir);
  } catch (err) {
    if (archive) await archive.release();
    releaseMarker(backend);
    if (err instanceof UnsafeArchiveError) throw badRequest(`Invalid backup archive: ${err.message}.`);
    if ((err as { status?: number }).status === 400) throw err;
    throw badRequest(`${missing} Raw error: \n${(err as Error).message}`);
  }
  const checked = archive;
  // after the response: the client is told at once, as PocketBase does
  setImmediate(() => {
    performRestore(backend, checked)
      .catch((err) =>
        console.error(`pbdeck: restoring ${key} failed, the data is unchanged: ${(err as Error).message}`),
      )
      .finally(() => releaseMarker(backend));
  });
}
