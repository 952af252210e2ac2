/** @module The backups API's operations (http-api §3.10): list, create, upload, download, delete, restore. */
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { formatDateTime } from "../../../shared/dates.ts";
import type { Backend } from "../../context.ts";
import { badRequest, fieldError } from "../../errors.ts";
import { randomString } from "../../lib/random.ts";
import type { BlobAttributes, FileStorage } from "../../storage/file-storage.ts";
import { isTempBlobName } from "../../storage/local-storage.ts";
import { detectMime, sniffLimit } from "../../storage/mime.ts";
import { resolveBackupName, runBackup } from "./backup-create.ts";
import { activeBackup, busyMessage } from "./backup-marker.ts";
import { isPlainBackupKey } from "./backup-names.ts";
import { backupsStorage, ensureScratchDir } from "./backup-storage.ts";

export { startRestore } from "./restore/backup-restore.ts";

/** The storage's own words stay in the server's log: clients get PocketBase's sentence alone. */
function logCause(doing: string, err: unknown): void {
  console.error(`pbdeck: ${doing} failed: ${err instanceof Error ? err.message : String(err)}`);
}

/** One stored backup as the API lists it. */
export interface BackupFileInfo {
  key: string;
  size: number;
  modified: string;
}

/**
 * Every backup of the backups storage, by key.
 * @throws ApiError 400 "Failed to retrieve backup items." when the storage fails (the cause goes to the log).
 */
export async function listBackups(backend: Backend): Promise<BackupFileInfo[]> {
  const storage = backupsStorage(backend);
  try {
    const out: BackupFileInfo[] = [];
    for (const key of await storage.list("")) {
      const attrs = await storage.attributes(key);
      if (attrs) out.push({ key, size: attrs.size, modified: formatDateTime(attrs.modTime) });
    }
    return out;
  } catch (err) {
    logCause("listing the backups", err);
    throw badRequest("Failed to retrieve backup items.");
  }
}

/**
 * Creates a backup (synchronously: resolves once it is stored).
 * @throws ApiError 400 for a bad name, while another backup/restore runs, or "Failed to create backup.".
 */
export async function createBackup(backend: Backend, name: string): Promise<void> {
  if (activeBackup(backend) !== null) throw badRequest(busyMessage);
  await runBackup(backend, await resolveBackupName(backend, name));
}

// PocketBase answers every refused upload with its generic 400 message and the reason under `file`
const uploadFailed = "Something went wrong while processing your request.";

/** Copies a stream to `path`, keeping its first bytes for content sniffing. */
async function receive(stream: Readable, path: string): Promise<Buffer> {
  const head: Buffer[] = [];
  let headBytes = 0;
  stream.on("data", (chunk: Buffer) => {
    if (headBytes < sniffLimit) {
      head.push(chunk.subarray(0, sniffLimit - headBytes));
      headBytes += Math.min(chunk.length, sniffLimit - headBytes);
    }
  });
  await pipeline(stream, createWriteStream(path, { flags: "wx" }));
  return Buffer.concat(head);
}

/**
 * Stores an uploaded archive under its client file name; the content must be a zip and the name free.
 * @throws ApiError 400 (the generic message) with a `file` error.
 */
export async function uploadBackup(backend: Backend, stream: Readable, fileName: string): Promise<void> {
  if (!isPlainBackupKey(fileName) || isTempBlobName(fileName)) {
    stream.resume();
    // a temp-file-like name would be stored but never listed: refused instead of hidden
    throw badRequest(uploadFailed, {
      file: fieldError(
        "validation_invalid_name",
        isTempBlobName(fileName)
          ? "Invalid backup file name: names ending in .<hex>.tmp are reserved for files being written."
          : "Invalid backup file name.",
      ),
    });
  }
  const scratch = await ensureScratchDir(backend);
  const temp = join(scratch, `pb_upload_${randomString(8)}`);
  try {
    const head = await receive(stream, temp);
    const mime = detectMime(head);
    if (mime !== "application/zip") {
      throw badRequest(uploadFailed, {
        file: fieldError(
          "validation_invalid_mime_type",
          `"${fileName}" mime type must be one of: application/zip`,
        ),
      });
    }
    const storage = backupsStorage(backend);
    if (await storage.attributes(fileName)) {
      throw badRequest(uploadFailed, {
        file: fieldError(
          "validation_backup_name_exists",
          "Backup file with the specified name already exists.",
        ),
      });
    }
    await storage.putFile(fileName, temp, "application/zip", fileName);
  } catch (err) {
    if ((err as { status?: number }).status === 400) throw err;
    logCause(`storing the uploaded backup ${fileName}`, err);
    throw badRequest(uploadFailed);
  } finally {
    await rm(temp, { force: true });
  }
}

/**
 * The storage and attributes to serve a backup from.
 * @throws ApiError 400 "Failed to retrieve backup item." for an unknown key or a failing storage.
 */
export async function findBackupForDownload(
  backend: Backend,
  key: string,
): Promise<{ storage: FileStorage; attributes: BlobAttributes }> {
  const storage = backupsStorage(backend);
  let attributes: BlobAttributes | null = null;
  if (isPlainBackupKey(key)) {
    try {
      attributes = await storage.attributes(key);
    } catch (err) {
      logCause(`reading the backup ${JSON.stringify(key)}`, err);
    }
  }
  if (!attributes) throw badRequest("Failed to retrieve backup item.");
  return { storage, attributes };
}

/**
 * Deletes a backup.
 * @throws ApiError 400 when it is in use, unknown, or the storage fails.
 */
export async function deleteBackup(backend: Backend, key: string): Promise<void> {
  if (activeBackup(backend) === key)
    throw badRequest("The backup is currently being used and cannot be deleted.");
  const storage = backupsStorage(backend);
  const invalid = badRequest("Invalid or already deleted backup file.");
  if (!isPlainBackupKey(key)) throw invalid;
  let found = false;
  try {
    found = (await storage.attributes(key)) !== null;
    if (found) await storage.delete(key);
  } catch (err) {
    logCause(`deleting the backup ${JSON.stringify(key)}`, err);
    throw invalid;
  }
  if (!found) throw invalid;
}
