import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { adminToken, user1Token } from "../../helpers/fixture-tokens.ts";
import { keepOldLogs } from "../../helpers/old-logs.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { rejection } from "../../helpers/sdk-failure.ts";

// ready-made fixture tokens (data-model §8.8), valid until 2040
const adminRequired = {
  code: 401,
  message: "The request requires valid admin authorization token to be set.",
  data: {},
};
const genericBadRequest = {
  code: 400,
  message: "Something went wrong while processing your request.",
  data: {},
};
const fixtureEntries = 84; // all from 2023-04-04, 12:xx (22) and 13:xx (62)
const entryKeys = [
  "id",
  "created",
  "updated",
  "url",
  "method",
  "status",
  "auth",
  "userIp",
  "remoteIp",
  "referer",
  "userAgent",
  "meta",
];
const timestamp = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}\.\d{3}Z$/;

let server: PbdeckProcess;
let data: ReturnType<typeof copyFixture>;
let admin: PocketBase;

function client(token: string): PocketBase {
  const pb = new PocketBase(server.url);
  if (token) pb.authStore.save(token, null);
  return pb;
}

/** The entries written by this test (marked by their user agent), oldest first. */
async function ownEntries() {
  const list = await admin.logs.getRequestsList(1, 100, {
    filter: 'userAgent ~ "logs-test/"',
    sort: "rowid",
  });
  return list.items;
}

/** Polls until the request log has an entry with this user agent (entries are written after responses close). */
async function waitForEntry(userAgent: string): Promise<void> {
  await vi.waitFor(
    async () => {
      if (!(await ownEntries()).some((entry) => entry.userAgent === userAgent))
        throw new Error(`no log entry from ${userAgent} yet`);
    },
    { timeout: 10_000, interval: 20 },
  );
}

beforeAll(async () => {
  data = copyFixture();
  // the fixture's entries of 2023 are read below: keep them past the first logged request's purge
  server = await startPbdeck(keepOldLogs(data.dir));
  admin = client(adminToken);
  // three logged requests: an admin, a guest rejected with 401, an auth record; plus two that are never logged
  await admin.collections.getList(1, 1, {
    query: { marker: "one two" },
    headers: { "User-Agent": "logs-test/admin", "X-Forwarded-For": "203.0.113.9, 10.0.0.1" },
  });
  await rejection(
    client("").settings.getAll({ headers: { "User-Agent": "logs-test/guest", "X-Real-IP": "198.51.100.4" } }),
  );
  await client(user1Token)
    .collection("users")
    .authRefresh({ headers: { "User-Agent": "logs-test/record" } });
  await client("").health.check({ headers: { "User-Agent": "logs-test/health" } });
  await admin.logs.getRequestsStats({ headers: { "User-Agent": "logs-test/logs" } });
  await waitForEntry("logs-test/record");
});

afterAll(async () => {
  expect(await server.stop()).toBe(0);
  data.cleanup();
});

describe("access", () => {
  const calls: Array<[string, (pb: PocketBase) => Promise<unknown>]> = [
    ["list", (pb) => pb.logs.getRequestsList()],
    ["stats", (pb) => pb.logs.getRequestsStats()],
    ["view", (pb) => pb.logs.getRequest("dnmxelavrzt4qhp")],
    ["view of a missing entry", (pb) => pb.logs.getRequest("missing")],
  ];
  for (const [name, call] of calls) {
    test(`${name}: 401 for guests and auth records`, async () => {
      for (const token of ["", user1Token]) {
        const err = await rejection(call(client(token)));
        expect(err.status).toBe(401);
        expect(err.response).toEqual(adminRequired);
      }
    });
  }
});

