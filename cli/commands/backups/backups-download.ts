/** @module `pbdeck backups download NAME [--out FILE]`: streamed to disk, with progress on a terminal. */
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import { basename } from "node:path";
import { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { ReadableStream as WebReadableStream } from "node:stream/web";
import { downloadBackup } from "../../../shared/client/backups.ts";
import { CliError, describeErrorCode, errorCode, oneLine } from "../../lib/cli-error.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { outJson, say } from "../../lib/script/output.ts";
import { formatSize, transferProgress } from "../../lib/script/progress.ts";
import { withTarget } from "../../lib/script/with-target.ts";

/** Downloads the backup to --out (default: its name in the current directory). */
export async function run(
  [name = ""]: string[],
  opts: TargetOptions & { out?: string; json?: boolean },
): Promise<void> {
  const file = opts.out ?? basename(name);
  let written = 0;
  await withTarget(opts, async (target) => {
    const progress = transferProgress(`Downloading ${name}`);
    const download = await apiCall("downloading the backup", () =>
      downloadBackup(target.client.pb, name, (done, total) => {
        written = done;
        progress.update?.(done, total);
      }),
    );
    try {
      await pipeline(
        Readable.fromWeb(download.stream as WebReadableStream<Uint8Array>),
        createWriteStream(file),
      );
    } catch (err) {
      await rm(file, { force: true });
      throw new CliError(`cannot write ${file}: ${describeErrorCode(errorCode(err)) ?? oneLine(err)}`);
    } finally {
      progress.end();
    }
    written = download.size ?? written;
  });
  if (opts.json) return outJson({ key: name, file, size: written });
  say(`Downloaded ${name} to ${file} (${formatSize(written)}).`);
}
