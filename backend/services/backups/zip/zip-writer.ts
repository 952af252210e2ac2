/**
 * @module A small streaming zip writer for backups, in place of yazl: measured, yazl's CRC-32 in
 * JavaScript and its stream plumbing cost about as much as the database snapshot itself
 * (docs/benchmarks.md). Here the CRC-32 is zlib's native one, a stored entry is copied straight from
 * its file with reused buffers, and the archive's MD5 is hashed as the bytes are written (in a worker
 * thread for large archives, archive-md5.ts). A small file is added from memory in one synchronous
 * deflate call (or stored when it is already compressed), with no stream and no await of its own, so
 * an archive of many small files costs what its bytes cost. Entries carry a data descriptor (as yazl's did), so everything is written in
 * one forward pass; zip64 records are added when a size, an offset or the entry count needs them
 * (PocketBase's Go reader and `unzip` read both).
 */

import { createReadStream } from "node:fs";
import { type FileHandle, open } from "node:fs/promises";
import { Transform } from "node:stream";
import { pipeline } from "node:stream/promises";
import { constants, crc32, createDeflateRaw, deflateRawSync } from "node:zlib";
import { type ArchiveMd5, hashableBuffer, inlineMd5, workerMd5 } from "./archive-md5.ts";
import { CentralDirectory } from "./central-directory.ts";
import { looksIncompressible } from "./compressibility.ts";
import { copyFileRange, fileSink, type RangeSink } from "./file-range-copy.ts";
import {
  dataDescriptor,
  endRecords,
  localHeader,
  max32,
  methodDeflated,
  methodStored,
  type WrittenEntry,
} from "./zip-format.ts";

// above this a deflated entry may end up over 4 GiB (deflate can grow incompressible data a little)
const zip64Threshold = 0xf0000000;
const regularFile = 0o100000;
const batchBytes = 4 * 1024 * 1024;
const gatherLimit = 64 * 1024;
// a batch is handed on once it holds batchBytes; the room above takes the entry that crosses that line
const batchCapacity = batchBytes + 2 * 1024 * 1024;
// batch buffers kept for reuse: one gathered, one written, one hashed (more are made only while the
// disk and the hash both lag, and let go afterwards)
const keptBatches = 3;

/** Writes one archive, entry by entry, to a new file; `finish` completes it, `close` abandons it. */
export class ZipWriter {
  readonly #handle: FileHandle;
  readonly #sink: RangeSink;
  readonly #md5: ArchiveMd5;
  readonly #directory = new CentralDirectory();
  #offset = 0;

  private constructor(handle: FileHandle, md5: ArchiveMd5) {
    this.#handle = handle;
    this.#sink = fileSink(handle);
    this.#md5 = md5;
  }

  /**
   * Creates `path` (which must not exist). `large` hashes the archive in a worker thread, which pays
   * off once the archive holds tens of megabytes.
   */
  static async create(path: string, options: { large?: boolean } = {}): Promise<ZipWriter> {
    const handle = await open(path, "wx");
    return new ZipWriter(handle, options.large ? workerMd5() : inlineMd5());
  }

  // headers and small files are copied into one batch buffer, written whole: many small files stay cheap,
  // and no buffer per file outlives its copy (a backup of 100,000 uploads grew the RSS by 1.3 GB when
  // every file's buffer waited for the collector). Batches are reused once written and hashed, so
  // memory holds a few of them whatever the archive size.
  #batch: Buffer | null = null;
  #batchUsed = 0;
  readonly #freeBatches: Buffer[] = [];
  // the batches on their way to the disk and the hash, one after the other
  #flushing: Promise<void> = Promise.resolve();

