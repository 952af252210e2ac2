/**
 * @module What backups and restores share for the many small files of a pb_data (uploads and their
 * thumbs): the size below which a file is handled whole in memory with synchronous calls (one read,
 * one deflate or inflate, one write) instead of a stream and a thread pool round trip per step, and the
 * time slices that keep that synchronous work from holding up requests.
 */
import { closeSync, fstatSync, openSync, readSync } from "node:fs";
import { setImmediate as nextTurn } from "node:timers/promises";

/** Files up to this size are read, compressed and written whole; larger ones are streamed. */
export const smallFileBytes = 1024 * 1024;

// synchronous work runs at most this long before requests get their turn
const sliceMs = 8;

/** Tells when the current slice of synchronous work is used up, and gives the event loop its turn. */
export class TimeSlice {
  #start = performance.now();

  /** True once the slice has run its time. */
  get used(): boolean {
    return performance.now() - this.#start >= sliceMs;
  }

  /** Starts a new slice (after awaited work, which gave the event loop its turn). */
  restart(): void {
    this.#start = performance.now();
  }

  /** Lets pending I/O and requests run, then starts a new slice. */
  async yield(): Promise<void> {
    await nextTurn();
    this.#start = performance.now();
  }
}

/** A small file's content and what its zip entry keeps of its metadata. */
export interface SmallFile {
  content: Buffer;
  modified: Date;
  mode: number;
}

/**
 * Reads the file at `path` whole into `scratch` (at least `smallFileBytes` long, reused from file to
 * file: the content is a view of it) when it holds at most `smallFileBytes`, else null (stream it).
 * @throws Error when it cannot be opened or read
 */
export function readSmallFile(path: string, scratch: Buffer): SmallFile | null {
  const fd = openSync(path, "r");
  try {
    const { size, mtime, mode } = fstatSync(fd);
    if (size > smallFileBytes) return null;
    const content = scratch.subarray(0, size);
    let done = 0;
    while (done < size) {
      const read = readSync(fd, content, done, size - done, done);
      if (read === 0) break; // shrunk meanwhile: archive what is there, as a stream would
      done += read;
    }
    return { content: done === size ? content : content.subarray(0, done), modified: mtime, mode };
  } finally {
    closeSync(fd);
  }
}
