/**
 * @module Writing request log entries to logs.db in batches, and purging old ones. One INSERT per
 * request (its own transaction: a WAL append and the six indexes of `_requests`) held every request's
 * thread; entries now wait in memory and are written together, in one transaction, a moment later
 * (`flushDelayMs`, well under the second within which `logs --follow` and the logs page must see them).
 * Readers of the logs through this backend flush first, so they never miss an entry. Old entries
 * are purged on PocketBase v0.18's schedule (see {@link purgeDue}).
 */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import { nowDateTime } from "../../../shared/dates.ts";
import { goJson } from "../../lib/go-json.ts";
import { newId } from "../../lib/random.ts";
import { purgeRequestLogs } from "./logs.ts";

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
/** A batch this long is written at once. */
const maxPending = 200;

type Row = [string, string, string, number, string, string, string, string, string, string, string, string];

/** Appends entries to `_requests` of the current logs.db and keeps the table within `maxDays`. */
export class RequestLogWriter {
  readonly #currentDb: () => DatabaseSync;
  #db: DatabaseSync | null = null;
  #insert: StatementSync | null = null;
  #pending: Row[] = [];
  #timer: NodeJS.Timeout | null = null;
  /** When old entries were last purged (epoch ms), null until the first batch of this logs.db. */
  #lastPurge: number | null = null;
  #maxDays = 0;

  /** `currentDb` answers the logs.db to write to now (a restore replaces it). */
  constructor(currentDb: () => DatabaseSync) {
    this.#currentDb = currentDb;
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
    if (this.#pending.length >= maxPending) this.flush();
    else if (!this.#timer) {
      this.#timer = setTimeout(() => this.flush(), flushDelayMs);
      this.#timer.unref(); // close() flushes what is left
    }
  }

  /** Writes the queued entries now, in one transaction; entries for a closed logs.db are dropped. */
  flush(): void {
    if (this.#timer) clearTimeout(this.#timer);
    this.#timer = null;
    if (this.#pending.length === 0) return;
    const rows = this.#pending;
    this.#pending = [];
    const db = this.#currentDb();
    if (!db.isOpen) return;
    if (this.#db !== db) {
      // a new logs.db (a start, or a restore, as PocketBase's restart) starts the purge schedule anew
      this.#db = db;
      this.#lastPurge = null;
      this.#insert = db.prepare(
        "INSERT INTO _requests (id, url, method, status, auth, remoteIp, userIp, referer, userAgent, meta, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
      );
    }
    const insert = this.#insert as StatementSync;
    // inside a caller's transaction the rows join it
    const own = !db.isTransaction;
    try {
      if (own) db.exec("BEGIN");
      for (const row of rows) insert.run(...row);
      if (own) db.exec("COMMIT");
    } catch (err) {
      if (own && db.isTransaction) db.exec("ROLLBACK");
      // a failed log write must never affect a request
      if (process.env.PBDECK_DEBUG) console.warn("request logs not written:", err);
      return;
    }
    const time = Date.now();
    if (purgeDue(this.#lastPurge, time, this.#maxDays)) {
      purgeRequestLogs(db, this.#maxDays);
      this.#lastPurge = time;
    }
  }
}
