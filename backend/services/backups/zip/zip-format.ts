/**
 * @module The byte layout of the zip records pbdeck's backups use (APPNOTE 6.3): local headers with a
 * data descriptor, central directory entries, the end records, zip64 where sizes or counts need it, and
 * the Info-ZIP extended timestamp. Pure encoders and decoders over buffers; the writer and reader do the I/O.
 */

export const localHeaderSignature = 0x04034b50;
export const centralHeaderSignature = 0x02014b50;
const dataDescriptorSignature = 0x08074b50;
export const endSignature = 0x06054b50;
export const zip64EndSignature = 0x06064b50;
export const zip64LocatorSignature = 0x07064b50;

export const localHeaderBytes = 30;
export const centralHeaderBytes = 46;
export const endBytes = 22;
export const zip64EndBytes = 56;
export const zip64LocatorBytes = 20;

export const methodStored = 0;
export const methodDeflated = 8;

const flagDataDescriptor = 0x0008;
export const flagUtf8 = 0x0800;
const madeByUnix = 3 << 8;
const version20 = 20;
const version45 = 45; // zip64
const zip64ExtraId = 0x0001;
const timestampExtraId = 0x5455;
/** A 32-bit field that says "see the zip64 record". */
export const max32 = 0xffffffff;
export const max16 = 0xffff;

/** What the central directory says of one entry. */
export interface CentralEntry {
  name: string;
  method: number;
  flags: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  /** the Unix mode (type and permission bits): the high half of the external attributes */
  unixMode: number;
  modified: Date;
  /** the bytes of the name as stored, for comparing with the local header */
  nameBytes: number;
}

/** An entry as the writer records it for the central directory. */
export interface WrittenEntry {
  nameBytes: Buffer;
  method: number;
  crc32: number;
  compressedSize: number;
  uncompressedSize: number;
  localHeaderOffset: number;
  mode: number;
  modified: Date;
  zip64: boolean;
}

/** DOS date and time (local time, 2-second precision), as zip stores modification times. */
function dosDateTime(date: Date): { time: number; date: number } {
  const year = Math.min(Math.max(date.getFullYear(), 1980), 2107);
  return {
    time: (date.getHours() << 11) | (date.getMinutes() << 5) | (date.getSeconds() >> 1),
    date: ((year - 1980) << 9) | ((date.getMonth() + 1) << 5) | date.getDate(),
  };
}

function fromDosDateTime(date: number, time: number): Date {
  return new Date(
    ((date >> 9) & 0x7f) + 1980,
    ((date >> 5) & 0x0f) - 1,
    date & 0x1f,
    (time >> 11) & 0x1f,
    (time >> 5) & 0x3f,
    (time & 0x1f) * 2,
  );
}

// the extended timestamp keeps the exact second in UTC; readers without it fall back to the DOS time
function timestampExtra(modified: Date): Buffer {
  const out = Buffer.alloc(9);
  out.writeUInt16LE(timestampExtraId, 0);
  out.writeUInt16LE(5, 2);
  out.writeUInt8(1, 4); // modification time present
  out.writeUInt32LE(Math.max(0, Math.min(max32, Math.floor(modified.getTime() / 1000))), 5);
  return out;
}

/**
 * A local header announcing a data descriptor (CRC and sizes follow the data). `zip64` entries carry
 * a zip64 extra with zero sizes, so their descriptor holds 8-byte sizes.
 */
export function localHeader(nameBytes: Buffer, method: number, modified: Date, zip64: boolean): Buffer {
  const extras = [timestampExtra(modified)];
  if (zip64) {
    const extra = Buffer.alloc(20);
    extra.writeUInt16LE(zip64ExtraId, 0);
    extra.writeUInt16LE(16, 2);
    extras.push(extra);
  }
  const extra = Buffer.concat(extras);
  const out = Buffer.alloc(localHeaderBytes);
  const { time, date } = dosDateTime(modified);
  out.writeUInt32LE(localHeaderSignature, 0);
  out.writeUInt16LE(zip64 ? version45 : version20, 4);
  out.writeUInt16LE(flagDataDescriptor | flagUtf8, 6);
  out.writeUInt16LE(method, 8);
  out.writeUInt16LE(time, 10);
  out.writeUInt16LE(date, 12);
  // CRC-32 and sizes stay 0: the data descriptor has them (0xffffffff sizes for zip64)
  out.writeUInt32LE(zip64 ? max32 : 0, 18);
  out.writeUInt32LE(zip64 ? max32 : 0, 22);
  out.writeUInt16LE(nameBytes.length, 26);
  out.writeUInt16LE(extra.length, 28);
  return Buffer.concat([out, nameBytes, extra]);
}

