/**
 * @module Upload directories of creates that never committed: a create stores its files first, then
 * inserts the row, so a kill -9 in between leaves pb_data/storage/<collection>/<record>/ with no record.
 * They are removed at start and every hour once nothing in them changed for a safety margin (an
 * upload still being written is never touched). Local storage only: on S3 such leftovers stay.
 */
import type { Dirent } from "node:fs";
import { readdir, rm, stat } from "node:fs/promises";
import { join } from "node:path";
import type { Backend } from "../../context.ts";
import { recordIdExists } from "./record-store.ts";

/** How long an upload directory must be unchanged before it may be removed (1 hour). */
export const orphanUploadMargin = 60 * 60 * 1000;

async function entriesOf(dir: string): Promise<Dirent[]> {
  try {
    return await readdir(dir, { withFileTypes: true });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
}

/** The latest modification time of `dir` and of everything under it. */
async function lastChange(dir: string): Promise<number> {
  let latest = (await stat(dir)).mtimeMs;
  for (const entry of await readdir(dir, { recursive: true, withFileTypes: true })) {
    // an entry removed meanwhile counts for nothing
    const info = await stat(join(entry.parentPath, entry.name)).catch(() => null);
    if (info && info.mtimeMs > latest) latest = info.mtimeMs;
  }
  return latest;
}

/** Whether the sweep must stop: the backend closed, or a restore swaps the data. */
function mustStop(backend: Backend): boolean {
  return !backend.db.isOpen || backend.backupInProgress;
}

/**
 * Removes the upload directories whose record does not exist and whose content has not changed for
 * `margin` ms before `now`; returns their `<collectionId>/<recordId>` keys. Directories of unknown
 * collections are left alone.
 * @throws Error when the storage directory cannot be read
 */
export async function removeOrphanUploadDirs(
  backend: Backend,
  margin = orphanUploadMargin,
  now = Date.now(),
): Promise<string[]> {
  if (backend.settings.s3.enabled) return [];
  const root = join(backend.dataDir, "storage");
  const removed: string[] = [];
  for (const collectionEntry of await entriesOf(root)) {
    const collection = backend.collections.find(collectionEntry.name);
    if (
      !collectionEntry.isDirectory() ||
      collection?.id !== collectionEntry.name ||
      collection.type === "view"
    )
      continue;
    for (const recordEntry of await entriesOf(join(root, collection.id))) {
      if (mustStop(backend)) return removed;
      if (!recordEntry.isDirectory() || recordIdExists(backend, collection, recordEntry.name)) continue;
      const dir = join(root, collection.id, recordEntry.name);
      if (now - (await lastChange(dir)) < margin) continue;
      // asked again after the awaits: a create may have committed meanwhile
      if (mustStop(backend) || recordIdExists(backend, collection, recordEntry.name)) continue;
      await rm(dir, { recursive: true, force: true });
      removed.push(`${collection.id}/${recordEntry.name}`);
    }
  }
  return removed;
}

/** Sweeps at start, then every `every` ms until the backend closes. */
export function startOrphanUploadSweeps(backend: Backend, every = orphanUploadMargin): void {
  const sweep = () => {
    removeOrphanUploadDirs(backend)
      .then((removed) => {
        if (removed.length > 0)
          console.error(
            `pbdeck: removed ${removed.length} upload directories of creates that never completed`,
          );
      })
      .catch((err) => {
        if (!mustStop(backend))
          console.error(`pbdeck: sweeping orphan uploads failed: ${(err as Error).message}`);
      });
  };
  const timer = setInterval(sweep, every);
  timer.unref();
  backend.onClose.push(() => clearInterval(timer));
  // after the current tick: the backend is fully assembled by then
  setImmediate(() => {
    if (!mustStop(backend)) sweep();
  });
}
