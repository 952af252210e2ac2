/** @module The local side of transfers: a download written to a file, a file read for upload. */
import { createWriteStream, existsSync, openAsBlob, statSync } from "node:fs";
import { basename, resolve } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type PocketBase from "pocketbase";
import { downloadBackup, type ProgressCallback, uploadBackup } from "../../shared/client/backups.ts";

/**
 * Downloads a backup into `path` (refusing to overwrite a file).
 * @throws Error when the file exists or cannot be written; ClientResponseError from the API
 */
export async function downloadBackupToFile(
  pb: PocketBase,
  key: string,
  path: string,
  onProgress: ProgressCallback,
): Promise<string> {
  const target = resolve(path);
  if (existsSync(target)) throw new Error(`${target} already exists`);
  const { stream } = await downloadBackup(pb, key, onProgress);
  // "wx": fail rather than overwrite if the file appeared meanwhile
  await pipeline(
    Readable.fromWeb(stream as import("node:stream/web").ReadableStream<Uint8Array>),
    createWriteStream(target, { flags: "wx" }),
  );
  return target;
}

/**
 * Uploads a local zip file under its own file name.
 * @throws Error when the file cannot be read; ClientResponseError from the API (non-zip, name taken)
 */
export async function uploadBackupFile(
  pb: PocketBase,
  path: string,
  onProgress: ProgressCallback,
): Promise<string> {
  const source = resolve(path);
  if (!existsSync(source) || !statSync(source).isFile()) throw new Error(`${source} is not a file`);
  const blob = await openAsBlob(source, { type: "application/zip" });
  const file = new File([blob], basename(source), { type: "application/zip" });
  await uploadBackup(pb, file, onProgress);
  return basename(source);
}
