/** Hand-made zip archives for the bad-input tests: yazl output with names and sizes patched in place. */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { crc32, deflateRawSync } from "node:zlib";
import yazl from "yazl";
import { fixtureDir } from "../../helpers/pbdeck-process.ts";

export interface CraftEntry {
  name: string;
  data: Buffer;
  mode?: number;
  compress?: boolean;
}

/** A zip of the given entries (yazl refuses unsafe names, so callers patch them afterwards). */
export function zipOf(entries: CraftEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addBuffer(entry.data, entry.name, { mode: entry.mode ?? 0o100644, compress: entry.compress ?? true });
  }
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on("data", (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on("end", () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on("error", reject);
  });
}

/** Replaces every occurrence of `from` by `to` (same length): entry names in local and central headers. */
export function renameInZip(zip: Buffer, from: string, to: string): Buffer {
  if (from.length !== to.length) throw new Error("names must keep their length");
  const out = Buffer.from(zip);
  let at = out.indexOf(from, 0, "latin1");
  while (at >= 0) {
    out.write(to, at, "latin1");
    at = out.indexOf(from, at + to.length, "latin1");
  }
  return out;
}

/** Sets the uncompressed size of every central directory entry (a forged header). */
export function forgeUncompressedSizes(zip: Buffer, size: number): Buffer {
  const out = Buffer.from(zip);
  let at = out.indexOf("PK\x01\x02", 0, "latin1");
  while (at >= 0) {
    out.writeUInt32LE(size, at + 24);
    at = out.indexOf("PK\x01\x02", at + 46, "latin1");
  }
  return out;
}

/** The fixture's data.db, for archives that must otherwise be valid. */
export function fixtureDataDb(): Buffer {
  return readFileSync(join(fixtureDir, "data.db"));
}

/** One entry of a hand-written zip: its name and the local header it points at. */
interface HandEntry {
  name: string;
  offset: number;
  crc: number;
  compressedSize: number;
  size: number;
}

/**
 * A zip written byte by byte: `files` deflated one after another, then `shared` names whose central
 * records all point at ONE local header and deflate stream of `sharedContent` (names of equal length,
 * as a forger would make them). Nothing else in the archive repeats those bytes.
 */
export function zipSharingOneStream(files: CraftEntry[], shared: string[], sharedContent: Buffer): Buffer {
  const parts: Buffer[] = [];
  const entries: HandEntry[] = [];
  let offset = 0;
  const local = (name: string, content: Buffer): HandEntry => {
    const compressed = deflateRawSync(content);
    const nameBytes = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(8, 8); // deflated
    const entry = {
      name,
      offset,
      crc: crc32(content),
      compressedSize: compressed.length,
      size: content.length,
    };
    header.writeUInt32LE(entry.crc, 14);
    header.writeUInt32LE(compressed.length, 18);
    header.writeUInt32LE(content.length, 22);
    header.writeUInt16LE(nameBytes.length, 26);
    parts.push(header, nameBytes, compressed);
    offset += header.length + nameBytes.length + compressed.length;
    return entry;
  };
  for (const file of files) entries.push(local(file.name, file.data));
  const first = local(shared[0], sharedContent);
  for (const name of shared) entries.push({ ...first, name });
  const directoryOffset = offset;
  for (const entry of entries) {
    const nameBytes = Buffer.from(entry.name);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE((3 << 8) | 20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(8, 10);
    record.writeUInt32LE(entry.crc, 16);
    record.writeUInt32LE(entry.compressedSize, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    record.writeUInt32LE((0o100644 << 16) >>> 0, 38);
    record.writeUInt32LE(entry.offset, 42);
    parts.push(record, nameBytes);
    offset += record.length + nameBytes.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(offset - directoryOffset, 12);
  end.writeUInt32LE(directoryOffset, 16);
  parts.push(end);
  return Buffer.concat(parts);
}
