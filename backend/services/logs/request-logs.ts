/**
 * @module Writing request log entries to logs.db in batches, and purging old ones. One INSERT per
 * request (its own transaction: a WAL append and the six indexes of `_requests`) held every request's
 * thread; entries now wait in memory and are written together, in one transaction, a moment later
 * (`flushDelayMs`, well under the second within which `logs --follow` and the logs page must see them),
 * by a thread of their own (request-log-thread.ts), so the server's thread spends nothing on the
 * inserts. Readers of the logs through this backend await `flushed()` first, so they never miss an
 * entry. Old entries are purged on PocketBase v0.18's schedule (see {@link purgeDue}).
 */
import type { DatabaseSync } from "node:sqlite";
import { Worker } from "node:worker_threads";
import { nowDateTime } from "../../../shared/dates.ts";
import { goJson } from "../../lib/go-json.ts";
import { newId } from "../../lib/random.ts";
import { threadFileBeside } from "../../lib/thread-file.ts";
import { dataVersion, forgetHourRows, keepAfterOwnAppend } from "./hour-rows-cache.ts";
import { purgeThreshold } from "./logs.ts";
import type { LogBatch, LogBatchDone, LogRow } from "./request-log-jobs.ts";

export interface RequestLogInput {
  url: string;
  method: string;
  status: number;
  auth: "guest" | "admin" | "auth_record";
  remoteIp: string;
  userIp: string;
  referer: string;
  userAgent: string;
  meta: Record<string, unknown>;
}

/**
 * Whether old entries are due for a purge, on PocketBase v0.18's schedule: at the first entry after
 * a start (nothing purged yet), then once the time since the last purge, in hours times 24, passes
 * `maxDays` (PocketBase multiplies where it means to divide: with 5 days that is every 12.5 minutes).
 */
export function purgeDue(lastPurge: number | null, now: number, maxDays: number): boolean {
  if (lastPurge === null) return true;
  return ((now - lastPurge) / 3_600_000) * 24 > maxDays;
}

/** How long an entry waits for others before the batch is written. */
const flushDelayMs = 50;
/** A batch this long is sent at once. */
const maxPending = 200;

const threadFile = threadFileBeside(import.meta.url, "request-log-thread");

/** The thread writing to one logs.db (a restore replaces the file, and the thread with it). */
interface LogThread {
  db: DatabaseSync;
  worker: Worker;
  /** The batch being written: its `data_version` when sent, and who waits for it. */
  inFlight: { before: number | bigint; done: Array<() => void> } | null;
}

/** Appends entries to `_requests` of the current logs.db and keeps the table within `maxDays`. */
export class RequestLogWriter {
  readonly #currentDb: () => DatabaseSync;
  readonly #path: string;
  #thread: LogThread | null = null;
  #pending: LogRow[] = [];
  #timer: NodeJS.Timeout | null = null;
  /** Waiting for the entries queued when they called `flushed()`. */
  #waiting: Array<() => void> = [];
  /** The logs.db whose thread `close()` ended: nothing more is written to it. */
  #closedDb: DatabaseSync | null = null;
  /** When old entries were last purged (epoch ms), null until the first batch of this logs.db. */
  #lastPurge: number | null = null;
  #maxDays = 0;

  /** `currentDb` answers the logs.db to write to now (a restore replaces it); `path` is its file. */
  constructor(currentDb: () => DatabaseSync, path: string) {
    this.#currentDb = currentDb;
    this.#path = path;
  }