describe("written entries", () => {
  test("exact shape: url with query, method, status, caller, IPs, error meta", async () => {
    const entries = await ownEntries();
    expect(entries.map((entry) => entry.userAgent)).toEqual([
      "logs-test/admin",
      "logs-test/guest",
      "logs-test/record",
    ]);
    const [adminEntry, guestEntry, recordEntry] = entries;
    expect(Object.keys(adminEntry)).toEqual(entryKeys);
    expect(adminEntry).toMatchObject({
      url: "/api/collections?page=1&perPage=1&marker=one%20two",
      method: "GET",
      status: 200,
      auth: "admin",
      userIp: "203.0.113.9",
      remoteIp: "127.0.0.1",
      referer: "",
      meta: {},
    });
    expect(adminEntry.created).toMatch(timestamp);
    expect(adminEntry.updated).toBe(adminEntry.created);
    expect(adminEntry.id).toMatch(/^[a-z0-9]{15}$/);
    expect(guestEntry).toMatchObject({
      url: "/api/settings",
      method: "GET",
      status: 401,
      auth: "guest",
      userIp: "198.51.100.4",
      meta: { errorMessage: "The request requires valid admin authorization token to be set." },
    });
    expect(recordEntry).toMatchObject({
      url: "/api/collections/users/auth-refresh",
      method: "POST",
      status: 200,
      auth: "auth_record",
      userIp: "127.0.0.1",
    });
  });

  test("view: the entry by id, identical to its list item; unknown ids are 404", async () => {
    const [adminEntry] = await ownEntries();
    expect(await admin.logs.getRequest(adminEntry.id)).toEqual(adminEntry);
    const fixtureEntry = await admin.logs.getRequest("dnmxelavrzt4qhp");
    expect(Object.keys(fixtureEntry)).toEqual(entryKeys);
    expect(fixtureEntry).toEqual({
      id: "dnmxelavrzt4qhp",
      created: "2023-04-04 12:38:36.974Z",
      updated: "2023-04-04 12:38:36.974Z",
      url: "/api/settings",
      method: "GET",
      status: 401,
      auth: "guest",
      userIp: "127.0.0.1",
      remoteIp: "127.0.0.1",
      referer: "http://localhost:8090/_/",
      userAgent:
        "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/111.0.0.0 Safari/537.36",
      meta: {
        errorDetails: "<nil>",
        errorMessage: "The request requires valid admin authorization token to be set.",
      },
    });
    const missing = await rejection(admin.logs.getRequest("missing0000000a"));
    expect(missing.status).toBe(404);
    expect(missing.response).toEqual({
      code: 404,
      message: "The requested resource wasn't found.",
      data: {},
    });
  });
});

describe("GET /api/logs/requests", () => {
  test("no sort: insertion order; totals count every entry", async () => {
    const list = await admin.logs.getRequestsList(1, 2);
    expect(list.page).toBe(1);
    expect(list.perPage).toBe(2);
    expect(list.totalItems).toBeGreaterThanOrEqual(fixtureEntries + 3);
    expect(list.totalPages).toBe(Math.ceil(list.totalItems / 2));
    expect(list.items.map((entry) => entry.id)).toEqual(["dnmxelavrzt4qhp", "90l5svzo6wru2o6"]);
  });

  test("sort and filter over the allowed columns", async () => {
    const newest = await admin.logs.getRequestsList(1, 1, {
      sort: "-rowid",
      filter: 'userAgent ~ "logs-test/"',
    });
    expect(newest.items[0].userAgent).toBe("logs-test/record");
    expect(newest.totalItems).toBe(3);
    const failed = await admin.logs.getRequestsList(1, 500, {
      filter: 'status >= 400 && created < "2024-01-01"',
      sort: "-status,+created",
    });
    expect(failed.totalItems).toBe(16);
    expect(failed.items.every((entry) => entry.status >= 400)).toBe(true);
    const statuses = failed.items.map((entry) => entry.status);
    expect(statuses).toEqual([...statuses].sort((a, b) => b - a));
    const byCaller = await admin.logs.getRequestsList(1, 1, {
      filter: 'auth = "guest" && method = "GET" && remoteIp != ""',
    });
    expect(byCaller.totalItems).toBeGreaterThanOrEqual(2);
    const fixtureAdmins = await admin.logs.getRequestsList(1, 1, {
      filter: 'auth = "admin" && created < "2024"',
    });
    expect(fixtureAdmins.totalItems).toBe(51);
  });

  test("page, perPage, skipTotal and fields are applied", async () => {
    const big = await admin.logs.getRequestsList(1, 9999, { skipTotal: true, fields: "id,status" });
    expect(big.perPage).toBe(500);
    expect(big.totalItems).toBe(-1);
    expect(big.totalPages).toBe(-1);
    expect(Object.keys(big.items[0])).toEqual(["id", "status"]);
    const past = await admin.logs.getRequestsList(100, 30);
    expect(past.items).toEqual([]);
    expect(past.page).toBe(100);
  });

  test("invalid parameters: 400 with the generic message", async () => {
    for (const query of [
      { filter: 'meta ~ "x"' },
      { filter: "status >" },
      { sort: "meta" },
      { sort: "status,,id" },
      { page: "abc" },
      { perPage: "1.5" },
      { skipTotal: "maybe" },
    ]) {
      const err = await rejection(admin.send("/api/logs/requests", { query }));
      expect(err.status).toBe(400);
      expect(err.response).toEqual(genericBadRequest);
    }
  });
});

