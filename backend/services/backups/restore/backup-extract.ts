/**
 * @module Extracts a checked backup zip into a new directory, refusing anything that escapes it. A
 * stored entry (the databases pbdeck writes) is one positioned copy of its bytes; a deflated one (other
 * files, and every file of PocketBase's own archives) is inflated as it streams. A small entry (the
 * uploads and thumbs, by the thousand) is read through one window of the archive, inflated in one call
 * and written with synchronous calls, in time slices (small-files.ts). Every entry's size and CRC-32
 * are verified as it is written: no entry writes more than its declared size.
 */
import { closeSync, futimesSync, mkdirSync, openSync, writeSync } from "node:fs";
import { type FileHandle, mkdir, open, utimes } from "node:fs/promises";
import { dirname, resolve, sep } from "node:path";
import { pipeline } from "node:stream/promises";
import { crc32, createInflateRaw, inflateRawSync } from "node:zlib";
import { syncFileSystem } from "../../../lib/durable-fs.ts";
import { excludedTopLevel } from "../backup-archive.ts";
import { ArchiveWindow } from "../zip/archive-window.ts";
import {
  type ArchiveEntry,
  readCheckedArchive,
  UnsafeArchiveError,
  unsafeNameReason,
} from "../zip/backup-zip-check.ts";
import { copyFileRange, fileSink } from "../zip/file-range-copy.ts";
import { smallFileBytes, TimeSlice } from "../zip/small-files.ts";
import { localHeaderBytes, methodStored, ZipFormatError } from "../zip/zip-format.ts";
import { dataOffsetFromHeader, localDataOffset } from "../zip/zip-reader.ts";

const compressedChunkBytes = 1024 * 1024;
// after this many bytes extracted, the disk starts writing them while the next ones are extracted
const writebackBytes = 64 * 1024 * 1024;
const damaged = (reason: string) => new UnsafeArchiveError(`the zip archive is damaged (${reason})`);

/** The entry's compressed bytes, read by position (a stream on the shared handle would add a listener per entry). */
async function* compressedChunks(archive: FileHandle, start: number, length: number): AsyncGenerator<Buffer> {
  for (let done = 0; done < length; ) {
    const buffer = Buffer.allocUnsafe(Math.min(compressedChunkBytes, length - done));
    const { bytesRead } = await archive.read(buffer, 0, buffer.length, start + done);
    if (bytesRead === 0) throw damaged("the file ends inside an entry");
    done += bytesRead;
    yield buffer.subarray(0, bytesRead);
  }
}

/** Writes the entry's content to `out`, checking its size as it goes; resolves with its CRC-32. */
async function writeEntry(archive: FileHandle, entry: ArchiveEntry, out: FileHandle): Promise<number> {
  let dataOffset: number;
  try {
    dataOffset = await localDataOffset(archive, entry);
  } catch (err) {
    if (err instanceof ZipFormatError) throw damaged(err.message);
    throw err;
  }
  if (dataOffset + entry.compressedSize > entry.dataLimit)
    throw new UnsafeArchiveError(`the entry ${JSON.stringify(entry.name)} overlaps the next one`);
  let crc = 0;
  const sink = fileSink(out);
  if (entry.method === methodStored) {
    await copyFileRange(archive, dataOffset, entry.compressedSize, sink, (chunk) => {
      crc = crc32(chunk, crc);
    });
    return crc;
  }
  if (entry.compressedSize === 0) {
    if (entry.uncompressedSize !== 0) throw damaged(`${JSON.stringify(entry.name)} has no data`);
    return 0;
  }
  let written = 0;
  try {
    await pipeline(
      compressedChunks(archive, dataOffset, entry.compressedSize),
      createInflateRaw(),
      async (content: AsyncIterable<Buffer>) => {
        for await (const chunk of content) {
          written += chunk.length;
          if (written > entry.uncompressedSize)
            throw damaged(
              `${JSON.stringify(entry.name)} holds more than its declared ${entry.uncompressedSize} bytes`,
            );
          crc = crc32(chunk, crc);
          await sink.write(chunk);
        }
      },
    );
  } catch (err) {
    // zlib's errors (invalid block, unexpected end) say the bytes are not what the headers say
    if (!/^Z_/.test((err as { code?: string }).code ?? "")) throw err;
    throw damaged(`${JSON.stringify(entry.name)}: ${(err as Error).message}`);
  }
  if (written !== entry.uncompressedSize)
    throw damaged(
      `${JSON.stringify(entry.name)} holds ${written} bytes, not its declared ${entry.uncompressedSize}`,
    );
  return crc;
}

const isSmall = (entry: ArchiveEntry) =>
  entry.uncompressedSize <= smallFileBytes && entry.compressedSize <= smallFileBytes;

