/**
 * Old request logs are purged on PocketBase v0.18's schedule: at the first logged request after a
 * start, and again once (hours since the last purge) x 24 passes logs.maxDays.
 */
import { afterAll, beforeAll, expect, test, vi } from "vitest";
import { purgeDue } from "../../../backend/services/logs/request-logs.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";

const MINUTE = 60_000;
let data: ReturnType<typeof copyFixture>;
let server: PbdeckProcess;

beforeAll(async () => {
  data = copyFixture();
  server = await startPbdeck(data.dir);
}, 30_000);
afterAll(async () => {
  await server?.stop();
  data?.cleanup();
});

async function stats(): Promise<Array<{ total: number; date: string }>> {
  const res = await fetch(`${server.url}/api/logs/requests/stats`, {
    headers: { Authorization: adminToken },
  });
  expect(res.status).toBe(200);
  return (await res.json()) as Array<{ total: number; date: string }>;
}

test("the first logged request after a start deletes the fixture's entries of 2023 (logs.maxDays 5)", async () => {
  // the fixture's 84 entries fall in two hours of 2023-04-04; reading logs is not logged
  expect((await stats()).map((b) => b.total)).toEqual([22, 62]);
  const res = await fetch(`${server.url}/api/collections`, {
    headers: { "User-Agent": "purge-schedule-test" },
  });
  expect(res.status).toBe(401);
  await vi.waitFor(
    async () => {
      const buckets = await stats();
      if (buckets.length !== 1) throw new Error(`${buckets.length} buckets`);
    },
    { timeout: 10_000, interval: 50 },
  );
  expect((await stats()).map((b) => b.total)).toEqual([1]);
});

test("after the first purge, the next is due once hours since it x 24 passes maxDays", () => {
  const last = Date.parse("2025-01-01T00:00:00Z");
  expect(purgeDue(null, last, 5)).toBe(true);
  // 5 days: (hours x 24) > 5 after 12.5 minutes
  expect(purgeDue(last, last + 12.5 * MINUTE, 5)).toBe(false);
  expect(purgeDue(last, last + 12.5 * MINUTE + 1, 5)).toBe(true);
  // 30 days: after 75 minutes
  expect(purgeDue(last, last + 75 * MINUTE, 30)).toBe(false);
  expect(purgeDue(last, last + 76 * MINUTE, 30)).toBe(true);
});
