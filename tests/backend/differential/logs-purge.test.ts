/**
 * Old request logs are purged on PocketBase v0.18.1's schedule: the first logged request after a
 * start deletes the entries older than `logs.maxDays` (5 in the fixture), so the hourly stats keep
 * only the new entry's hour, on pbdeck's embedded backend as on the real server.
 */
import { join } from "node:path";
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { fillLogsDb } from "../../helpers/logs-db.ts";
import { prepareBase, type ServerPair, startPair } from "./servers.ts";
import type { ServerUnderTest } from "./types.ts";

const DAY = 86_400_000;
let base: { dir: string; cleanup(): void };
let pair: ServerPair;

beforeAll(async () => {
  base = await prepareBase();
  // besides the fixture's entries of 2023: 40 entries between 30 and 10 days ago, all past 5 days
  const now = Date.now();
  fillLogsDb(join(base.dir, "logs.db"), {
    count: 40,
    start: new Date(now - 30 * DAY),
    end: new Date(now - 10 * DAY),
    prefix: "old",
  });
  pair = await startPair(base.dir);
}, 60_000);
afterAll(async () => {
  await pair?.stop();
  base?.cleanup();
});

async function stats(server: ServerUnderTest): Promise<Array<{ total: number; date: string }>> {
  const res = await fetch(`${server.url}/api/logs/requests/stats`, {
    headers: { Authorization: adminToken },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Array<{ total: number; date: string }>;
}

test("the first logged request after a start purges entries older than logs.maxDays on both servers", async () => {
  for (const server of [pair.pbdeck, pair.pocketbase]) {
    // the old entries are there until a request is logged (log routes are not logged)
    expect((await stats(server)).length).toBeGreaterThan(3);
    const res = await fetch(`${server.url}/api/collections`, { headers: { "User-Agent": "purge-test" } });
    expect(res.status).toBe(401);
  }
  // both servers write the entry, then purge, after the response: wait for one bucket of one entry
  const answers = await Promise.all(
    [pair.pbdeck, pair.pocketbase].map((server) =>
      vi.waitFor(
        async () => {
          const buckets = await stats(server);
          if (buckets.length !== 1) throw new Error(`${server.label}: ${buckets.length} buckets`);
          return buckets.map((b) => b.total);
        },
        { timeout: 10_000, interval: 100 },
      ),
    ),
  );
  expect(answers).toEqual([[1], [1]]);
});
