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

const purgeEvery = 1000; // purge old rows after this many inserts rather than on each one

/** Appends entries to `_requests` and keeps the table within `maxDays`. */
export class RequestLogWriter {
  readonly #db: DatabaseSync;
  readonly #insert: StatementSync;
  #sincePurge = 0;

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
    if (++this.#sincePurge >= purgeEvery) {
      this.#sincePurge = 0;
      this.purge(maxDays);
    }
  }

  /** Deletes entries older than `maxDays` days. */
  purge(maxDays: number): void {
    purgeRequestLogs(this.#db, maxDays);
  }
}
