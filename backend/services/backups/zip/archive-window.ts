/**
 * @module Synchronous positioned reads of an archive through one 4 MiB window: a restore reads its
 * many small entries in the archive's order, so one read serves hundreds of them, where a read per
 * local header and per entry cost two thread pool round trips each.
 */
import { readSync } from "node:fs";
import { ZipFormatError } from "./zip-format.ts";

const windowBytes = 4 * 1024 * 1024;

/** Reads byte ranges of an open file, refilling its window only when a range falls outside it. */
export class ArchiveWindow {
  readonly #fd: number;
  #buffer = Buffer.alloc(0);
  #start = 0;
  #filled = 0;

  constructor(fd: number) {
    this.#fd = fd;
  }

  /**
   * The `length` bytes at `position`: a view into the window, valid until the next call.
   * @throws ZipFormatError when the file ends before them
   */
  bytesAt(position: number, length: number): Buffer {
    if (position < this.#start || position + length > this.#start + this.#filled)
      this.#fill(position, length);
    const at = position - this.#start;
    return this.#buffer.subarray(at, at + length);
  }

  #fill(position: number, length: number): void {
    if (this.#buffer.length < length) this.#buffer = Buffer.allocUnsafe(Math.max(windowBytes, length));
    this.#start = position;
    this.#filled = 0;
    while (this.#filled < this.#buffer.length) {
      const read = readSync(
        this.#fd,
        this.#buffer,
        this.#filled,
        this.#buffer.length - this.#filled,
        position + this.#filled,
      );
      if (read === 0) break;
      this.#filled += read;
    }
    if (this.#filled < length) throw new ZipFormatError("the file ends inside a zip record");
  }
}
