/**
 * @module A local blob held open for one download: one open file descriptor gives its size and time
 * (fstat) and its bytes. A small blob is read in one read into one buffer, a large one streamed from the
 * same descriptor in chunks of at most `readChunkLimit`, so no more than that is in memory at once.
 *
 * Opening, fstat and the read of a small blob are synchronous: on a local file each takes microseconds
 * (a 1 MiB read from the page cache about 0.1 ms), while each trip through libuv's thread pool waits
 * for a pool thread and then for the event loop to wake, which at one connection cost more than the
 * download itself. Large blobs stream, so the loop never holds more than one small read.
 */
import { close, closeSync, createReadStream, fstatSync, openSync, readSync, type Stats, stat } from "node:fs";
import type { Readable } from "node:stream";
import type { BlobAttributes, ByteRange, OpenedBlob } from "./file-storage.ts";
import { largestReadBuffer, takeReadBuffer } from "./read-buffers.ts";

/** The largest chunk a blob is read in: blobs up to this size are read at once. */
export const readChunkLimit = largestReadBuffer;

/** A plain descriptor (createReadStream takes it) of the file at `path`, opened for reading. */
export const openFile = (path: string): number => openSync(path, "r");
export const statFile = (fd: number): Stats => fstatSync(fd);
export const closeFile = (fd: number) => close(fd, () => {});
export const statPath = (path: string) =>
  new Promise<Stats>((done, fail) => stat(path, (err, stats) => (err ? fail(err) : done(stats))));

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
        const buffer = takeReadBuffer(length);
        let filled = 0;
        while (filled < length) {
          const bytes = readSync(fd, buffer, filled, length - filled, start + filled);
          if (bytes === 0) break; // the file shrank since fstat
          filled += bytes;
        }
        return filled === length ? buffer : buffer.subarray(0, filled);
      } finally {
        open = false;
        closeSync(fd);
      }
    },
    close: release,
  };
}
