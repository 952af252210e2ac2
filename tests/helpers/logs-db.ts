/** Fills a logs.db with generated request logs quickly: one INSERT … SELECT over a recursive CTE. */
import { DatabaseSync } from "node:sqlite";

export interface GeneratedLogs {
  /** How many rows to add. */
  count: number;
  /** Time of the first (oldest) row; rows are evenly spaced up to `end`. */
  start: Date;
  end: Date;
  /** Id prefix (ids are 15 characters: prefix + zero-padded number). */
  prefix?: string;
}

/**
 * Appends `count` rows to `_requests` of the logs.db at `path`, oldest first (so `-rowid` is
 * newest first). Every 10th row is a 404 and every 37th a 500 (with an errorMessage in meta),
 * every 5th (n % 5 = 3) is by an admin; methods cycle GET, POST, PATCH, DELETE.
 * @example fillLogsDb(join(dir, "logs.db"), { count: 1_000_000, start, end });
 */
export function fillLogsDb(path: string, spec: GeneratedLogs): void {
  const prefix = spec.prefix ?? "g";
  const width = 15 - prefix.length;
  const startMs = spec.start.getTime();
  const step = spec.count > 1 ? (spec.end.getTime() - startMs) / (spec.count - 1) : 0;
  const db = new DatabaseSync(path, { timeout: 10_000 });
  try {
    db.exec("PRAGMA journal_mode = WAL; PRAGMA synchronous = OFF;");
    db.prepare(`
      WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ? - 1),
      gen AS (
        SELECT n,
          CASE WHEN n % 10 = 9 THEN 404 WHEN n % 37 = 36 THEN 500 ELSE 200 END AS status,
          strftime('%Y-%m-%d %H:%M:%fZ', (? + n * ?) / 1000.0, 'unixepoch') AS at
        FROM seq
      )
      INSERT INTO _requests (id, url, method, status, auth, remoteIp, userIp, referer, userAgent, meta, created, updated)
      SELECT ? || printf('%0${width}d', n),
        '/api/collections/posts/records?page=' || (n % 50 + 1),
        CASE n % 4 WHEN 0 THEN 'GET' WHEN 1 THEN 'POST' WHEN 2 THEN 'PATCH' ELSE 'DELETE' END,
        status,
        CASE WHEN n % 5 = 3 THEN 'admin' ELSE 'guest' END,
        '127.0.0.1',
        '10.0.' || (n % 250) || '.' || (n % 7 + 1),
        CASE WHEN n % 3 = 0 THEN 'http://localhost:8090/_/' ELSE '' END,
        'pbdeck-generated/1.0',
        CASE WHEN status >= 400 THEN '{"errorMessage":"Generated failure."}' ELSE '{}' END,
        at, at
      FROM gen
    `).run(spec.count, startMs, step, prefix);
  } finally {
    db.close();
  }
}
