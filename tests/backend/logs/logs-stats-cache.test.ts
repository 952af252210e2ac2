/**
 * The hourly stats kept between calls (services/logs/hour-rows-cache.ts): after rows are appended,
 * purged, or changed by another connection, the stats still count what a fresh count counts.
 */
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterEach, beforeEach, expect, test, vi } from "vitest";
import { cachedHourRows } from "../../../backend/services/logs/hour-rows-cache.ts";
import { purgeRequestLogs, type RawHourRow, requestLogStats } from "../../../backend/services/logs/logs.ts";
import { requestLogBucketStats } from "../../../backend/services/logs/request-log-buckets.ts";
import { fillLogsDb } from "../../helpers/logs-db.ts";
import { openTempBackend, type TempBackend } from "../db/temp-backend.ts";

let temp: TempBackend;
beforeEach(() => {
  temp = openTempBackend();
  fillLogsDb(join(temp.backend.dataDir, "logs.db"), {
    count: 2000,
    start: new Date("2025-01-01T00:00:00Z"),
    end: new Date("2025-01-01T05:59:00Z"),
    prefix: "cache",
  });
});
afterEach(() => temp.close());

const filter = 'auth != "admin"';

/** The hourly totals and errors of the filter, counted row by row without the stats code. */
function freshCount(): Array<{ total: number; errors: number; date: string; bucket: number }> {
  const rows = temp.backend.logsDb
    .prepare("SELECT created, status FROM _requests WHERE auth != 'admin'")
    .all() as Array<{ created: string; status: number }>;
  const byHour = new Map<string, { total: number; errors: number }>();
  for (const { created, status } of rows) {
    const hour = `${created.slice(0, 13)}:00:00.000Z`;
    const counts = byHour.get(hour) ?? { total: 0, errors: 0 };
    counts.total++;
    if (status >= 400) counts.errors++;
    byHour.set(hour, counts);
  }
  return [...byHour].sort().map(([date, counts]) => ({ ...counts, date, bucket: 3600 }));
}

const stats = () => requestLogBucketStats(temp.backend, filter, 3600, true);

const entry = {
  url: "/api/health",
  method: "GET",
  auth: "guest" as const,
  remoteIp: "127.0.0.1",
  userIp: "127.0.0.1",
  referer: "",
  userAgent: "test",
  meta: {},
};

test("appended rows are added to the kept counts, in their own hour", async () => {
  expect(await stats()).toEqual(freshCount());
  const writer = temp.backend.requestLogs;
  for (const status of [200, 404, 500]) writer.write({ ...entry, status }, 7);
  writer.write({ ...entry, auth: "admin", status: 500 }, 7); // left out by the filter
  await writer.flushed();
  const now = await stats();
  expect(now).toEqual(freshCount());
  expect(now.at(-1)).toMatchObject({ total: 3, errors: 2 });
  // PocketBase's hourly answer (no errors) is counted and kept apart
  expect((await requestLogStats(temp.backend, filter)).reduce((sum, s) => sum + s.total, 0)).toBe(
    freshCount().reduce((sum, s) => sum + s.total, 0),
  );
});

test("the request log thread's own appends keep the counts: only the new rows are counted", async () => {
  const writer = temp.backend.requestLogs;
  // the first batch of a logs.db purges (the generated rows are older than 7 days), which forgets
  writer.write({ ...entry, status: 200 }, 7);
  await writer.flushed();
  const all = vi.fn((): RawHourRow[] => []);
  const since = vi.fn((): RawHourRow[] => []);
  cachedHourRows(temp.backend.logsDb, "own appends", all, since);
  writer.write({ ...entry, status: 404 }, 7);
  await writer.flushed();
  cachedHourRows(temp.backend.logsDb, "own appends", all, since);
  expect(all).toHaveBeenCalledTimes(1);
  expect(since).toHaveBeenCalledTimes(1);
});

test("a purge forgets the kept counts", async () => {
  temp.backend.requestLogs.write({ ...entry, status: 200 }, 7); // the newest row stays
  await temp.backend.requestLogs.flushed();
  expect(await stats()).toEqual(freshCount());
  purgeRequestLogs(temp.backend.logsDb, 1); // every generated row is older than a day
  expect(freshCount()).toHaveLength(1);
  expect(await stats()).toEqual(freshCount());
});

test("a change by another connection (PocketBase on the same files) forgets them", async () => {
  expect(await stats()).toEqual(freshCount());
  const other = new DatabaseSync(join(temp.backend.dataDir, "logs.db"), { timeout: 5000 });
  try {
    other.prepare("DELETE FROM _requests WHERE created < '2025-01-01 03:00:00'").run();
    other.prepare("UPDATE _requests SET status = 500 WHERE created >= '2025-01-01 05:00:00'").run();
  } finally {
    other.close();
  }
  const now = await stats();
  expect(now).toEqual(freshCount());
  expect(now[0].date).toBe("2025-01-01 03:00:00.000Z");
  expect(now.at(-1)?.errors).toBe(now.at(-1)?.total);
});
