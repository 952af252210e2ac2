/** @module Prepared statements kept per connection: the server's SQL carries its values as parameters, so it repeats. */
import type { DatabaseSync, StatementSync } from "node:sqlite";

const statementCache = new WeakMap<DatabaseSync, Map<string, StatementSync>>();

/** A prepared statement for `sql`, prepared once per database. */
export function cachedStatement(db: DatabaseSync, sql: string): StatementSync {
  let cache = statementCache.get(db);
  if (!cache) {
    cache = new Map();
    statementCache.set(db, cache);
  }
  let statement = cache.get(sql);
  if (!statement) {
    if (cache.size > 500) cache.clear(); // dynamic filters must not grow this forever
    statement = db.prepare(sql);
    cache.set(sql, statement);
  }
  return statement;
}
