/** @module Where backups live: pb_data/backups, or the S3 bucket of `settings.backups.s3` when enabled. */
import { mkdir } from "node:fs/promises";
import { join } from "node:path";
import type { Backend } from "../../context.ts";
import type { FileStorage } from "../../storage/file-storage.ts";
import { fileStorageFor, sameS3Config } from "../../storage/storage-for-settings.ts";
import type { S3Settings } from "../settings/settings-defaults.ts";
import { scratchOf } from "./restore/restore-journal.ts";

const cache = new WeakMap<Backend, { config: S3Settings; storage: FileStorage }>();

/** The backups storage for the current settings (one client per configuration). */
export function backupsStorage(backend: Backend): FileStorage {
  const config = backend.settings.backups.s3;
  const cached = cache.get(backend);
  if (cached && sameS3Config(cached.config, config) && cached.config.enabled === config.enabled) {
    return cached.storage;
  }
  const storage = fileStorageFor(join(backend.dataDir, "backups"), config);
  cache.set(backend, { config: structuredClone(config), storage });
  return storage;
}

/** The scratch directory shared with PocketBase, emptied on every start (restore-recovery.ts). */
export function scratchDir(backend: Backend): string {
  return scratchOf(backend.dataDir);
}

/** The scratch directory, created when missing (every start empties it, the CLI's `--dir` starts often). */
export async function ensureScratchDir(backend: Backend): Promise<string> {
  const scratch = scratchDir(backend);
  await mkdir(scratch, { recursive: true });
  return scratch;
}
