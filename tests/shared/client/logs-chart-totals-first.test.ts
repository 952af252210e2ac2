/**
 * The chart's totals before its errors: on a PocketBase v0.23+ server the errors series is a second
 * stats call (a second scan of the logs, seconds at a million logs), so the totals are handed over as
 * soon as the first call answers; pbdeck's own backend counts both in one call and hands them once.
 * The v0.23+ server is a small peer on 127.0.0.1 that holds its answer to the errors stats until told.
 */
import { createServer, type Server } from "node:http";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { requestLogsV018 } from "../../../shared/client/generations/v018/request-logs.ts";
import { genericLogs } from "../../../shared/client/generations/v020/logs.ts";
import { type ChartStats, loadChartStats, loadLogsChartStats } from "../../../shared/client/logs-chart.ts";
import { HOURLY } from "../../../shared/logs/logs-stats.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { freePort } from "../../helpers/pbdeck-process.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const totals = [
  { total: 90, date: "2025-01-01 10:00:00.000Z" },
  { total: 30, date: "2025-01-01 11:00:00.000Z" },
];
const errors = [{ total: 7, date: "2025-01-01 10:00:00.000Z" }];

describe("a PocketBase v0.23+ server (hourly stats, errors through data.status)", () => {
  let peer: Server;
  let url = "";
  const asked: string[] = [];
  // the errors stats answer only when the test releases them
  let releaseErrors = () => {};
  beforeAll(async () => {
    peer = createServer((req, res) => {
      const address = new URL(req.url ?? "/", "http://peer");
      const filter = address.searchParams.get("filter") ?? "";
      asked.push(filter);
      const answer = (body: unknown) =>
        res.writeHead(200, { "content-type": "application/json" }).end(JSON.stringify(body));
      if (address.pathname !== "/api/logs/stats") return void res.writeHead(404).end("{}");
      if (filter.includes("data.status >= 400"))
        releaseErrors = () => {
          releaseErrors = () => {};
          answer(errors);
        };
      else answer(totals);
    });
    const port = await freePort();
    await new Promise<void>((ok) => peer.listen(port, "127.0.0.1", ok));
    url = `http://127.0.0.1:${port}`;
  });
  afterAll(() => {
    releaseErrors(); // a failed run may leave the errors request held
    return new Promise<void>((ok) => peer.close(() => ok()));
  });

  test("the totals are handed over while the errors stats are still unanswered, then both", async () => {
    const handed: ChartStats[] = [];
    let settled = false;
    const loading = loadLogsChartStats(genericLogs(new PocketBase(url), "v0.23"), "", HOURLY, null, (t) =>
      handed.push(t),
    ).finally(() => {
      settled = true;
    });
    // the totals arrive while the errors request waits on the peer
    await expect.poll(() => handed.length).toBe(1);
    expect(handed[0]).toEqual({ stats: totals, errors: [], unitMs: HOURLY, hourlyOnly: false });
    expect(settled).toBe(false);
    // the errors request may reach the peer just after the totals were handed over: wait for it, so
    // that its answer is held (and released below) rather than missed
    await expect.poll(() => asked.some((filter) => filter.includes("data.status >= 400"))).toBe(true);
    expect(settled).toBe(false);
    releaseErrors();
    const chart = await loading;
    expect(chart).toEqual({ stats: totals, errors, unitMs: HOURLY, hourlyOnly: false });
    expect(handed).toHaveLength(1);
  });
});

describe("pbdeck's own backend", () => {
  const server = serverForSuite();
  test("answers totals and errors in one call: nothing is handed over before the result", async () => {
    const pb = new PocketBase(server.url);
    pb.authStore.save(adminToken, null);
    const handed: ChartStats[] = [];
    const chart = await loadChartStats(pb, 'created < "2024-01-01"', HOURLY);
    const viaAdapter = await loadLogsChartStats(
      requestLogsV018(pb),
      'created < "2024-01-01"',
      HOURLY,
      null,
      (t) => handed.push(t),
    );
    expect(handed).toEqual([]);
    expect(viaAdapter).toEqual(chart);
    expect(chart.errors.reduce((sum, s) => sum + s.total, 0)).toBe(16);
  });
});
