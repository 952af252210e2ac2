/**
 * @module Restoring a backup in place (data-model §7.3): check the archive, answer, then extract it,
 * prove its data.db opens, and swap pb_data's content while both databases are closed. The swap is
 * synchronous, so no request runs between closing and reopening; if the new data does not open,
 * the old content is moved back and reopened. A crash at any step is finished or undone on the next
 * start from the swap's journal (restore-recovery.ts).
 */
import { rm } from "node:fs/promises";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import type { Backend } from "../../../context.ts";
import { badRequest } from "../../../errors.ts";
import { fsyncTree, startFlush } from "../../../lib/durable-fs.ts";
import { randomString } from "../../../lib/random.ts";
import { unsafeArchiveAnswer } from "../backup-errors.ts";
import { type FetchedBackup, fetchBackup } from "../backup-fetch.ts";
import { activeBackup, busyMessage, claimMarker, releaseMarker } from "../backup-marker.ts";
import { ensureScratchDir } from "../backup-storage.ts";
import { checkArchive, UnsafeArchiveError } from "../zip/backup-zip-check.ts";
import { extractArchive } from "./backup-extract.ts";
import type { RestoreJournal } from "./restore-journal.ts";
import {
  commitSteps,
  planSwap,
  rollbackSteps,
  runSteps,
  runStepsInBackground,
  type SwapStep,
  swapInSteps,
} from "./restore-swap.ts";

const missing = "Missing or invalid backup file.";

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

/**
 * Proves data.db while its bytes, the bulk of the backup, go to the disk in the thread pool: quick_check
 * reads them from the page cache meanwhile, so the two cost about the longer of them.
 */
async function proveWhileFlushing(dir: string): Promise<void> {
  let flushed: Promise<void> | null = null;
  try {
    flushed = startFlush(join(dir, "data.db"));
  } catch {
    // no data.db to flush: the proof says so
  }
  try {
    proveDataOpens(dir);
  } finally {
    await flushed;
  }
}

/**
 * Swaps pb_data's content for `extracted` under a journal (restore-swap.ts); when the new data does
 * not open, the previous content is put back and reopened. Either way the scratch dir is left empty.
 */
function swapIn(backend: Backend, extracted: string): void {
  const { dataDir } = backend;
  // planned once the databases are closed: open ones have -wal/-shm files that closing removes
  let journal: RestoreJournal | undefined;
  backend.realtime.closeAll();
  try {
    backend.reopen(() => {
      journal = planSwap(dataDir, extracted);
      runSteps(swapInSteps(dataDir, journal));
    });
  } catch (err) {
    const planned = journal;
    backend.reopen(() => {
      if (planned) runSteps(rollbackSteps(dataDir, planned));
    });
    throw err;
  }
  if (!journal) return;
  const planned: RestoreJournal = journal;
  const [commit, ...cleanup] = commitSteps(dataDir, planned);
  try {
    commit.run();
  } catch (err) {
    // not recorded as done, so a start would undo it: undo it now, before any request writes to it
    backend.reopen(() => runSteps(rollbackSteps(dataDir, planned)));
    throw err;
  }
  removeInBackground(backend, cleanup);
}

// the previous data's removal after a committed restore, per backend (done once it resolves)
const removals = new WeakMap<Backend, Promise<void>>();

/**
 * Removes the previous data after the restore is done and answered for: a large pb_data (many uploaded
 * files) takes a while to delete, and PocketBase too leaves it for later. The journal stays until the
 * end, so a start after a crash finishes the removal; the next swap and closing the backend wait for it.
 */
function removeInBackground(backend: Backend, cleanup: SwapStep[]): void {
  const removal = runStepsInBackground(cleanup).catch((err) => {
    // the restore is done; the journal makes the next start finish the cleanup
    console.error(
      `pbdeck: the restore is done, removing the previous data failed: ${(err as Error).message}`,
    );
  });
  if (!removals.has(backend)) backend.onClose.push(() => removals.get(backend));
  removals.set(backend, removal);
}

async function performRestore(backend: Backend, archive: FetchedBackup): Promise<void> {
  const extracted = join(await ensureScratchDir(backend), `pb_restore_${randomString(4)}`);
  const t0 = performance.now();
  const lap = (step: string) => {
    if (process.env.PBDECK_DEBUG)
      console.error(`restore: ${step} at ${Math.round(performance.now() - t0)} ms`);
  };
  try {
    await extractArchive(archive.path, extracted);
    lap("extracted");
    await proveWhileFlushing(extracted);
    lap("proved");
    // the backup's bytes are on the disk before the journal lets a start roll forward to them
    await fsyncTree(extracted);
    lap("flushed");
    await removals.get(backend); // the previous restore's journal goes first
    lap("previous removal awaited");
    // the threads' connections close before the server's, whose close then checkpoints and removes the -wal
    await backend.readers.close();
    await backend.requestLogs.close();
    swapIn(backend, extracted);
    lap("swapped");
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
    if (err instanceof UnsafeArchiveError) throw unsafeArchiveAnswer(err);
    if ((err as { status?: number }).status === 400) throw err;
    console.error(`pbdeck: reading the backup ${JSON.stringify(key)} failed: ${(err as Error).message}`);
    throw badRequest(missing);
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
