/**
 * @module Reads a zip's central directory and its entries' local headers, in place of yauzl: its
 * checks need every entry's position up front (to refuse entries that share bytes), the restore copies a
 * stored entry's bytes with one positioned copy, and the CRC-32 is zlib's native one (yauzl checks none).
 * The central directory is read in 1 MiB chunks, so memory grows only with the entry list.
 */
import type { FileHandle } from "node:fs/promises";
import {
  type CentralEntry,
  centralHeaderBytes,
  centralRecordLength,
  decodeCentralHeader,
  endBytes,
  endSignature,
  localHeaderBytes,
  localHeaderSignature,
  max16,
  max32,
  ZipFormatError,
  zip64EndBytes,
  zip64EndSignature,
  zip64LocatorBytes,
  zip64LocatorSignature,
} from "./zip-format.ts";

const chunkBytes = 1024 * 1024;
const maxCommentBytes = 0xffff;

/** Where the central directory is, from the end records. */
export interface ZipEnd {
  count: number;
  directoryOffset: number;
  directorySize: number;
  archiveBytes: number;
}

async function readAt(handle: FileHandle, position: number, length: number): Promise<Buffer> {
  const buffer = Buffer.alloc(length);
  const { bytesRead } = await handle.read(buffer, 0, length, position);
  if (bytesRead !== length) throw new ZipFormatError("the file ends inside a zip record");
  return buffer;
}

const safeNumber = (value: bigint) => {
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipFormatError("a zip64 value is out of range");
  return Number(value);
};

/**
 * Finds the end of central directory record (and the zip64 one when its fields say so).
 * @throws ZipFormatError when there is none or it points outside the file
 */
export async function readZipEnd(handle: FileHandle): Promise<ZipEnd> {
  const archiveBytes = (await handle.stat()).size;
  if (archiveBytes < endBytes) throw new ZipFormatError("the file is too short to be a zip archive");
  const tailBytes = Math.min(archiveBytes, endBytes + maxCommentBytes);
  const tailStart = archiveBytes - tailBytes;
  const tail = await readAt(handle, tailStart, tailBytes);
  let at = -1;
  for (let i = tail.length - endBytes; i >= 0; i--) {
    // the record's comment must run exactly to the end of the file
    if (tail.readUInt32LE(i) === endSignature && tail.readUInt16LE(i + 20) === tail.length - i - endBytes) {
      at = i;
      break;
    }
  }
  if (at < 0) throw new ZipFormatError("end of central directory record signature not found");
  const endOffset = tailStart + at;
  let count = tail.readUInt16LE(at + 10);
  let directorySize = tail.readUInt32LE(at + 12);
  let directoryOffset = tail.readUInt32LE(at + 16);
  let directoryEnd = endOffset;
  if (count === max16 || directorySize === max32 || directoryOffset === max32) {
    if (endOffset < zip64LocatorBytes) throw new ZipFormatError("the zip64 end locator is missing");
    const locator = await readAt(handle, endOffset - zip64LocatorBytes, zip64LocatorBytes);
    if (locator.readUInt32LE(0) === zip64LocatorSignature) {
      const end64Offset = safeNumber(locator.readBigUInt64LE(8));
      if (end64Offset + zip64EndBytes > endOffset - zip64LocatorBytes)
        throw new ZipFormatError("the zip64 end record is out of place");
      const end64 = await readAt(handle, end64Offset, zip64EndBytes);
      if (end64.readUInt32LE(0) !== zip64EndSignature)
        throw new ZipFormatError("the zip64 end record has a bad signature");
      count = safeNumber(end64.readBigUInt64LE(32));
      directorySize = safeNumber(end64.readBigUInt64LE(40));
      directoryOffset = safeNumber(end64.readBigUInt64LE(48));
      directoryEnd = end64Offset;
    }
  }
  if (directoryOffset + directorySize > directoryEnd)
    throw new ZipFormatError("the central directory runs past the end records");
  return { count, directoryOffset, directorySize, archiveBytes };
}

/**
 * Every entry of the central directory, in its order.
 * @throws ZipFormatError when a record is damaged or the count does not match
 */
export async function readCentralDirectory(handle: FileHandle, end: ZipEnd): Promise<CentralEntry[]> {
  const entries: CentralEntry[] = [];
  const stop = end.directoryOffset + end.directorySize;
  let position = end.directoryOffset;
  let pending = Buffer.alloc(0);
  while (entries.length < end.count) {
    // a record is at most 46 + 3 * 65535 bytes: read on until the next one is whole
    let need = centralHeaderBytes;
    if (pending.length >= centralHeaderBytes) need = centralRecordLength(pending, 0);
    if (pending.length < need) {
      if (position >= stop) throw new ZipFormatError("the central directory is shorter than its entry count");
      const bytes = Math.min(Math.max(chunkBytes, need), stop - position);
      pending = Buffer.concat([pending, await readAt(handle, position, bytes)]);
      position += bytes;
      continue;
    }
    entries.push(decodeCentralHeader(pending, 0));
    pending = pending.subarray(need);
  }
  return entries;
}

/**
 * Where the entry's data starts, from its local header's fixed part (`header`, 30 bytes), which must
 * name as many bytes as the central record.
 * @throws ZipFormatError for a bad signature or a mismatched header
 */
export function dataOffsetFromHeader(header: Buffer, entry: CentralEntry): number {
  if (header.readUInt32LE(0) !== localHeaderSignature)
    throw new ZipFormatError(`the local header of ${JSON.stringify(entry.name)} has a bad signature`);
  if (header.readUInt16LE(26) !== entry.nameBytes)
    throw new ZipFormatError(`the local header of ${JSON.stringify(entry.name)} names another file`);
  return entry.localHeaderOffset + localHeaderBytes + entry.nameBytes + header.readUInt16LE(28);
}

/**
 * Where the entry's data starts, from its local header (which must name as many bytes as the central one).
 * @throws ZipFormatError for a bad signature or a mismatched header
 */
export async function localDataOffset(handle: FileHandle, entry: CentralEntry): Promise<number> {
  return dataOffsetFromHeader(await readAt(handle, entry.localHeaderOffset, localHeaderBytes), entry);
}
