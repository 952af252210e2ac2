/** @module Extracts a checked backup zip into a new directory, refusing anything that escapes it. */
import { createWriteStream } from "node:fs";
import { mkdir, utimes } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import type yauzl from "yauzl";
import { excludedTopLevel } from "./backup-archive.ts";
import { forEachEntry, openZip, UnsafeArchiveError, unsafeNameReason } from "./backup-zip-check.ts";

function openEntry(zip: yauzl.ZipFile, entry: yauzl.Entry): Promise<NodeJS.ReadableStream> {
  return new Promise((done, fail) => {
    zip.openReadStream(entry, (err, stream) => (err || !stream ? fail(err) : done(stream)));
  });
}

/**
 * Extracts every entry of the zip at `path` into `targetDir` (created, must not exist), except the
 * top-level `backups/` and `.pb_temp_to_delete/` (and those `only` refuses). Sizes are verified against the headers as they stream.
 * @throws UnsafeArchiveError for an unsafe or damaged archive; other errors for disk failures
 */
export async function extractArchive(
  path: string,
  targetDir: string,
  only: (name: string) => boolean = () => true,
): Promise<void> {
  const root = resolve(targetDir);
  await mkdir(root, { recursive: false });
  const zip = await openZip(path);
  try {
    await forEachEntry(zip, async (entry) => {
      const name = entry.fileName;
      const reason = unsafeNameReason(name);
      if (reason) throw new UnsafeArchiveError(reason);
      if (excludedTopLevel.has(name.split("/")[0]) || !only(name)) return;
      const dest = resolve(root, ...name.split("/"));
      if (dest !== root && !dest.startsWith(root + sep))
        throw new UnsafeArchiveError(`the entry ${JSON.stringify(name)} points outside the data directory`);
      if (name.endsWith("/")) {
        await mkdir(dest, { recursive: true });
        return;
      }
      await mkdir(dirname(dest), { recursive: true });
      const stream = await openEntry(zip, entry);
      try {
        await pipeline(stream, createWriteStream(dest, { flags: "wx", mode: 0o644 }));
      } catch (err) {
        const message = (err as Error).message ?? String(err);
        throw /too many bytes|too few bytes|invalid|crc/i.test(message)
          ? new UnsafeArchiveError(`the zip archive is damaged (${message})`)
          : err;
      }
      const modified = entry.getLastModDate();
      await utimes(dest, modified, modified);
    });
  } finally {
    zip.close();
  }
}
