/**
 * @module Reads a backup zip's central directory and refuses unsafe archives before anything is
 * extracted: path traversal, absolute paths, symlinks, zip bombs (impossible compression ratios, more
 * than the disk can hold) and archives without `data.db`.
 */
import { statfs } from "node:fs/promises";
import yauzl from "yauzl";

/** An archive that must not be restored; the message says why. */
export class UnsafeArchiveError extends Error {}

/** One entry of the central directory, as the checks see it. */
export interface ArchiveEntry {
  name: string;
  compressedSize: number;
  uncompressedSize: number;
  directory: boolean;
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

/** The reason a name is unsafe to extract, or null when it is fine. */
export function unsafeNameReason(name: string): string | null {
  if (name === "") return "an entry has an empty name";
  if (name.includes("\0")) return `the entry name ${JSON.stringify(name)} contains a NUL byte`;
  if (name.includes("\\")) return `the entry ${JSON.stringify(name)} uses backslashes`;
  if (name.startsWith("/") || /^[A-Za-z]:/.test(name))
    return `the entry ${JSON.stringify(name)} has an absolute path`;
  if (name.split("/").some((part) => part === ".."))
    return `the entry ${JSON.stringify(name)} points outside the data directory`;
  return null;
}

function entryOf(entry: yauzl.Entry): ArchiveEntry {
  const name = entry.fileName;
  const reason = unsafeNameReason(name);
  if (reason) throw new UnsafeArchiveError(reason);
  const unixMode = (entry.externalFileAttributes >>> 16) & typeMask;
  if (unixMode === symlinkType)
    throw new UnsafeArchiveError(`the entry ${JSON.stringify(name)} is a symbolic link`);
  if (entry.uncompressedSize > entry.compressedSize * maxRatio + ratioAllowance)
    throw new UnsafeArchiveError(
      `the entry ${JSON.stringify(name)} declares an impossible compression ratio`,
    );
  return {
    name,
    compressedSize: entry.compressedSize,
    uncompressedSize: entry.uncompressedSize,
    directory: name.endsWith("/"),
  };
}

/** Opens a zip for reading entries one by one (names unvalidated: the checks above give clearer reasons). */
export function openZip(path: string): Promise<yauzl.ZipFile> {
  return new Promise((resolve, reject) => {
    yauzl.open(
      path,
      {
        lazyEntries: true,
        autoClose: false,
        decodeStrings: false,
        validateEntrySizes: true,
        strictFileNames: false,
      },
      (err, zip) => {
        if (err || !zip)
          reject(
            new UnsafeArchiveError(
              `the file is not a readable zip archive (${err?.message ?? "unknown error"})`,
            ),
          );
        else resolve(zip);
      },
    );
  });
}

/** The entry's name decoded as UTF-8 (or CP437 when the UTF-8 flag is unset, as zip says). */
export function decodedName(entry: yauzl.Entry): string {
  const raw = entry.fileName as unknown as Buffer;
  const utf8 = (entry.generalPurposeBitFlag & 0x800) !== 0;
  return Buffer.isBuffer(raw) ? raw.toString(utf8 ? "utf8" : "latin1") : String(raw);
}

/** Calls `each` for every entry in order, the entry's name decoded. */
export function forEachEntry(
  zip: yauzl.ZipFile,
  each: (entry: yauzl.Entry) => Promise<void> | void,
): Promise<void> {
  return new Promise((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      entry.fileName = decodedName(entry);
      Promise.resolve()
        .then(() => each(entry))
        .then(() => zip.readEntry(), reject);
    });
    zip.on("end", () => resolve());
    zip.on("error", (err: Error) =>
      reject(
        err instanceof UnsafeArchiveError
          ? err
          : new UnsafeArchiveError(`the zip archive is damaged (${err.message})`),
      ),
    );
    zip.readEntry();
  });
}

/**
 * Checks the archive at `path` against the rules above and the free space of `targetDir`'s disk.
 * @throws UnsafeArchiveError with the reason
 */
export async function checkArchive(path: string, targetDir: string): Promise<ArchiveSummary> {
  const zip = await openZip(path);
  const entries: ArchiveEntry[] = [];
  try {
    if (zip.entryCount > maxEntries)
      throw new UnsafeArchiveError(`the archive has more than ${maxEntries} entries`);
    await forEachEntry(zip, (entry) => {
      entries.push(entryOf(entry));
    });
  } finally {
    zip.close();
  }
  if (!entries.some((entry) => entry.name === "data.db" && !entry.directory))
    throw new UnsafeArchiveError("data.db file is missing or invalid");
  const totalBytes = entries.reduce((sum, entry) => sum + entry.uncompressedSize, 0);
  const disk = await statfs(targetDir);
  const free = disk.bavail * disk.bsize;
  if (totalBytes > free)
    throw new UnsafeArchiveError(
      `the archive expands to ${totalBytes} bytes, more than the ${free} bytes free on the disk`,
    );
  return { entries, totalBytes };
}
