/**
 * @module The MD5 of an archive as it is written, hashed by a worker thread that reads the file behind
 * the writer. MD5 is the largest single cost of a backup (about 0.5-0.7x of a `VACUUM INTO` of the same
 * data on its own, docs/benchmarks.md): on the main thread it ran after each chunk's read and before its
 * write. The worker re-reads what is already written (from the page cache), so no bytes are copied
 * between threads and memory stays at one 1 MiB buffer.
 */
import { Worker } from "node:worker_threads";

const workerSource = `
const { parentPort, workerData } = require("node:worker_threads");
const { openSync, readSync, closeSync } = require("node:fs");
const hash = require("node:crypto").createHash("md5");
const fd = openSync(workerData, "r");
const buffer = Buffer.allocUnsafe(1024 * 1024);
let hashed = 0;
function hashUpTo(end) {
  while (hashed < end) {
    const read = readSync(fd, buffer, 0, Math.min(buffer.length, end - hashed), hashed);
    if (read === 0) throw new Error("the archive ended at " + hashed + " bytes, before " + end);
    hash.update(buffer.subarray(0, read));
    hashed += read;
  }
}
parentPort.on("message", (message) => {
  hashUpTo(message.upTo);
  if (message.digest) {
    closeSync(fd);
    parentPort.postMessage(hash.digest("base64"));
  }
});
`;

/** Follows one archive file: `advance` after each completed write, `digest` once the last one is done. */
export class ArchiveMd5 {
  readonly #worker: Worker;
  readonly #settled: Promise<string>;

  /** Starts hashing the file at `path` (which must exist). */
  constructor(path: string) {
    this.#worker = new Worker(workerSource, { eval: true, workerData: path });
    this.#settled = new Promise<string>((resolve, reject) => {
      this.#worker.once("message", resolve);
      this.#worker.once("error", reject);
      this.#worker.once("exit", (code) => reject(new Error(`the MD5 worker stopped (${code})`)));
    });
    this.#settled.catch(() => {}); // reported by digest; a backup abandoned earlier never asks
  }

  /** The file's first `upTo` bytes are written: the worker may hash them. */
  advance(upTo: number): void {
    this.#worker.postMessage({ upTo, digest: false });
  }

  /** The MD5 (standard base64) of the file's first `size` bytes, all written; the worker then stops. */
  async digest(size: number): Promise<string> {
    this.#worker.postMessage({ upTo: size, digest: true });
    try {
      return await this.#settled;
    } finally {
      await this.close();
    }
  }

  /** Stops the worker. */
  async close(): Promise<void> {
    await this.#worker.terminate();
  }
}
