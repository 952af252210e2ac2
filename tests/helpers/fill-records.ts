/**
 * Fills a collection's table with generated records in one statement: INSERT … SELECT over a recursive
 * CTE (no per-row round trips), after the collection was created through the API.
 */
import { DatabaseSync } from "node:sqlite";

/**
 * Inserts `count` records into `table` (columns id, created, updated, title, score, active): ids
 * `r00000000000000n`, one second apart from 2023-01-01, title `record n`, score n % 1000, active n % 2.
 */
export function fillRecords(dataDir: string, table: string, count: number): void {
  const db = new DatabaseSync(`${dataDir}/data.db`, { timeout: 60_000 });
  try {
    db.exec(`
      WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count - 1})
      INSERT INTO "${table}" (id, created, updated, title, score, active)
      SELECT printf('r%014d', n),
             strftime('%Y-%m-%d %H:%M:%f', 1672531200 + n, 'unixepoch') || 'Z',
             strftime('%Y-%m-%d %H:%M:%f', 1672531200 + n, 'unixepoch') || 'Z',
             'record ' || n, n % 1000, n % 2
      FROM seq`);
    db.exec("ANALYZE");
  } finally {
    db.close();
  }
}
