/** pbdeck's `bucket` parameter of GET /api/logs/requests/stats: any bucket size in one aggregate query. */

import { join } from "node:path";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { createdLowerHour } from "../../../backend/services/logs/created-lower-bound.ts";
import { requestLogBucketStats } from "../../../backend/services/logs/request-log-buckets.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { fillLogsDb } from "../../helpers/logs-db.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { openTempBackend } from "../db/temp-backend.ts";

// the fixture's 84 entries: 2023-04-04, 22 in 12:xx and 62 in 13:xx
const fixture = 'created < "2024-01-01"';

describe("through the API", () => {
  let server: PbdeckProcess;
  let data: ReturnType<typeof copyFixture>;
  let admin: PocketBase;
  beforeAll(async () => {
    data = copyFixture();
    server = await startPbdeck(data.dir);
    admin = new PocketBase(server.url);
    admin.authStore.save(adminToken, null);
  });
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
    data.cleanup();
  });
  const stats = (query: Record<string, string>) =>
    admin.send("/api/logs/requests/stats", { query, requestKey: null }) as Promise<
      Array<{ total: number; date: string; bucket?: number; errors?: number }>
    >;

  test("sub-hour buckets count each minute range; every entry says its bucket size", async () => {
    const minutes = await stats({ filter: fixture, bucket: "600" });
    expect(minutes.reduce((sum, b) => sum + b.total, 0)).toBe(84);
    for (const b of minutes) {
      expect(b.bucket).toBe(600);
      expect(b.date).toMatch(/^2023-04-04 1[23]:[0-5]0:00\.000Z$/);
    }
    expect(minutes.map((b) => b.date)).toEqual([...minutes.map((b) => b.date)].sort());
    // the same hours as the hourly stats, split finer
    const hourly = await admin.logs.getRequestsStats({ filter: fixture, requestKey: null });
    for (const hour of hourly) {
      const inHour = minutes.filter((b) => b.date.slice(0, 13) === hour.date.slice(0, 13));
      expect(inHour.reduce((sum, b) => sum + b.total, 0)).toBe(hour.total);
    }
  });

  test("hour multiples merge hours; without bucket the answer is PocketBase's, unchanged", async () => {
    expect(await stats({ filter: fixture, bucket: "86400" })).toEqual([
      { total: 84, date: "2023-04-04 00:00:00.000Z", bucket: 86400 },
    ]);
    expect(await stats({ filter: fixture, bucket: "3600" })).toEqual([
      { total: 22, date: "2023-04-04 12:00:00.000Z", bucket: 3600 },
      { total: 62, date: "2023-04-04 13:00:00.000Z", bucket: 3600 },
    ]);
    expect(await stats({ filter: fixture })).toEqual([
      { total: 22, date: "2023-04-04 12:00:00.000Z" },
      { total: 62, date: "2023-04-04 13:00:00.000Z" },
    ]);
    expect(await stats({ filter: 'url = "/nothing"', bucket: "60" })).toEqual([]);
  });

  test("errors=1 counts each bucket's status >= 400 in the same answer: the totals of two separate calls", async () => {
    const errorsOf = (filter: string) => `(${filter}) && (status >= 400)`;
    for (const [filter, bucket] of [
      [fixture, "600"],
      [fixture, "3600"],
      [fixture, "86400"],
      [`${fixture} && created >= "2023-04-04 12:30:00.000Z"`, "300"],
      [`${fixture} && method = "GET"`, "60"],
    ]) {
      const together = await stats({ filter, bucket, errors: "1" });
      const apart = await stats({ filter, bucket });
      const failed = new Map(
        (await stats({ filter: errorsOf(filter), bucket })).map((b) => [b.date, b.total]),
      );
      expect(together.length).toBeGreaterThan(0);
      expect(together).toEqual(apart.map((b) => ({ ...b, errors: failed.get(b.date) ?? 0 })));
    }
    // the fixture's 84 entries hold 16 with status >= 400
    const hourly = await stats({ filter: fixture, bucket: "3600", errors: "true" });
    expect(hourly).toEqual([
      { total: 22, errors: 4, date: "2023-04-04 12:00:00.000Z", bucket: 3600 },
      { total: 62, errors: 12, date: "2023-04-04 13:00:00.000Z", bucket: 3600 },
    ]);
    // off, or without a bucket (PocketBase's answer), nothing changes
    expect(await stats({ filter: fixture, bucket: "3600", errors: "0" })).toEqual(
      await stats({ filter: fixture, bucket: "3600" }),
    );
    expect(await stats({ filter: fixture, errors: "1" })).toEqual(await stats({ filter: fixture }));
    const err = await rejection(stats({ filter: fixture, bucket: "60", errors: "yes" }));
    expect(err.status).toBe(400);
    expect(err.response).toEqual({
      code: 400,
      message: "Invalid errors flag.",
      data: { errors: { code: "validation_invalid_bool", message: "Must be a boolean." } },
    });
  });

  test("a bad bucket or filter is a 400 with the reason", async () => {
    for (const bucket of ["0", "59", "90", "x", "-60", "604860"]) {
      const err = await rejection(stats({ filter: fixture, bucket }));
      expect(err.status).toBe(400);
      expect(err.response).toEqual({
        code: 400,
        message: "Invalid bucket size.",
        data: {
          bucket: {
            code: "validation_invalid_bucket",
            message: "Must be a whole number of minutes in seconds, from 60 to 604800.",
          },
        },
      });
    }
    const err = await rejection(stats({ filter: "status >", bucket: "60" }));
    expect(err.response).toEqual({ code: 400, message: "Invalid filter format.", data: {} });
  });
});