  /** Hands the batch to the disk (and the hash) after the batches already on their way. */
  #startFlush(): Promise<void> {
    if (!this.#batch || this.#batchUsed === 0) return this.#flushing;
    const batch = this.#batch;
    const bytes = batch.subarray(0, this.#batchUsed);
    this.#batch = null;
    this.#batchUsed = 0;
    this.#flushing = this.#flushing.then(async () => {
      await this.#sink.write(bytes);
      // the next batch is written while this one is hashed; it is reused once the hash has read it
      const hashed = this.#md5.lend(bytes).then(() => this.#reuse(batch));
      hashed.catch(() => {}); // a failed hash fails the next update or the digest
      this.#hashing = hashed;
    });
    this.#flushing.catch(() => {}); // awaited by the next flush, drain or finish
    return this.#flushing;
  }

  async #flush(): Promise<void> {
    await this.#startFlush();
  }

  // the last batch lent to the hash (the others were read before it)
  #hashing: Promise<void> = Promise.resolve();

  #reuse(batch: Buffer): void {
    if (batch.length === batchCapacity && this.#freeBatches.length < keptBatches)
      this.#freeBatches.push(batch);
  }

  #newBatch(bytes: number): Buffer {
    if (bytes <= batchCapacity) return this.#freeBatches.pop() ?? hashableBuffer(batchCapacity);
    return hashableBuffer(bytes);
  }

  /** Copies `bytes` into the batch (handing a full batch on first); the caller may reuse them. */
  #gather(bytes: Uint8Array): void {
    if (this.#batch && this.#batchUsed + bytes.length > this.#batch.length) this.#startFlush();
    this.#batch ??= this.#newBatch(bytes.length);
    this.#batch.set(bytes, this.#batchUsed);
    this.#batchUsed += bytes.length;
    this.#offset += bytes.length;
  }

  // every byte is hashed once written, in the file's order: gathered bytes when flushed, others right after
  async #write(bytes: Buffer): Promise<void> {
    if (bytes.length < gatherLimit) {
      this.#gather(bytes);
      if (this.#batchUsed >= batchBytes) await this.#flush();
      return;
    }
    this.#offset += bytes.length;
    await this.#flush();
    await this.#sink.write(bytes);
    await this.#md5.update([bytes], false);
  }

  /** Writes `parts` (which the caller does not reuse) in one writev, after what is gathered. */
  async #writeParts(parts: Buffer[], length: number): Promise<void> {
    if (length < gatherLimit) return this.#write(Buffer.concat(parts, length));
    this.#offset += length;
    await this.#flush();
    const { bytesWritten } = await this.#handle.writev(parts);
    // a short write of a regular file is rare: the rest goes the plain way
    if (bytesWritten < length) await this.#sink.write(Buffer.concat(parts, length).subarray(bytesWritten));
    await this.#md5.update(parts, true);
  }

  async #begin(name: string, method: number, modified: Date, mode: number, zip64: boolean) {
    const entry: WrittenEntry = {
      nameBytes: Buffer.from(name, "utf8"),
      method,
      crc32: 0,
      compressedSize: 0,
      uncompressedSize: 0,
      localHeaderOffset: this.#offset,
      mode: regularFile | (mode & 0o7777),
      modified,
      zip64,
    };
    await this.#write(localHeader(entry.nameBytes, method, modified, zip64));
    return entry;
  }

  async #end(entry: WrittenEntry): Promise<void> {
    if (!entry.zip64 && (entry.compressedSize >= max32 || entry.uncompressedSize >= max32))
      throw new Error(`${Buffer.from(entry.nameBytes).toString()} grew past 4 GiB while it was archived`);
    await this.#write(dataDescriptor(entry));
    this.#directory.add(entry);
  }

  /** Adds the first `length` bytes of `source` as a stored (uncompressed) entry. */
  async addStored(name: string, source: FileHandle, length: number, modified: Date): Promise<void> {
    const entry = await this.#begin(name, methodStored, modified, 0o644, length >= max32);
    let crc = 0;
    await copyFileRange(source, 0, length, { write: (chunk) => this.#write(chunk) }, (chunk) => {
      crc = crc32(chunk, crc);
    });
    entry.crc32 = crc;
    entry.compressedSize = length;
    entry.uncompressedSize = length;
    await this.#end(entry);
  }

  /** Adds `length` bytes from `chunks` (fresh buffers, as a stream gives) as a stored entry, written in batches of about 4 MiB. */
  async addStoredChunks(
    name: string,
    chunks: AsyncIterable<Buffer>,
    length: number,
    modified: Date,
  ): Promise<void> {
    const entry = await this.#begin(name, methodStored, modified, 0o644, length >= max32);
    let crc = 0;
    let total = 0;
    let batch: Buffer[] = [];
    let batched = 0;
    // one batch is written while the next one is gathered
    let writing: Promise<void> = Promise.resolve();
    const flush = async () => {
      const parts = batch;
      const length = batched;
      batch = [];
      batched = 0;
      await writing;
      writing = this.#writeParts(parts, length);
      writing.catch(() => {}); // awaited on the next flush or at the end
    };
    for await (const chunk of chunks) {
      crc = crc32(chunk, crc);
      total += chunk.length;
      batch.push(chunk);
      batched += chunk.length;
      if (batched >= batchBytes) await flush();
    }
    if (batched > 0) await flush();
    await writing;
    if (total !== length) throw new Error(`${name} gave ${total} bytes, not ${length}`);
    entry.crc32 = crc;
    entry.compressedSize = length;
    entry.uncompressedSize = length;
    await this.#end(entry);
  }

  /**
   * Adds a small file's whole `content` (copied: the caller may reuse it) synchronously: deflated at level 1
   * in one call, or stored when it looks already compressed or deflating does not shrink it. Call
   * `drain` between batches, so the gathered bytes go to the disk.
   */
  addSmallFile(name: string, content: Uint8Array, modified: Date, mode: number): void {
    let method = methodStored;
    let data = content;
    if (content.length > 0 && !looksIncompressible(content)) {
      const deflated = deflateRawSync(content, { level: 1 });
      if (deflated.length < content.length) {
        method = methodDeflated;
        data = deflated;
      }
    }
    const nameBytes = Buffer.from(name, "utf8");
    const entry: WrittenEntry = {
      nameBytes,
      method,
      crc32: crc32(content),
      compressedSize: data.length,
      uncompressedSize: content.length,
      localHeaderOffset: this.#offset,
      mode: regularFile | (mode & 0o7777),
      modified,
      zip64: false,
    };
    this.#gather(localHeader(nameBytes, method, modified, false));
    this.#gather(data);
    this.#gather(dataDescriptor(entry));
    this.#directory.add(entry);
  }

  /**
   * Sends a full batch of gathered bytes on its way, waiting for the batch before it: one batch is
   * written while the next is gathered, and memory holds at most two.
   */
  async drain(): Promise<void> {
    if (this.#batchUsed < batchBytes) return;
    const previous = this.#flushing;
    this.#startFlush();
    await previous;
    // no batch free yet: the hash lags behind the disk, wait for it rather than make more
    if (this.#freeBatches.length === 0) await this.#hashing;
  }

  /** Adds the file at `path` deflated at level 1 (fast; the databases, the bulk of a backup, are stored). */
  async addDeflated(name: string, path: string): Promise<void> {
    const source = await open(path, "r");
    try {
      const { size, mtime, mode } = await source.stat();
      const entry = await this.#begin(name, methodDeflated, mtime, mode, size >= zip64Threshold);
      let crc = 0;
      let uncompressed = 0;
      const checksum = new Transform({
        transform(chunk: Buffer, _encoding, done) {
          crc = crc32(chunk, crc);
          uncompressed += chunk.length;
          done(null, chunk);
        },
      });
      const sink = async (compressed: AsyncIterable<Buffer>) => {
        for await (const chunk of compressed) {
          await this.#write(chunk);
          entry.compressedSize += chunk.length;
        }
      };
      await pipeline(
        // a chunk no larger than the file: each stream allocates its buffer up front
        createReadStream(path, {
          fd: source,
          autoClose: false,
          start: 0,
          highWaterMark: Math.min(batchBytes, Math.max(size, gatherLimit)),
        }),
        checksum,
        createDeflateRaw({ level: 1, strategy: constants.Z_DEFAULT_STRATEGY }),
        sink,
      );
      entry.crc32 = crc;
      entry.uncompressedSize = uncompressed;
      await this.#end(entry);
    } finally {
      await source.close();
    }
  }

  /**
   * Writes the central directory and the end records, syncs the file to disk and closes it.
   * Resolves with the archive's MD5 (standard base64).
   */
  async finish(): Promise<string> {
    const directoryOffset = this.#offset;
    // a chunk of records is copied into the batch (it is reused later); a batch may take several
    for (const piece of this.#directory.pieces()) {
      for (let at = 0; at < piece.length; at += gatherLimit - 1)
        await this.#write(piece.subarray(at, Math.min(piece.length, at + gatherLimit - 1)));
    }
    await this.#write(endRecords(this.#directory.count, directoryOffset, this.#directory.bytes));
    await this.#flush();
    await this.#hashing;
    const digest = this.#md5.digest();
    digest.catch(() => {}); // awaited below, after the sync it overlaps
    await this.#handle.sync();
    await this.#handle.close();
    return await digest;
  }

  /** Closes the file without completing it (the caller removes it). */
  async close(): Promise<void> {
    this.#md5.close();
    await this.#handle.close().catch(() => {});
  }
}
