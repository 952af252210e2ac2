/**
 * @module Whether a query's time grows with the size of its tables, read from SQLite's plan
 * (EXPLAIN QUERY PLAN) once per SQL text. Such a query goes to a read thread; one that reads only
 * what it returns (a page by the row order or an index) runs at once on the server's connection,
 * which is quicker than any hand-over to a thread.
 */
import type { DatabaseSync } from "node:sqlite";

const weights = new WeakMap<DatabaseSync, Map<string, boolean>>();

/** A step that reads everything before the first row comes: a sort, a grouping, a materialised view. */
const wholeSetSteps = /TEMP B-TREE|MATERIALIZE|CO-ROUTINE/;

function planGrows(db: DatabaseSync, sql: string): boolean {
  const steps = (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as { detail: string }[]).map((s) => s.detail);
  if (steps.some((step) => wholeSetSteps.test(step))) return true;
  const scans = steps.some((step) => step.startsWith("SCAN ") && step !== "SCAN CONSTANT ROW");
  // a filtered scan may read the whole table to fill one page, or to count. A whole table's count
  // reads its smallest index (about 20 ms for a million rows here): cheaper than a hand-over
  return scans && /\bWHERE\b/i.test(sql);
}

/**
 * True when `sql` may read far more rows than it returns. A query SQLite cannot plan counts as
 * growing: running it in a thread gives the same error.
 */
export function growsWithTable(db: DatabaseSync, sql: string): boolean {
  let cache = weights.get(db);
  if (!cache) {
    cache = new Map();
    weights.set(db, cache);
  }
  let grows = cache.get(sql);
  if (grows === undefined) {
    try {
      grows = planGrows(db, sql);
    } catch {
      grows = true;
    }
    if (cache.size > 500) cache.clear(); // dynamic filters must not grow this forever
    cache.set(sql, grows);
  }
  return grows;
}
