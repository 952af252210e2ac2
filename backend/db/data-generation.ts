/**
 * @module Tells a pb_data written by a newer PocketBase (v0.20 or later) before anything is opened for
 * writing: the embedded backend reads the v0.18 format (v0.19 wrote the same), and opening a newer
 * directory would create files in it (a `logs.db`) and fail half-way on tables it does not know.
 */
import { existsSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { pathToFileURL } from "node:url";
import { knownDataMigrations, knownLogsMigrations } from "./bootstrap.ts";

/** A data directory of a PocketBase generation the embedded backend does not read. */
export class NewerDataDirError extends Error {}

/**
 * Reads a database without writing anything: immutable mode creates no `-wal`/`-shm` file and
 * takes no lock (a server running on the directory may be writing; table names and migration
 * marks are all this needs, and they change only when PocketBase upgrades the directory).
 */
function readUntouched<T>(file: string, read: (db: DatabaseSync) => T): T | undefined {
  if (!existsSync(file)) return undefined;
  const url = pathToFileURL(file);
  url.searchParams.set("immutable", "1");
  let db: DatabaseSync | undefined;
  try {
    db = new DatabaseSync(url, { readOnly: true });
    return read(db);
  } catch {
    return undefined; // not a database pbdeck can read: opening it later says why
  } finally {
    db?.close();
  }
}

function tableNames(db: DatabaseSync): Set<string> {
  const rows = db.prepare("SELECT name FROM sqlite_master WHERE type = 'table'").all() as Array<{
    name: string;
  }>;
  return new Set(rows.map((row) => row.name));
}

const stampOf = (file: string) => Number.parseInt(file, 10);

/**
 * PocketBase's own (Go) migrations recorded in a database that are newer than every one v0.18 has
 * (by their leading timestamp: PocketBase's development builds recorded other names before v0.18).
 */
function newerSystemMigrations(db: DatabaseSync, known: readonly string[]): string[] {
  if (!tableNames(db).has("_migrations")) return [];
  const newest = Math.max(...known.map(stampOf));
  const rows = db.prepare("SELECT file FROM _migrations WHERE file LIKE '%.go'").all() as Array<{
    file: string;
  }>;
  return rows.map((row) => row.file).filter((file) => stampOf(file) > newest);
}

const advice =
  "pbdeck's embedded backend reads the v0.18 format only: run PocketBase on it and use pbdeck --backend URL";

/**
 * @throws NewerDataDirError when `dataDir` was written by PocketBase v0.20 or newer; the message
 * names what was found and what to do. Writes nothing, whatever it finds.
 */
export function assertReadableDataDir(dataDir: string): void {
  const data = readUntouched(join(dataDir, "data.db"), (db) => ({
    tables: tableNames(db),
    newer: newerSystemMigrations(db, knownDataMigrations),
  }));
  if (data?.tables.has("_superusers") || existsSync(join(dataDir, "auxiliary.db"))) {
    throw new NewerDataDirError(
      `${dataDir} was written by PocketBase v0.23 or newer (it has ${data?.tables.has("_superusers") ? "the _superusers table" : "auxiliary.db"}); ${advice}`,
    );
  }
  const logsNewer = readUntouched(join(dataDir, "logs.db"), (db) =>
    newerSystemMigrations(db, knownLogsMigrations),
  );
  const newer = [...(data?.newer ?? []), ...(logsNewer ?? [])];
  if (newer.length > 0) {
    throw new NewerDataDirError(
      `${dataDir} was written by a PocketBase newer than v0.19 (it has the migration ${newer[0]}); ${advice}`,
    );
  }
}
