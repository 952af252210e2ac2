/**
 * @module The hourly stats of logs.db kept between calls, per query, and brought up to date from the
 * rows added since (found by rowid, so a second look at a million rows reads only the new ones).
 * Log rows are only ever appended or purged: a purge here forgets the counts of that file, and a
 * commit by any other connection (PocketBase on the same files, a tool) changes `data_version`, which
 * forgets them too, except the appends of pbdeck's own request log thread (see {@link keepAfterOwnAppend}).
 */
import type { DatabaseSync, StatementSync } from "node:sqlite";
import type { RawHourRow } from "./logs.ts";

/** Most queries kept per file (the console asks a few: all time, with or without admins). */
const MAX_QUERIES = 8;

interface Counts {
  rows: RawHourRow[];
  /** The largest rowid counted. */
  upTo: number;
}

interface FileCache {
  version: StatementSync;
  maxRowid: StatementSync;
  /** `data_version` when the counts were made. */
  seen: number | bigint;
  queries: Map<string, Counts>;
}

const caches = new WeakMap<DatabaseSync, FileCache>();

function cacheOf(db: DatabaseSync): FileCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = {
      version: db.prepare("PRAGMA data_version"),
      maxRowid: db.prepare("SELECT coalesce(max(rowid), 0) AS id FROM _requests"),
      seen: -1,
      queries: new Map(),
    };
    caches.set(db, cache);
  }
  return cache;
}

/** Adds the hourly rows of new entries to the kept ones, ascending by hour (null first, as SQLite sorts). */
function merge(kept: readonly RawHourRow[], added: readonly RawHourRow[]): RawHourRow[] {
  const byHour = new Map<string | null, RawHourRow>();
  for (const row of kept) byHour.set(row.date, { ...row });
  for (const row of added) {
    const current = byHour.get(row.date);
    if (!current) {
      byHour.set(row.date, { ...row });
      continue;
    }
    current.total = Number(current.total) + Number(row.total);
    if (current.errors !== undefined) current.errors = Number(current.errors) + Number(row.errors);
  }
  return [...byHour.values()].sort((a, b) =>
    a.date === b.date ? 0 : a.date === null ? -1 : b.date === null ? 1 : a.date < b.date ? -1 : 1,
  );
}

/**
 * The rows of the query `key`: counted by `all()` the first time (and whenever logs.db changed other
 * than by appending here), then kept and completed by `since(after, upTo)`, which counts the entries
 * with `after < rowid <= upTo` the same way.
 */
export function cachedHourRows(
  db: DatabaseSync,
  key: string,
  all: () => RawHourRow[],
  since: (after: number, upTo: number) => RawHourRow[],
): RawHourRow[] {
  const cache = cacheOf(db);
  // read before the counts: a commit from elsewhere in between shows on the next call
  const version = (cache.version.get() as { data_version: number | bigint }).data_version;
  if (version !== cache.seen) {
    cache.queries.clear();
    cache.seen = version;
  }
  const upTo = Number((cache.maxRowid.get() as { id: number | bigint }).id);
  const kept = cache.queries.get(key);
  let counts: Counts;
  if (kept && kept.upTo === upTo) counts = kept;
  else if (kept && kept.upTo < upTo) counts = { rows: merge(kept.rows, since(kept.upTo, upTo)), upTo };
  else counts = { rows: all(), upTo };
  // most recently used last; the oldest goes beyond MAX_QUERIES
  cache.queries.delete(key);
  cache.queries.set(key, counts);
  if (cache.queries.size > MAX_QUERIES) cache.queries.delete(cache.queries.keys().next().value as string);
  return counts.rows.map((row) => ({ ...row }));
}

/** Forgets the counts of a logs.db (its rows were purged). */
export function forgetHourRows(db: DatabaseSync): void {
  caches.get(db)?.queries.clear();
}

/** logs.db's `data_version` as this connection sees it now. */
export function dataVersion(db: DatabaseSync): number | bigint {
  return (cacheOf(db).version.get() as { data_version: number | bigint }).data_version;
}

/**
 * After the request log thread appended a batch (it only appends: the rowid range brings the new rows
 * in), keeps the counts when nothing else had changed logs.db before it (`before`, read as the batch
 * was sent). A commit from elsewhere while the batch was written goes unseen until the next change.
 */
export function keepAfterOwnAppend(db: DatabaseSync, before: number | bigint): void {
  const cache = caches.get(db);
  if (cache && cache.seen === before) cache.seen = dataVersion(db);
}
