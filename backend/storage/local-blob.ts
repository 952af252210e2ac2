/**
 * @module A local blob held open for one download: one open file descriptor gives its size and time
 * (fstat) and its bytes. A small blob is read in one read into one buffer, a large one streamed from the
 * same descriptor in chunks of at most `readChunkLimit`, so no more than that is in memory at once.
 */
import { close, createReadStream, fstat, open, read, type Stats, stat } from "node:fs";
import type { Readable } from "node:stream";
import type { BlobAttributes, ByteRange, OpenedBlob } from "./file-storage.ts";

/** The largest chunk a blob is read in: blobs up to this size are read at once. */
export const readChunkLimit = 1024 * 1024;

// the callback API: cheaper per call than FileHandle's promises, and a plain descriptor for createReadStream
export const openFile = (path: string) =>
  new Promise<number>((done, fail) => open(path, "r", (err, fd) => (err ? fail(err) : done(fd))));
export const statFile = (fd: number) =>
  new Promise<Stats>((done, fail) => fstat(fd, (err, stats) => (err ? fail(err) : done(stats))));
export const closeFile = (fd: number) => close(fd, () => {});
export const statPath = (path: string) =>
  new Promise<Stats>((done, fail) => stat(path, (err, stats) => (err ? fail(err) : done(stats))));
const readInto = (fd: number, buffer: Buffer, at: number, position: number) =>
  new Promise<number>((done, fail) =>
    read(fd, buffer, at, buffer.length - at, position, (err, bytes) => (err ? fail(err) : done(bytes))),
  );

/** The blob open on `fd`, with its attributes; the descriptor is closed once read or released. */
export function localBlob(fd: number, attrs: BlobAttributes): OpenedBlob {
  let open = true;
  const release = () => {
    if (!open) return;
    open = false;
    closeFile(fd);
  };
  return {
    attrs,
    async content(range?: ByteRange): Promise<Buffer | Readable> {
      if (!open) throw new Error("the blob was released");
      const start = range?.start ?? 0;
      const end = range?.end ?? attrs.size - 1;
      const length = Math.max(0, end - start + 1);
      if (length > readChunkLimit) {
        open = false; // the stream closes it
        return createReadStream("", { fd, start, end, highWaterMark: readChunkLimit, autoClose: true });
      }
      try {
        const buffer = Buffer.allocUnsafe(length);
        let filled = 0;
        while (filled < length) {
          const bytes = await readInto(fd, buffer, filled, start + filled);
          if (bytes === 0) break; // the file shrank since fstat
          filled += bytes;
        }
        return filled === length ? buffer : buffer.subarray(0, filled);
      } finally {
        release();
      }
    },
    close: release,
  };
}
