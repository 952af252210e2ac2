/**
 * @module Applies and reverts the JavaScript migrations of a folder, recording them in `_migrations`
 * as PocketBase v0.18 does (the file name and the unix time in microseconds), one transaction each.
 */
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Backend } from "../../context.ts";
import { transaction } from "../../db/connection.ts";
import { migrationBridge } from "./migration-bridge.ts";
import { type LoadedMigration, loadMigration } from "./migration-sandbox.ts";

/** PocketBase's pattern of migration file names (`.ts` only so that editors lint them; run as JS). */
const MIGRATION_FILE = /^.*(\.js|\.ts)$/;

const byteOrder = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/** The migration files of `dir` in file-name (byte) order; none when the folder does not exist. */
export function listMigrationFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw err;
  }
  return names
    .filter((name) => MIGRATION_FILE.test(name) && statSync(join(dir, name)).isFile())
    .sort(byteOrder);
}

function ensureTable(db: DatabaseSync): void {
  db.exec(
    "CREATE TABLE IF NOT EXISTS `_migrations` (file VARCHAR(255) PRIMARY KEY NOT NULL, applied INTEGER NOT NULL)",
  );
}

/** Applied files and their `applied` value (microseconds, or seconds in old rows). */
export function appliedMigrations(db: DatabaseSync): Map<string, number> {
  ensureTable(db);
  const rows = db.prepare("SELECT file, applied FROM _migrations").all() as {
    file: string;
    applied: number;
  }[];
  return new Map(rows.map((r) => [r.file, r.applied]));
}

let lastMicros = 0;
/** Now in microseconds, strictly increasing within the process (so `down` reverts in apply order). */
function nowMicros(): number {
  lastMicros = Math.max(Date.now() * 1000, lastMicros + 1);
  return lastMicros;
}

/** Records `file` as applied now (also used by automigrate for the files it writes). */
export function recordApplied(db: DatabaseSync, file: string): void {
  ensureTable(db);
  db.prepare("INSERT INTO _migrations (file, applied) VALUES (?, ?)").run(file, nowMicros());
}

function load(backend: Backend, dir: string, file: string): LoadedMigration {
  const path = join(dir, file);
  return loadMigration(path, readFileSync(path, "utf8"), migrationBridge(backend));
}

/** Runs `work` in one transaction; the registry follows a rollback. */
function inTransaction(backend: Backend, work: () => void): void {
  try {
    transaction(backend.db, work);
  } catch (err) {
    backend.collections.reload();
    throw err;
  }
}

/**
 * Applies the folder's pending migrations in file-name order, each in its own transaction; stops
 * at the first failure (that one rolled back, the earlier ones kept). Returns the applied files.
 * @throws MigrationError naming the file and line of the failure.
 */
export function applyPendingMigrations(backend: Backend, dir: string): string[] {
  const applied = appliedMigrations(backend.db);
  const done: string[] = [];
  for (const file of listMigrationFiles(dir)) {
    if (applied.has(file)) continue;
    const migration = load(backend, dir, file);
    inTransaction(backend, () => {
      migration.run("up");
      recordApplied(backend.db, file);
    });
    done.push(file);
  }
  return done;
}

/**
 * The last `count` applied migrations of the folder, newest first, ordered as PocketBase orders
 * them (applied time, seconds and microseconds made comparable, then file name).
 */
export function lastAppliedMigrations(backend: Backend, dir: string, count: number): string[] {
  appliedMigrations(backend.db);
  const inFolder = new Set(listMigrationFiles(dir));
  const rows = backend.db
    .prepare(
      "SELECT file FROM _migrations WHERE applied IS NOT NULL ORDER BY substr(applied||'0000000000000000', 0, 17) DESC, file DESC",
    )
    .all() as { file: string }[];
  return rows
    .map((r) => r.file)
    .filter((file) => inFolder.has(file))
    .slice(0, count);
}

/**
 * Reverts the last `count` applied migrations of the folder, newest first, each in its own
 * transaction. Returns the reverted files.
 * @throws MigrationError naming the file and line of the failure (that one rolled back).
 */
export function revertMigrations(backend: Backend, dir: string, count: number): string[] {
  const done: string[] = [];
  for (const file of lastAppliedMigrations(backend, dir, count)) {
    const migration = load(backend, dir, file);
    inTransaction(backend, () => {
      migration.run("down");
      backend.db.prepare("DELETE FROM _migrations WHERE file = ?").run(file);
    });
    done.push(file);
  }
  return done;
}

/** One line of `pbdeck migrate history`. */
export interface MigrationHistoryEntry {
  file: string;
  /** When it was applied (ISO text), or null when pending. */
  applied: string | null;
  /** Whether the file is in the folder (applied JavaScript migrations may have been removed). */
  inFolder: boolean;
}

function appliedAt(value: number): string {
  // old PocketBase rows hold seconds, newer ones microseconds
  const ms = value > 1e14 ? Math.floor(value / 1000) : value * 1000;
  return new Date(ms).toISOString();
}

/** The folder's migrations (applied or pending) and the applied JavaScript ones no longer in it, by file name. */
export function migrationHistory(backend: Backend, dir: string): MigrationHistoryEntry[] {
  const applied = appliedMigrations(backend.db);
  const files = listMigrationFiles(dir);
  const entries: MigrationHistoryEntry[] = files.map((file) => ({
    file,
    applied: applied.has(file) ? appliedAt(applied.get(file) ?? 0) : null,
    inFolder: true,
  }));
  for (const [file, value] of applied) {
    if (!MIGRATION_FILE.test(file) || files.includes(file)) continue;
    entries.push({ file, applied: appliedAt(value), inFolder: false });
  }
  return entries.sort((a, b) => byteOrder(a.file, b.file));
}
