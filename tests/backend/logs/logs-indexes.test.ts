import { join } from "node:path";
import { expect, test } from "vitest";
import { requestLogStats } from "../../../backend/services/logs/logs.ts";
import { fillLogsDb } from "../../helpers/logs-db.ts";
import { openTempBackend, sqlOf } from "../db/temp-backend.ts";

const INDEX = "_pbdeck_request_hour_stats_idx";

function plan(sql: string, db: import("node:sqlite").DatabaseSync): string {
  return (db.prepare(`EXPLAIN QUERY PLAN ${sql}`).all() as Array<{ detail: string }>)
    .map((r) => r.detail)
    .join(" | ");
}

test("a fresh and an existing logs.db get the stats index; PocketBase's tables and rows are untouched", async () => {
  for (const fresh of [true, false]) {
    const temp = openTempBackend(fresh);
    try {
      const { logsDb } = temp.backend;
      expect(sqlOf(logsDb, INDEX)).toContain(
        "strftime('%Y-%m-%d %H:00:00', `created`), `auth`, `status`, `created`",
      );
      expect(sqlOf(logsDb, "_request_created_hour_idx")).toBeDefined();
      const rows = logsDb.prepare("SELECT count(*) AS n FROM _requests").get() as { n: number };
      expect(rows.n).toBe(fresh ? 0 : 84);
    } finally {
      await temp.close();
    }
  }
});

test("the hourly stats read only the index, and count what they counted before", async () => {
  const temp = openTempBackend();
  try {
    const { backend } = temp;
    fillLogsDb(join(backend.dataDir, "logs.db"), {
      count: 500,
      start: new Date("2025-01-01T00:00:00Z"),
      end: new Date("2025-01-01T04:59:00Z"),
      prefix: "idx",
    });
    const stats = await requestLogStats(
      backend,
      'auth != "admin" && status >= 400 && created >= "2025-01-01 00:00:00.000Z"',
    );
    const expected = new Map<string, number>();
    const rows = backend.logsDb
      .prepare(
        "SELECT strftime('%Y-%m-%d %H:00:00.000Z', created) AS hour FROM _requests WHERE auth != 'admin' AND status >= 400 AND created >= '2025-01-01 00:00:00.000Z'",
      )
      .all() as Array<{ hour: string }>;
    for (const { hour } of rows) expected.set(hour, (expected.get(hour) ?? 0) + 1);
    expect(stats).toEqual([...expected].sort().map(([date, total]) => ({ total, date })));
    expect(
      plan(
        "SELECT count(*), strftime('%Y-%m-%d %H:00:00', created) AS d FROM _requests WHERE auth != 'admin' GROUP BY strftime('%Y-%m-%d %H:00:00', created)",
        backend.logsDb,
      ),
    ).toContain(`COVERING INDEX ${INDEX}`);
  } finally {
    await temp.close();
  }
});
