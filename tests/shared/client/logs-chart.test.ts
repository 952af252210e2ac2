/**
 * The chart's counts from pbdeck (any bucket size) and from a server whose stats are hourly only, as
 * PocketBase v0.18's are: a small peer on 127.0.0.1 answers like it (the `bucket` parameter ignored).
 */
import { createServer, type Server } from "node:http";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { LIST_COUNT_LIMIT, loadChartStats } from "../../../shared/client/logs-chart.ts";
import { HOURLY } from "../../../shared/logs/logs-stats.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { freePort } from "../../helpers/pbdeck-process.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const TEN_MIN = 600_000;

describe("pbdeck's stats", () => {
  const server = serverForSuite();
  test("count per bucket of the size asked for, errors apart, from one stats call", async () => {
    const pb = new PocketBase(server.url);
    pb.authStore.save(adminToken, null);
    const calls: string[] = [];
    pb.beforeSend = (url, options) => {
      calls.push(`${url} ${JSON.stringify(options.query)}`);
      return { url, options };
    };
    const chart = await loadChartStats(pb, 'created < "2024-01-01"', TEN_MIN);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toContain('"errors":1');
    expect(chart.unitMs).toBe(TEN_MIN);
    expect(chart.hourlyOnly).toBe(false);
    expect(chart.stats.reduce((sum, s) => sum + s.total, 0)).toBe(84);
    expect(chart.errors.reduce((sum, s) => sum + s.total, 0)).toBe(16);
    for (const stat of chart.stats) {
      expect(stat.date).toMatch(/^2023-04-04 1[23]:[0-5]0:00\.000Z$/);
      expect(stat).not.toHaveProperty("errors");
    }
    // the same as counting the errors with their own filter
    const apart = await pb.send("/api/logs/requests/stats", {
      query: { filter: '(created < "2024-01-01") && (status >= 400)', bucket: 600 },
    });
    expect(chart.errors).toEqual(apart);
  });
});

describe("a server with hourly stats only", () => {
  // what the peer holds: `count` requests in one hour, every 4th failed
  let count = 0;
  const asked: string[] = [];
  let peer: Server;
  let url = "";
  const entries = () =>
    Array.from({ length: count }, (_, i) => ({
      created: `2025-01-01 10:${String(i % 60).padStart(2, "0")}:00.000Z`,
      status: i % 4 === 3 ? 500 : 200,
    }));
  beforeAll(async () => {
    peer = createServer((req, res) => {
      const address = new URL(req.url ?? "/", "http://peer");
      asked.push(`${address.pathname}?${address.searchParams.toString()}`);
      const failedOnly = (address.searchParams.get("filter") ?? "").includes("status >= 400");
      const matching = entries().filter((e) => !failedOnly || e.status >= 400);
      const body =
        address.pathname === "/api/logs/requests/stats"
          ? matching.length === 0
            ? []
            : [{ total: matching.length, date: "2025-01-01 10:00:00.000Z" }]
          : {
              page: 1,
              perPage: Number(address.searchParams.get("perPage")),
              totalItems: matching.length,
              totalPages: 1,
              items: matching.slice(0, Number(address.searchParams.get("perPage"))),
            };
      res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
    });
    const port = await freePort();
    await new Promise<void>((ok) => peer.listen(port, "127.0.0.1", ok));
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(() => new Promise<void>((ok) => peer.close(() => ok())));

  test("few requests in the range: counted per bucket from the list", async () => {
    count = 120;
    asked.length = 0;
    const chart = await loadChartStats(new PocketBase(url), 'created >= "2025-01-01 10:00:00.000Z"', TEN_MIN);
    expect(chart).toMatchObject({ unitMs: TEN_MIN, hourlyOnly: false });
    expect(chart.stats.map((s) => [s.date, s.total])).toEqual(
      [0, 1, 2, 3, 4, 5].map((m) => [`2025-01-01 10:${m}0:00.000Z`, 20]),
    );
    expect(chart.errors.reduce((sum, s) => sum + s.total, 0)).toBe(30);
    expect(asked[0]).toContain("bucket=600");
    expect(asked[1]).toMatch(/^\/api\/logs\/requests\?.*perPage=500/);
    expect(asked[1]).toContain("fields=created%2Cstatus");
  });

  test("hourly buckets: the errors come from a second call with the errors filter", async () => {
    count = LIST_COUNT_LIMIT + 1;
    asked.length = 0;
    const chart = await loadChartStats(new PocketBase(url), "", HOURLY);
    expect(chart).toMatchObject({ unitMs: HOURLY, hourlyOnly: false });
    expect(chart.errors).toEqual([{ total: Math.floor(count / 4), date: "2025-01-01 10:00:00.000Z" }]);
    expect(asked).toHaveLength(2);
    expect(new URLSearchParams(asked[1].split("?")[1]).get("filter")).toContain("status >= 400");
  });

  test("too many to list: the chart stays hourly and says so", async () => {
    count = LIST_COUNT_LIMIT + 1;
    asked.length = 0;
    const chart = await loadChartStats(new PocketBase(url), "", TEN_MIN);
    expect(chart).toMatchObject({ unitMs: HOURLY, hourlyOnly: true });
    expect(chart.stats).toEqual([{ total: count, date: "2025-01-01 10:00:00.000Z" }]);
    expect(asked.every((path) => path.startsWith("/api/logs/requests/stats"))).toBe(true);
  });
});