test("minute buckets count what a per-row count counts", async () => {
  const temp = openTempBackend();
  try {
    const { backend } = temp;
    fillLogsDb(join(backend.dataDir, "logs.db"), {
      count: 3000,
      start: new Date("2025-01-01T00:00:00Z"),
      end: new Date("2025-01-01T05:59:00Z"),
      prefix: "bkt",
    });
    const filter = 'auth != "admin" && created >= "2025-01-01 02:30:00.000Z"';
    const expected = new Map<string, number>();
    const rows = backend.logsDb
      .prepare(
        "SELECT created FROM _requests WHERE auth != 'admin' AND created >= '2025-01-01 02:30:00.000Z'",
      )
      .all() as Array<{ created: string }>;
    for (const { created } of rows) {
      const start = Math.floor(Date.parse(created.replace(" ", "T")) / 300_000) * 300_000;
      const date = new Date(start).toISOString().replace("T", " ");
      expected.set(date, (expected.get(date) ?? 0) + 1);
    }
    expect(await requestLogBucketStats(backend, filter, 300)).toEqual(
      [...expected].sort().map(([date, total]) => ({ total, date, bucket: 300 })),
    );
  } finally {
    await temp.close();
  }
});

test("the earliest hour a filter implies: a created >= joined with && only, at any depth", () => {
  const at = '"2025-01-01 10:15:00.000Z"';
  expect(createdLowerHour(`created >= ${at}`)).toBe("2025-01-01 10:00:00");
  expect(createdLowerHour(`(auth != "admin") && (created > ${at}) && (url ~ "a" || method ~ "a")`)).toBe(
    "2025-01-01 10:00:00",
  );
  expect(createdLowerHour(`created >= "2024-06-01 00:00:00.000Z" && (created >= ${at})`)).toBe(
    "2025-01-01 10:00:00",
  );
  for (const none of [
    "",
    `created >= ${at} || status = 500`,
    `created <= ${at}`,
    'created >= "2025"',
    `(created >= ${at} || id = "x")`,
    "status >",
  ])
    expect(createdLowerHour(none)).toBeNull();
});
