/** @module Opens SQLite databases the way PocketBase does (same pragmas, DQS on, defensive off). */
import { DatabaseSync } from "node:sqlite";

// how every connection reads: PocketBase's views and migration SQL use "text" literals
const readingOptions = { timeout: 10_000, enableDoubleQuotedStringLiterals: true, readBigInts: false };

// how every connection sorts and caches: temporary b-trees in memory, a 16 MB page cache
const sortingPragmas = "PRAGMA temp_store = MEMORY; PRAGMA cache_size = -16000;";

/** Opens (creating if missing) a database file with PocketBase's connection settings. */
export function openDatabase(path: string): DatabaseSync {
  const db = new DatabaseSync(path, {
    ...readingOptions,
    defensive: false, // PB toggles writable_schema while converting single/multiple columns
  });
  db.exec(`
    PRAGMA busy_timeout = 10000;
    PRAGMA journal_mode = WAL;
    PRAGMA journal_size_limit = 200000000;
    PRAGMA synchronous = NORMAL;
    PRAGMA foreign_keys = ON;
    ${sortingPragmas}
  `);
  return db;
}

/** The options of a read-only connection that reads as the server's connection does (plain data: a worker thread can take them). */
export const readOnlyOptions = { ...readingOptions, readOnly: true };

/** Opens a database file read-only, reading and sorting as the server's connection does. */
export function openReadOnlyDatabase(path: string): DatabaseSync {
  const db = new DatabaseSync(path, readOnlyOptions);
  db.exec(sortingPragmas);
  return db;
}

/**
 * Runs `work` in a transaction. node:sqlite is synchronous and the server is one process,
 * so transactions never interleave; nested calls join the outer transaction.
 */
export function transaction<T>(db: DatabaseSync, work: () => T): T {
  if (db.isTransaction) return work();
  db.exec("BEGIN IMMEDIATE");
  try {
    const result = work();
    db.exec("COMMIT");
    return result;
  } catch (err) {
    db.exec("ROLLBACK");
    throw err;
  }
}

/** Quotes an SQL identifier with backticks, as PocketBase's builder does. */
export function quoteId(name: string): string {
  return "`" + name.replace(/`/g, "``") + "`";
}
