/** @module `pbdeck backups upload FILE`: stored under the file's name, with progress on a terminal. */
import { openAsBlob, statSync } from "node:fs";
import { basename } from "node:path";
import { uploadBackup } from "../../../shared/client/backups.ts";
import { CliError, describeErrorCode, errorCode, oneLine } from "../../lib/cli-error.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { outJson, say } from "../../lib/script/output.ts";
import { formatSize, transferProgress } from "../../lib/script/progress.ts";
import { withTarget } from "../../lib/script/with-target.ts";

async function openFile(path: string): Promise<File> {
  try {
    if (!statSync(path).isFile()) throw new CliError(`cannot read ${path}: not a file`);
    const blob = await openAsBlob(path, { type: "application/zip" });
    return new File([blob], basename(path), { type: "application/zip" });
  } catch (err) {
    if (err instanceof CliError) throw err;
    const reason = errorCode(err) === "ENOENT" ? "no such file" : describeErrorCode(errorCode(err));
    throw new CliError(`cannot read ${path}: ${reason ?? oneLine(err)}`);
  }
}

/** Uploads FILE as a backup named after it. */
export async function run([path = ""]: string[], opts: TargetOptions & { json?: boolean }): Promise<void> {
  const file = await openFile(path);
  await withTarget(opts, async (target) => {
    const progress = transferProgress(`Uploading ${file.name}`);
    try {
      await apiCall("uploading the backup", () => uploadBackup(target.client.pb, file, progress.update));
    } finally {
      progress.end();
    }
  });
  if (opts.json) return outJson({ key: file.name, size: file.size });
  say(`Uploaded ${path} as backup ${file.name} (${formatSize(file.size)}).`);
}
