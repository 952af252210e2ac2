/** @module Copies a stored backup into the scratch directory, where it is checked and read. */
import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import { join } from "node:path";
import { pipeline } from "node:stream/promises";
import type { Backend } from "../../context.ts";
import { randomString } from "../../lib/random.ts";
import { isPlainBackupKey } from "./backup-names.ts";
import { backupsStorage, scratchDir } from "./backup-storage.ts";

/**
 * The local copy of backup `key` (`<scratch>/<prefix><random>`), or null when there is no such backup.
 * @throws Error when the storage fails (the partial copy is removed)
 */
export async function fetchBackup(backend: Backend, key: string, prefix: string): Promise<string | null> {
  if (!isPlainBackupKey(key)) return null;
  const storage = backupsStorage(backend);
  if (!(await storage.attributes(key))) return null;
  const scratch = scratchDir(backend);
  await mkdir(scratch, { recursive: true });
  const path = join(scratch, `${prefix}${randomString(8)}`);
  try {
    await pipeline(await storage.read(key), createWriteStream(path, { flags: "wx" }));
  } catch (err) {
    await rm(path, { force: true });
    throw err;
  }
  return path;
}
