/** @module Copies a stored backup into the scratch directory, where it is checked and read. */
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Backend } from "../../context.ts";
import { randomString } from "../../lib/random.ts";
import { isPlainBackupKey } from "./backup-names.ts";
import { backupsStorage, scratchDir } from "./backup-storage.ts";

/** A backup as a local file; `release` removes it when it is a copy. */
export interface FetchedBackup {
  path: string;
  release(): Promise<void>;
}

/**
 * Backup `key` as a local file: the stored file itself on the local disk (callers hold the marker or
 * only read it), else a copy in `<scratch>/<prefix><random>`; null when there is no such backup.
 * @throws Error when the storage fails (the partial copy is removed)
 */
export async function fetchBackup(
  backend: Backend,
  key: string,
  prefix: string,
): Promise<FetchedBackup | null> {
  if (!isPlainBackupKey(key)) return null;
  const storage = backupsStorage(backend);
  if (!(await storage.attributes(key))) return null;
  const local = storage.localPath(key);
  if (local) return { path: local, release: async () => {} };
  const scratch = scratchDir(backend);
  await mkdir(scratch, { recursive: true });
  const path = join(scratch, `${prefix}${randomString(8)}`);
  try {
    await pipeline(await storage.read(key), createWriteStream(path, { flags: "wx" }));
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
  return { path, release: () => rm(path, { force: true }) };
}
