/**
 * @module Reads a backup zip's central directory and refuses unsafe archives before anything is
 * extracted: path traversal, absolute paths, backslashes, symlinks, zip bombs (impossible compression
 * ratios, entries that share compressed bytes, more content than the archive's size can hold, more than
 * the disk can hold) and archives without `data.db`.
 */
import { open, statfs } from "node:fs/promises";
import {
  type CentralEntry,
  localHeaderBytes,
  methodDeflated,
  methodStored,
  ZipFormatError,
} from "./zip-format.ts";
import { readCentralDirectory, readZipEnd } from "./zip-reader.ts";

/** An archive that must not be restored; the message says why. */
export class UnsafeArchiveError extends Error {}

/** One entry of the central directory, as the checks and the extraction see it. */
export interface ArchiveEntry extends CentralEntry {
  directory: boolean;
  /** the offset its compressed bytes must end by: the next entry's header, or the central directory */
  dataLimit: number;
}

/** What a checked archive holds. */
export interface ArchiveSummary {
  entries: ArchiveEntry[];
  totalBytes: number;
}

const maxEntries = 1_000_000;
// deflate cannot expand more than ~1032:1, so a larger declared ratio is a forged header
const maxRatio = 1100;
const ratioAllowance = 64 * 1024;
const symlinkType = 0o120000;
const typeMask = 0o170000;
const encryptedFlag = 0x0001;

const quoted = (name: string) => JSON.stringify(name);

/** The reason a name is unsafe to extract, or null when it is fine. */
export function unsafeNameReason(name: string): string | null {
  if (name === "") return "an entry has an empty name";
  if (name.includes("\0")) return `the entry name ${quoted(name)} contains a NUL byte`;
  if (name.includes("\\")) return `the entry ${quoted(name)} uses backslashes`;
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name))
    return `the entry ${quoted(name)} has an absolute path`;
  if (name.split("/").some((part) => part === ".."))
    return `the entry ${quoted(name)} points outside the data directory`;
  return null;
}

/** The reason one entry cannot be extracted safely, or null. */
function unsafeEntryReason(entry: CentralEntry): string | null {
  const name = entry.name;
  const reason = unsafeNameReason(name);
  if (reason) return reason;
  if ((entry.unixMode & typeMask) === symlinkType) return `the entry ${quoted(name)} is a symbolic link`;
  if (entry.flags & encryptedFlag) return `the entry ${quoted(name)} is encrypted`;
  if (entry.method !== methodStored && entry.method !== methodDeflated)
    return `the entry ${quoted(name)} uses an unsupported compression method (${entry.method})`;
  if (entry.method === methodStored && entry.compressedSize !== entry.uncompressedSize)
    return `the stored entry ${quoted(name)} declares two different sizes`;
  if (entry.uncompressedSize > entry.compressedSize * maxRatio + ratioAllowance)
    return `the entry ${quoted(name)} declares an impossible compression ratio`;
  return null;
}

/**
 * Each entry with the offset its bytes must end by. Entries must not share bytes: a forged central
 * directory can point many entries at one highly compressed stream, each under the ratio limit.
 */
function withDataLimits(entries: CentralEntry[], directoryOffset: number): ArchiveEntry[] {
  const byOffset = entries
    .map((entry, index) => ({ entry, index }))
    .sort((a, b) => a.entry.localHeaderOffset - b.entry.localHeaderOffset);
  const out: ArchiveEntry[] = new Array(entries.length);
  for (const [rank, { entry, index }] of byOffset.entries()) {
    const next = byOffset[rank + 1]?.entry;
    const dataLimit = next ? next.localHeaderOffset : directoryOffset;
    // the local header is at least as long as its fixed part and the name the central record gives
    const smallestEnd = entry.localHeaderOffset + localHeaderBytes + entry.nameBytes + entry.compressedSize;
    if (smallestEnd > dataLimit)
      throw new UnsafeArchiveError(
        next
          ? `the entries ${quoted(entry.name)} and ${quoted(next.name)} overlap`
          : `the entry ${quoted(entry.name)} overlaps the central directory`,
      );
    out[index] = { ...entry, directory: entry.name.endsWith("/"), dataLimit };
  }
  return out;
}

/**
 * The archive's entries after every check that needs no target: names, types, methods, ratios, the
 * total declared size against the archive's size, and overlapping entries.
 * @throws UnsafeArchiveError with the reason
 */
export async function readCheckedArchive(path: string): Promise<ArchiveSummary> {
  let handle: Awaited<ReturnType<typeof open>>;
  try {
    handle = await open(path, "r");
  } catch (err) {
    throw new UnsafeArchiveError(`the file is not a readable zip archive (${(err as Error).message})`);
  }
  try {
    const end = await readZipEnd(handle).catch((err: Error) => {
      throw new UnsafeArchiveError(`the file is not a readable zip archive (${err.message})`);
    });
    if (end.count > maxEntries)
      throw new UnsafeArchiveError(`the archive has more than ${maxEntries} entries`);
    const central = await readCentralDirectory(handle, end);
    const names = new Set<string>();
    let totalBytes = 0;
    for (const entry of central) {
      const reason = unsafeEntryReason(entry);
      if (reason) throw new UnsafeArchiveError(reason);
      if (names.has(entry.name))
        throw new UnsafeArchiveError(`the entry ${quoted(entry.name)} appears twice`);
      names.add(entry.name);
      totalBytes += entry.uncompressedSize;
    }
    // the per-entry ratio bounds each entry; this bounds their sum by what the file can hold
    if (totalBytes > end.archiveBytes * maxRatio + ratioAllowance)
      throw new UnsafeArchiveError(
        `the entries declare ${totalBytes} bytes, more than an archive of ${end.archiveBytes} bytes can hold`,
      );
    return { entries: withDataLimits(central, end.directoryOffset), totalBytes };
  } catch (err) {
    if (err instanceof ZipFormatError)
      throw new UnsafeArchiveError(`the zip archive is damaged (${err.message})`);
    throw err;
  } finally {
    await handle.close();
  }
}

/**
 * Checks the archive at `path` against the rules above and the free space of `targetDir`'s disk.
 * @throws UnsafeArchiveError with the reason
 */
export async function checkArchive(path: string, targetDir: string): Promise<ArchiveSummary> {
  const summary = await readCheckedArchive(path);
  if (!summary.entries.some((entry) => entry.name === "data.db" && !entry.directory))
    throw new UnsafeArchiveError("data.db file is missing or invalid");
  const disk = await statfs(targetDir);
  const free = disk.bavail * disk.bsize;
  if (summary.totalBytes > free)
    throw new UnsafeArchiveError(
      `the archive expands to ${summary.totalBytes} bytes, more than the ${free} bytes free on the disk`,
    );
  return summary;
}