/** The small entry's content, from its bytes in the archive, with its size and CRC-32 checked. */
function smallContent(entry: ArchiveEntry, data: Buffer): Buffer {
  const name = JSON.stringify(entry.name);
  let content = data;
  if (entry.method !== methodStored) {
    if (data.length === 0) {
      if (entry.uncompressedSize !== 0) throw damaged(`${name} has no data`);
    } else {
      try {
        content = inflateRawSync(data, { maxOutputLength: Math.max(1, entry.uncompressedSize) });
      } catch (err) {
        const code = (err as { code?: string }).code ?? "";
        if (code === "ERR_BUFFER_TOO_LARGE")
          throw damaged(`${name} holds more than its declared ${entry.uncompressedSize} bytes`);
        // zlib's errors (invalid block, unexpected end) say the bytes are not what the headers say
        if (!/^Z_/.test(code)) throw err;
        throw damaged(`${name}: ${(err as Error).message}`);
      }
    }
  }
  if (content.length > entry.uncompressedSize)
    throw damaged(`${name} holds more than its declared ${entry.uncompressedSize} bytes`);
  if (content.length !== entry.uncompressedSize)
    throw damaged(`${name} holds ${content.length} bytes, not its declared ${entry.uncompressedSize}`);
  if (crc32(content) !== entry.crc32) throw damaged(`${name} fails its CRC-32 check`);
  return content;
}

/** Writes a small entry to `dest` (a new file) with synchronous calls, its bytes read through `window`. */
function writeSmallEntry(window: ArchiveWindow, entry: ArchiveEntry, dest: string): void {
  let dataOffset: number;
  try {
    dataOffset = dataOffsetFromHeader(window.bytesAt(entry.localHeaderOffset, localHeaderBytes), entry);
  } catch (err) {
    if (err instanceof ZipFormatError) throw damaged(err.message);
    throw err;
  }
  if (dataOffset + entry.compressedSize > entry.dataLimit)
    throw new UnsafeArchiveError(`the entry ${JSON.stringify(entry.name)} overlaps the next one`);
  const fd = openSync(dest, "wx", 0o644);
  try {
    let data: Buffer;
    try {
      data = window.bytesAt(dataOffset, entry.compressedSize);
    } catch (err) {
      if (err instanceof ZipFormatError) throw damaged("the file ends inside an entry");
      throw err;
    }
    const content = smallContent(entry, data);
    for (let written = 0; written < content.length; ) {
      written += writeSync(fd, content, written, content.length - written);
    }
    futimesSync(fd, entry.modified, entry.modified);
  } finally {
    closeSync(fd);
  }
}

/**
 * Extracts every entry of the zip at `path` into `targetDir` (created, must not exist), except the
 * top-level `backups/` and `.pb_temp_to_delete/` (and those `only` refuses). The archive is checked first
 * (readCheckedArchive); sizes and CRC-32s are verified as the entries are written.
 * @throws UnsafeArchiveError for an unsafe or damaged archive; other errors for disk failures
 */
export async function extractArchive(
  path: string,
  targetDir: string,
  only: (name: string) => boolean = () => true,
): Promise<void> {
  const root = resolve(targetDir);
  await mkdir(root, { recursive: false });
  const { entries } = await readCheckedArchive(path);
  const archive = await open(path, "r");
  const window = new ArchiveWindow(archive.fd);
  const slice = new TimeSlice();
  // the directories made so far: thousands of files share a few hundred record folders
  const made = new Set<string>();
  // The restore flushes everything before its journal; left to then, the disk idles while the files
  // are extracted and the flush waits for all of them (the kernel starts on its own only past 10% of
  // the memory or after 30 s). So a flush of the file system (one syncfs, in another process) is
  // started every 64 MiB: the final one is left with the last bytes only.
  let written = 0;
  let writeback: Promise<unknown> | null = null;
  const extracted = (bytes: number) => {
    written += bytes;
    if (written < writebackBytes || writeback) return;
    written = 0;
    writeback = syncFileSystem(root).finally(() => {
      writeback = null;
    });
  };
  const makeDir = (dir: string) => {
    if (made.has(dir)) return;
    mkdirSync(dir, { recursive: true });
    made.add(dir);
  };
  try {
    for (const entry of entries) {
      if (slice.used) await slice.yield();
      const name = entry.name;
      const reason = unsafeNameReason(name);
      if (reason) throw new UnsafeArchiveError(reason);
      if (excludedTopLevel.has(name.split("/")[0]) || !only(name)) continue;
      const dest = resolve(root, ...name.split("/"));
      if (dest !== root && !dest.startsWith(root + sep))
        throw new UnsafeArchiveError(`the entry ${JSON.stringify(name)} points outside the data directory`);
      if (entry.directory) {
        makeDir(dest);
        continue;
      }
      makeDir(dirname(dest));
      extracted(entry.uncompressedSize);
      if (isSmall(entry)) {
        writeSmallEntry(window, entry, dest);
        continue;
      }
      const out = await open(dest, "wx", 0o644);
      let crc: number;
      try {
        crc = await writeEntry(archive, entry, out);
      } finally {
        await out.close();
      }
      if (crc !== entry.crc32) throw damaged(`${JSON.stringify(name)} fails its CRC-32 check`);
      await utimes(dest, entry.modified, entry.modified);
      slice.restart();
    }
  } finally {
    await archive.close();
    await writeback;
  }
}
