/** @module Creating a backup: name checks, the marker, the archive in the scratch dir, then the store. */
import { mkdir, mkdtemp, rm } from "node:fs/promises";
import { join } from "node:path";
import type { Backend } from "../../context.ts";
import { badRequest, fieldError, validationFailed } from "../../errors.ts";
import { randomString } from "../../lib/random.ts";
import { writeBackupArchive } from "./backup-archive.ts";
import { claimMarker, releaseMarker } from "./backup-marker.ts";
import { backupNamePattern, generatedBackupName, manualPrefix } from "./backup-names.ts";
import { backupsStorage, scratchDir } from "./backup-storage.ts";

const nameError = fieldError(
  "validation_backup_name_exists",
  "The backup file name is invalid or already exists.",
);

/**
 * Validates an explicit name (1-100 chars, the pattern, not taken); an empty name is generated.
 * @throws ApiError 400 with a `name` error, or "Failed to create backup." when the storage fails.
 */
export async function resolveBackupName(backend: Backend, name: string): Promise<string> {
  if (name === "") return generatedBackupName(manualPrefix, backend.settings.meta.appName);
  if (name.length > 100)
    throw validationFailed({
      name: fieldError("validation_length_out_of_range", "The length must be between 1 and 100."),
    });
  if (!backupNamePattern.test(name))
    throw validationFailed({ name: fieldError("validation_match_invalid", "Must be in a valid format.") });
  let taken: boolean;
  try {
    taken = (await backupsStorage(backend).attributes(name)) !== null;
  } catch {
    // the backups storage cannot be reached: the backup could not be stored either
    throw badRequest("Failed to create backup.");
  }
  if (taken) throw validationFailed({ name: nameError });
  return name;
}

/**
 * Writes a backup named `name` (already validated) and stores it; nothing is listed unless complete.
 * @throws ApiError 400 while another backup/restore runs, or "Failed to create backup." on any failure.
 */
export async function runBackup(backend: Backend, name: string): Promise<void> {
  claimMarker(backend, name);
  const scratch = scratchDir(backend);
  let workDir = "";
  try {
    await mkdir(scratch, { recursive: true });
    workDir = await mkdtemp(join(scratch, "pb_backup_work_"));
    const archive = join(scratch, `pb_backup_${randomString(4)}`);
    try {
      const md5 = await writeBackupArchive(backend, archive, workDir);
      await backupsStorage(backend).putFile(name, archive, "application/zip", name, md5);
    } finally {
      await rm(archive, { force: true });
    }
  } catch (err) {
    if (process.env.PBDECK_DEBUG) console.error("backup failed:", err);
    throw badRequest("Failed to create backup.");
  } finally {
    if (workDir) await rm(workDir, { recursive: true, force: true });
    releaseMarker(backend);
  }
}