/** The data descriptor after an entry's data (8-byte sizes for zip64 entries). */
export function dataDescriptor(entry: WrittenEntry): Buffer {
  const out = Buffer.alloc(entry.zip64 ? 24 : 16);
  out.writeUInt32LE(dataDescriptorSignature, 0);
  out.writeUInt32LE(entry.crc32, 4);
  if (entry.zip64) {
    out.writeBigUInt64LE(BigInt(entry.compressedSize), 8);
    out.writeBigUInt64LE(BigInt(entry.uncompressedSize), 16);
  } else {
    out.writeUInt32LE(entry.compressedSize, 8);
    out.writeUInt32LE(entry.uncompressedSize, 12);
  }
  return out;
}

/** The entry's central directory record; values that do not fit 32 bits go to a zip64 extra. */
export function centralHeader(entry: WrittenEntry): Buffer {
  const large: bigint[] = [];
  const field32 = (value: number) => {
    if (value < max32) return value;
    large.push(BigInt(value));
    return max32;
  };
  // the zip64 extra lists the large values in this order: uncompressed, compressed, offset
  const uncompressed = field32(entry.uncompressedSize);
  const compressed = field32(entry.compressedSize);
  const offset = field32(entry.localHeaderOffset);
  const extras = [timestampExtra(entry.modified)];
  if (large.length > 0) {
    const extra = Buffer.alloc(4 + 8 * large.length);
    extra.writeUInt16LE(zip64ExtraId, 0);
    extra.writeUInt16LE(8 * large.length, 2);
    for (const [index, value] of large.entries()) extra.writeBigUInt64LE(value, 4 + 8 * index);
    extras.push(extra);
  }
  const extra = Buffer.concat(extras);
  const zip64 = entry.zip64 || large.length > 0;
  const out = Buffer.alloc(centralHeaderBytes);
  const { time, date } = dosDateTime(entry.modified);
  out.writeUInt32LE(centralHeaderSignature, 0);
  out.writeUInt16LE(madeByUnix | version45, 4);
  out.writeUInt16LE(zip64 ? version45 : version20, 6);
  out.writeUInt16LE(flagDataDescriptor | flagUtf8, 8);
  out.writeUInt16LE(entry.method, 10);
  out.writeUInt16LE(time, 12);
  out.writeUInt16LE(date, 14);
  out.writeUInt32LE(entry.crc32, 16);
  out.writeUInt32LE(compressed, 20);
  out.writeUInt32LE(uncompressed, 24);
  out.writeUInt16LE(entry.nameBytes.length, 28);
  out.writeUInt16LE(extra.length, 30);
  // comment length, disk number, internal attributes: 0
  out.writeUInt32LE((entry.mode << 16) >>> 0, 38);
  out.writeUInt32LE(offset, 42);
  return Buffer.concat([out, entry.nameBytes, extra]);
}

