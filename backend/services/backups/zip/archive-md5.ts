/**
 * @module The MD5 of an archive as it is written, which the backups storage's sidecar keeps (as
 * fileblob's does). Hashing on the main thread cost about 0.8x of a `VACUUM INTO` of the same
 * database by itself, as much as all the rest of the backup; for a large archive it runs in a worker
 * thread instead, beside the reading and writing. The worker gets its own copy of each written piece
 * (moved, not cloned, when the writer hands the piece over), with at most `inFlightBytes` waiting, so
 * memory stays flat when hashing is slower than the disk. The zip writer's batches are lent instead
 * (`lend`): they live in shared memory, the worker reads them in place and the writer reuses each one
 * once the worker says it is done, so no batch is copied or left to the collector (a backup of 40,000
 * uploads grew the RSS by 260 MB while a copy of every 6 MiB batch waited for the collector). Starting a worker takes 25-45 ms, half the
 * hashing of a 27 MB database, so one is kept for a minute after a backup (as a thread pool keeps its
 * threads), then let go.
 */
import { createHash } from "node:crypto";
import { Worker } from "node:worker_threads";

/** Hashes an archive's bytes in the order they are written. */
export interface ArchiveMd5 {
  /**
   * Adds `pieces` in order; `owned` says the caller never touches them again (the worker may then take
   * their memory as it is). Resolves when more may be added.
   */
  update(pieces: Uint8Array[], owned: boolean): Promise<void> | void;
  /**
   * Adds `piece` without taking it: resolves once its bytes are read, when the caller may reuse it.
   * A piece over a `SharedArrayBuffer` (see `hashableBuffer`) is read in place by a worker.
   */
  lend(piece: Uint8Array): Promise<void>;
  /** The MD5 of everything added, standard base64; ends the hashing. */
  digest(): Promise<string>;
  /** Ends the hashing without a result (the archive was abandoned). */
  close(): void;
}

/** Hashes on the calling thread: cheapest for small archives, where a worker's start would dominate. */
export function inlineMd5(): ArchiveMd5 {
  const hash = createHash("md5");
  return {
    update: (pieces) => {
      for (const piece of pieces) hash.update(piece);
    },
    lend: async (piece) => {
      hash.update(piece);
    },
    digest: async () => hash.digest("base64"),
    close: () => {},
  };
}

// the worker: hash every piece of a message and acknowledge their size; `null` answers the digest and starts over
const workerSource = `
const { parentPort } = require("node:worker_threads");
const { createHash } = require("node:crypto");
let hash = createHash("md5");
parentPort.on("message", (pieces) => {
  if (pieces === null) {
    parentPort.postMessage(hash.digest("base64"));
    hash = createHash("md5");
    return;
  }
  let bytes = 0;
  for (const piece of pieces) {
    hash.update(piece);
    bytes += piece.byteLength;
  }
  parentPort.postMessage(bytes);
});
`;

/** `bytes` as a piece the worker can take: itself when it is a whole buffer the caller gives up, else a copy. */
function movable(bytes: Uint8Array, owned: boolean): Uint8Array {
  const whole = owned && bytes.byteOffset === 0 && bytes.byteLength === bytes.buffer.byteLength;
  return whole && !(bytes.buffer instanceof SharedArrayBuffer) ? bytes : new Uint8Array(bytes);
}

/**
 * A buffer of `bytes` that `lend` can hand to a hashing thread without a copy (shared memory), for
 * buffers that are filled, lent and reused over and over.
 */
export function hashableBuffer(bytes: number): Buffer {
  return Buffer.from(new SharedArrayBuffer(bytes));
}

const inFlightBytes = 16 * 1024 * 1024;
const keptIdleMs = 60_000;

// the worker kept after the last backup; it neither keeps the process alive nor outlives its minute
let idle: { worker: Worker; timer: NodeJS.Timeout; exited: () => void } | null = null;

function takeWorker(): Worker {
  if (!idle) return new Worker(workerSource, { eval: true });
  const { worker, timer, exited } = idle;
  idle = null;
  clearTimeout(timer);
  worker.off("exit", exited);
  worker.ref();
  return worker;
}

function keepIdle(worker: Worker): void {
  if (idle) {
    void worker.terminate(); // one kept is enough
    return;
  }
  const exited = () => {
    if (idle?.worker !== worker) return;
    clearTimeout(idle.timer);
    idle = null;
  };
  const timer = setTimeout(() => {
    exited();
    void worker.terminate();
  }, keptIdleMs);
  timer.unref();
  worker.unref();
  worker.once("exit", exited);
  idle = { worker, timer, exited };
}

/** Hashes in a worker thread (a kept one, or one started now so that its start-up overlaps the first reads). */
export function workerMd5(): ArchiveMd5 {
  const worker = takeWorker();
  let waiting = 0;
  // per message posted, in order: what to call when the worker acknowledges it (a lent piece's return)
  const acknowledged: Array<(() => void) | null> = [];
  let failure: Error | null = null;
  let resume: (() => void) | null = null;
  let answer: { resolve(digest: string): void; reject(err: Error): void } | null = null;
  const wake = () => {
    const next = resume;
    resume = null;
    next?.();
  };
  const fail = (err: Error) => {
    failure ??= err;
    wake();
    // lent pieces are not read any more: their owners may go on (and fail at their next call)
    for (const returned of acknowledged.splice(0)) returned?.();
    answer?.reject(failure);
  };
  const onMessage = (message: number | string) => {
    if (typeof message === "string") answer?.resolve(message);
    else {
      acknowledged.shift()?.();
      if ((waiting -= message) < inFlightBytes) wake();
    }
  };
  const onExit = () => fail(new Error("the archive's hashing thread stopped"));
  worker.on("message", onMessage);
  worker.on("error", fail);
  worker.on("exit", onExit);
  // a worker that answered can hash the next archive; any other is stopped
  let released = false;
  const release = (answered: boolean) => {
    if (released) return; // close() after digest(): the worker is no longer this archive's
    released = true;
    worker.off("message", onMessage);
    worker.off("error", fail);
    worker.off("exit", onExit);
    if (answered && !failure) keepIdle(worker);
    else void worker.terminate();
  };
  const check = () => {
    if (failure) throw failure;
  };
  return {
    async update(pieces, owned) {
      check();
      const moved = pieces.map((piece) => movable(piece, owned));
      for (const piece of moved) waiting += piece.byteLength;
      acknowledged.push(null);
      worker.postMessage(
        moved,
        moved.map((piece) => piece.buffer as ArrayBuffer),
      );
      if (waiting >= inFlightBytes) await new Promise<void>((resolve) => (resume = resolve));
      check();
    },
    async lend(piece) {
      if (!(piece.buffer instanceof SharedArrayBuffer)) return this.update([piece], false);
      check();
      waiting += piece.byteLength;
      const returned = new Promise<void>((resolve) => acknowledged.push(resolve));
      worker.postMessage([piece]); // shared memory: the worker reads these very bytes
      await returned;
      check();
    },
    async digest() {
      check();
      const digest = new Promise<string>((resolve, reject) => {
        answer = { resolve, reject };
      });
      worker.postMessage(null);
      let answered = false;
      try {
        const result = await digest;
        answered = true;
        return result;
      } finally {
        release(answered);
      }
    },
    close() {
      release(false);
    },
  };
}
