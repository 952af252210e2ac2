/**
 * @module The central directory of an archive being written, kept as its encoded bytes: each entry's
 * record is encoded when the entry ends and appended to 1 MiB chunks. An object per entry (its name's
 * buffer, its date, its sizes) made a backup of 100,000 uploads hold millions of small objects until
 * the end, and the collector's heap grew with them; the bytes cost about 100 per entry, once.
 */
import { centralHeader, type WrittenEntry } from "./zip-format.ts";

const chunkBytes = 1024 * 1024;

/** The central directory's records, in the order of their entries. */
export class CentralDirectory {
  // the chunks filled so far, each cut to its records; then the one being filled
  readonly #filled: Buffer[] = [];
  #chunk: Buffer | null = null;
  #used = 0;
  #count = 0;
  #bytes = 0;

  /** How many entries are recorded. */
  get count(): number {
    return this.#count;
  }

  /** The records' total size in bytes. */
  get bytes(): number {
    return this.#bytes;
  }

  /** Encodes the ended `entry`'s record and appends it. */
  add(entry: WrittenEntry): void {
    const record = centralHeader(entry);
    if (!this.#chunk || this.#used + record.length > this.#chunk.length) {
      if (this.#chunk) this.#filled.push(this.#chunk.subarray(0, this.#used));
      this.#chunk = Buffer.allocUnsafeSlow(Math.max(chunkBytes, record.length));
      this.#used = 0;
    }
    this.#chunk.set(record, this.#used);
    this.#used += record.length;
    this.#count++;
    this.#bytes += record.length;
  }

  /** The records as consecutive pieces (views of the chunks), to be written in order. */
  pieces(): Buffer[] {
    return this.#chunk ? [...this.#filled, this.#chunk.subarray(0, this.#used)] : [];
  }
}