  /** Queues an entry (time and id taken now); nothing is kept when `maxDays` is 0 or less. */
  write(entry: RequestLogInput, maxDays: number): void {
    if (maxDays <= 0) return;
    this.#maxDays = maxDays;
    const now = nowDateTime();
    this.#pending.push([
      newId(),
      entry.url,
      entry.method.toUpperCase(),
      entry.status,
      entry.auth,
      entry.remoteIp,
      entry.userIp,
      entry.referer,
      entry.userAgent,
      goJson(entry.meta),
      now,
      now,
    ]);
    if (this.#pending.length >= maxPending) this.#send();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => this.#send(), flushDelayMs);
      this.#timer.unref(); // close() writes what is left
    }
  }

  /** Resolves once every entry queued so far is in logs.db (or was dropped with a closed logs.db). */
  flushed(): Promise<void> {
    if (this.#pending.length === 0 && !this.#thread?.inFlight) return Promise.resolve();
    return new Promise((resolve) => {
      if (this.#thread?.inFlight && this.#pending.length === 0) this.#thread.inFlight.done.push(resolve);
      else {
        this.#waiting.push(resolve);
        this.#send();
      }
    });
  }

  /**
   * Writes what is queued, then ends the thread and its connection (before logs.db closes or is
   * replaced). Entries that come later wait for the next logs.db (a restore's), or are dropped with it.
   */
  async close(): Promise<void> {
    await this.flushed();
    this.#closedDb = this.#currentDb();
    const thread = this.#thread;
    this.#thread = null;
    if (!thread) return;
    await new Promise<void>((resolve) => {
      thread.worker.once("exit", () => resolve());
      thread.worker.ref(); // the process waits for the connection to close
      thread.worker.postMessage({ close: true } satisfies LogBatch);
    });
  }

  /** Sends the queued entries to the thread, unless a batch is being written (its end sends them). */
  #send(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#pending.length === 0) {
      this.#release();
      return;
    }
    const db = this.#currentDb();
    if (!db.isOpen) {
      // entries for a closed logs.db are dropped
      this.#pending = [];
      this.#release();
      return;
    }
    if (db === this.#closedDb) {
      this.#release();
      return;
    }
    const thread = this.#threadFor(db);
    if (thread.inFlight) return;
    const rows = this.#pending;
    this.#pending = [];
    const time = Date.now();
    const purgeBefore = purgeDue(this.#lastPurge, time, this.#maxDays) ? purgeThreshold(this.#maxDays) : null;
    if (purgeBefore !== null) this.#lastPurge = time;
    thread.inFlight = { before: dataVersion(db), done: this.#waiting };
    this.#waiting = [];
    thread.worker.ref(); // a batch being written keeps the process up
    thread.worker.postMessage({ rows, purgeBefore } satisfies LogBatch);
  }

  #release(): void {
    for (const resolve of this.#waiting.splice(0)) resolve();
  }

  #threadFor(db: DatabaseSync): LogThread {
    if (this.#thread?.db === db) return this.#thread;
    // a thread left on a replaced logs.db ends (a restore closes it first)
    this.#thread?.worker.postMessage({ close: true } satisfies LogBatch);
    // a new logs.db (a start, or a restore, as PocketBase's restart) starts the purge schedule anew
    this.#lastPurge = null;
    const thread: LogThread = {
      db,
      worker: new Worker(threadFile, { workerData: { path: this.#path } }),
      inFlight: null,
    };
    thread.worker.unref();
    thread.worker.on("message", (done: LogBatchDone) => this.#written(thread, done));
    // a log write must never affect a request: a lost thread drops its batch, the next one starts anew
    const lost = () => {
      if (this.#thread === thread) this.#thread = null;
      this.#written(thread, { purged: false, error: "the request log thread stopped" });
    };
    thread.worker.on("error", lost);
    thread.worker.on("exit", lost);
    this.#thread = thread;
    return thread;
  }

  #written(thread: LogThread, done: LogBatchDone): void {
    const batch = thread.inFlight;
    if (!batch) return;
    thread.inFlight = null;
    thread.worker.unref();
    if (done.error && process.env.PBDECK_DEBUG) console.warn("request logs not written:", done.error);
    if (thread.db.isOpen) {
      if (done.purged) forgetHourRows(thread.db);
      else keepAfterOwnAppend(thread.db, batch.before);
    }
    for (const resolve of batch.done) resolve();
    // what came meanwhile goes now, unless its timer is still running and no one waits for it
    if (this.#pending.length > 0 && (!this.#timer || this.#waiting.length > 0)) this.#send();
    else this.#release();
  }
}
