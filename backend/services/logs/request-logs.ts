/** @module Writing request log entries to logs.db and purging old ones. */
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

/** Appends entries to `_requests` and keeps the table within `maxDays`. */
export class RequestLogWriter {
  readonly #db: DatabaseSync;
  readonly #insert: StatementSync;
  /** When old entries were last purged (epoch ms), null until the first entry of this logs.db. */
  #lastPurge: number | null = null;

  constructor(db: DatabaseSync) {
    this.#db = db;
    this.#insert = db.prepare(
      "INSERT INTO _requests (id, url, method, status, auth, remoteIp, userIp, referer, userAgent, meta, created, updated) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
    );
  }

  /** Whether this writer appends to `db` (a restore replaces logs.db). */
  writesTo(db: DatabaseSync): boolean {
    return this.#db === db;
  }

  write(entry: RequestLogInput, maxDays: number): void {
    if (maxDays <= 0) return;
    const now = nowDateTime();
    this.#insert.run(
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
    );
    const time = Date.now();
    if (purgeDue(this.#lastPurge, time, maxDays)) {
      this.purge(maxDays);
      this.#lastPurge = time;
    }
  }

  /** Deletes entries older than `maxDays` days. */
  purge(maxDays: number): void {
    purgeRequestLogs(this.#db, maxDays);
  }
}