/** The end records for a central directory of `count` entries at `offset`, `size` bytes long. */
export function endRecords(count: number, offset: number, size: number): Buffer {
  const needs64 = count >= max16 || offset >= max32 || size >= max32;
  const end = Buffer.alloc(endBytes);
  end.writeUInt32LE(endSignature, 0);
  end.writeUInt16LE(needs64 ? max16 : count, 8);
  end.writeUInt16LE(needs64 ? max16 : count, 10);
  end.writeUInt32LE(needs64 ? max32 : size, 12);
  end.writeUInt32LE(needs64 ? max32 : offset, 16);
  if (!needs64) return end;
  const end64 = Buffer.alloc(zip64EndBytes);
  end64.writeUInt32LE(zip64EndSignature, 0);
  end64.writeBigUInt64LE(BigInt(zip64EndBytes - 12), 4);
  end64.writeUInt16LE(madeByUnix | version45, 12);
  end64.writeUInt16LE(version45, 14);
  end64.writeBigUInt64LE(BigInt(count), 24);
  end64.writeBigUInt64LE(BigInt(count), 32);
  end64.writeBigUInt64LE(BigInt(size), 40);
  end64.writeBigUInt64LE(BigInt(offset), 48);
  const locator = Buffer.alloc(zip64LocatorBytes);
  locator.writeUInt32LE(zip64LocatorSignature, 0);
  locator.writeBigUInt64LE(BigInt(offset + size), 8);
  locator.writeUInt32LE(1, 16);
  return Buffer.concat([end64, locator, end]);
}

/** Thrown for bytes that are not the zip record they should be. */
export class ZipFormatError extends Error {}

const u64 = (buffer: Buffer, at: number) => {
  const value = buffer.readBigUInt64LE(at);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new ZipFormatError("a zip64 size is out of range");
  return Number(value);
};

/**
 * Decodes the central directory record at `at` of `buffer` (which must hold it whole: see
 * `centralRecordLength`); names are UTF-8 with the flag, CP437 (read as latin1) without.
 */
export function decodeCentralHeader(buffer: Buffer, at: number): CentralEntry {
  if (buffer.readUInt32LE(at) !== centralHeaderSignature)
    throw new ZipFormatError("a central directory record has a bad signature");
  const flags = buffer.readUInt16LE(at + 8);
  const nameLength = buffer.readUInt16LE(at + 28);
  const extraLength = buffer.readUInt16LE(at + 30);
  const nameStart = at + centralHeaderBytes;
  const name = buffer
    .subarray(nameStart, nameStart + nameLength)
    .toString(flags & flagUtf8 ? "utf8" : "latin1");
  let uncompressedSize = buffer.readUInt32LE(at + 24);
  let compressedSize = buffer.readUInt32LE(at + 20);
  let localHeaderOffset = buffer.readUInt32LE(at + 42);
  let modified = fromDosDateTime(buffer.readUInt16LE(at + 14), buffer.readUInt16LE(at + 12));
  const extraEnd = nameStart + nameLength + extraLength;
  for (let cursor = nameStart + nameLength; cursor + 4 <= extraEnd; ) {
    const id = buffer.readUInt16LE(cursor);
    const length = buffer.readUInt16LE(cursor + 2);
    const data = cursor + 4;
    if (data + length > extraEnd) throw new ZipFormatError("an extra field overruns its record");
    if (id === zip64ExtraId) {
      let field = data;
      const next = () => {
        if (field + 8 > data + length) throw new ZipFormatError("a zip64 extra field is too short");
        const value = u64(buffer, field);
        field += 8;
        return value;
      };
      if (uncompressedSize === max32) uncompressedSize = next();
      if (compressedSize === max32) compressedSize = next();
      if (localHeaderOffset === max32) localHeaderOffset = next();
    } else if (id === timestampExtraId && length >= 5 && (buffer.readUInt8(data) & 1) === 1) {
      modified = new Date(buffer.readUInt32LE(data + 1) * 1000);
    }
    cursor = data + length;
  }
  return {
    name,
    method: buffer.readUInt16LE(at + 10),
    flags,
    crc32: buffer.readUInt32LE(at + 16),
    compressedSize,
    uncompressedSize,
    localHeaderOffset,
    // read whatever the maker: a symlink type in these bits must be refused even from a "DOS" archive
    unixMode: buffer.readUInt32LE(at + 38) >>> 16,
    modified,
    nameBytes: nameLength,
  };
}

/** The whole length of the central record at `at`, from its fixed part (which must be in `buffer`). */
export function centralRecordLength(buffer: Buffer, at: number): number {
  return (
    centralHeaderBytes +
    buffer.readUInt16LE(at + 28) +
    buffer.readUInt16LE(at + 30) +
    buffer.readUInt16LE(at + 32)
  );
}
