/** The logs chart's bucket size follows the range; the "all" range and a custom --since range. */
import { render } from "ink-testing-library";
import PocketBase from "pocketbase";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import type { Client } from "../../shared/client/index.ts";
import { LogsHistogram } from "../../tui/logs/LogsHistogram.tsx";
import { keepOldLogs } from "../helpers/old-logs.ts";
import { serverForSuite } from "../helpers/server-suite.ts";
import { barColumns } from "./helpers/chart-columns.ts";
import { adminClient, type Rendered, renderApp } from "./helpers/tui-render.tsx";

// the fixture's requests of 2023 are shown: keep them past the purge at the first logged request
const server = serverForSuite({ prepare: keepOldLogs });
let client: Client;
let app: Rendered | undefined;
let kept = 0; // requests by guests and users: the fixture's (2023) and this file's one

async function guestCount(): Promise<number> {
  const page = await client.pb.logs.getRequestsList(1, 1, { filter: 'auth != "admin"', requestKey: null });
  return page.totalItems;
}

beforeAll(async () => {
  client = await adminClient(server.url);
  const before = await guestCount();
  // one guest request now; the fixture's other requests are from 2023
  await new PocketBase(server.url).collection("demo2").getList(1, 1, { requestKey: null });
  kept = before + 1;
  await vi.waitFor(async () => expect(await guestCount()).toBe(kept), { timeout: 10_000, interval: 50 });
});

afterEach(() => app?.unmount());

test("one request in the last 15 min fills one column of the chart, not all of them", async () => {
  app = renderApp(client, "logs", { since: { text: "15m", ms: 15 * 60_000 } });
  const frame = await app.see("[15m]", "1 log(s)", "max 1 per 1 min");
  expect(barColumns(frame)).toBe(1);
  // 1 h: still minutes, still one column
  await app.press("r");
  const hour = await app.see("[1h]", "max 1 per 1 min");
  expect(barColumns(hour)).toBe(1);
  // 24 h: 10-minute buckets, more than the 100 columns, merged per column
  await app.press("r");
  const day = await app.see("[24h]", "max 1 per column");
  expect(barColumns(day)).toBe(1);
});

test('"all" shows every request kept, from the oldest (the fixture\'s, from 2023)', async () => {
  app = renderApp(client, "logs");
  await app.see("[24h]", "1 log(s)");
  await app.press("r");
  await app.see("[7d]");
  await app.press("r");
  const frame = await app.see("[all]", `${kept} log(s)`, "max ");
  expect(frame).toContain(" 15m  1h  24h  7d [all]");
  // the axis starts at the oldest request
  expect(frame).toMatch(/\n04-04 1[23]:00 +max \d+ per column +\d{2}-\d{2} \d{2}:\d{2}\n/);
  expect(frame).not.toContain("No requests in this range");
});

test("a custom --since range sits among the presets by length and opens first", async () => {
  app = renderApp(client, "logs", { since: { text: "3d", ms: 3 * 86_400_000 } });
  const frame = await app.see("[3d]", "1 log(s)", "max 1 per 1 h");
  expect(frame).toContain(" 15m  1h  24h [3d] 7d  all ");
  await app.press("r");
  await app.see("[7d]");
});

test("a chart kept hourly by an hourly-only server says so on its axis", () => {
  const hour = 3_600_000;
  const buckets = [3, 0, 5].map((total, i) => ({
    time: Date.UTC(2025, 0, 1, 10 + i),
    span: hour,
    total,
    errors: 0,
  }));
  const { lastFrame, unmount } = render(
    <LogsHistogram buckets={buckets} width={100} height={2} hourlyOnly />,
  );
  const axis = (lastFrame() ?? "").split("\n").at(-1);
  expect(axis).toMatch(
    /^01-01 10:00 +max 5 per 1 h · hourly: this server counts requests per hour only +01-01 13:00$/,
  );
  unmount();
});