describe("GET /api/logs/requests/stats", () => {
  test("hourly totals, ascending, only hours with entries", async () => {
    const fixtureHours = await admin.logs.getRequestsStats({ filter: 'created < "2024-01-01"' });
    expect(fixtureHours).toEqual([
      { total: 22, date: "2023-04-04 12:00:00.000Z" },
      { total: 62, date: "2023-04-04 13:00:00.000Z" },
    ]);
    const failedOnly = await admin.logs.getRequestsStats({
      filter: 'status >= 400 && created < "2024-01-01"',
    });
    expect(failedOnly.reduce((sum, hour) => sum + hour.total, 0)).toBe(16);
    const all = await admin.logs.getRequestsStats();
    expect(all.slice(0, 2)).toEqual(fixtureHours);
    const recent = all.slice(2);
    // this test's own entries fall in the current hour (or two, across an hour boundary)
    expect(recent.length).toBeGreaterThanOrEqual(1);
    for (const hour of recent) expect(hour.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:00:00\.000Z$/);
    const dates = all.map((hour) => hour.date);
    expect(dates).toEqual([...dates].sort());
    expect(await admin.logs.getRequestsStats({ filter: 'url = "/nothing"' })).toEqual([]);
  });

  test("an invalid filter: 400 Invalid filter format.; page/perPage/sort are ignored", async () => {
    for (const filter of ['meta ~ "x"', "nope = 1", "status >"]) {
      const err = await rejection(admin.logs.getRequestsStats({ filter }));
      expect(err.status).toBe(400);
      expect(err.response).toEqual({ code: 400, message: "Invalid filter format.", data: {} });
    }
    const ignored = await admin.send("/api/logs/requests/stats", {
      query: { page: "x", sort: "nope", filter: 'created < "2024"' },
    });
    expect(ignored).toHaveLength(2);
  });
});

describe("retention", () => {
  test("maxDays 0 purges every entry and stops logging; a positive value starts it again", async () => {
    await admin.settings.update({ logs: { maxDays: 0 } });
    expect((await admin.logs.getRequestsList(1, 1)).totalItems).toBe(0);
    expect(await admin.logs.getRequestsStats()).toEqual([]);
    await admin.collections.getList(1, 1, { headers: { "User-Agent": "logs-test/off" } });
    await admin.settings.update({ logs: { maxDays: 5 } });
    await admin.collections.getList(1, 1, { headers: { "User-Agent": "logs-test/back" } });
    await waitForEntry("logs-test/back");
    expect((await ownEntries()).map((entry) => entry.userAgent)).toEqual(["logs-test/back"]);
  });

  test("saving settings purges entries older than maxDays", async () => {
    const fresh = copyFixture();
    const other = await startPbdeck(fresh.dir);
    try {
      const pb = new PocketBase(other.url);
      pb.authStore.save(adminToken, null);
      expect((await pb.logs.getRequestsList(1, 1, { filter: 'created < "2024"' })).totalItems).toBe(
        fixtureEntries,
      );
      await pb.settings.update({ logs: { maxDays: 7 } });
      expect((await pb.logs.getRequestsList(1, 1, { filter: 'created < "2024"' })).totalItems).toBe(0);
    } finally {
      expect(await other.stop()).toBe(0);
      fresh.cleanup();
    }
  });
});
