import PocketBase from "pocketbase";
import { afterEach, beforeAll, expect, test, vi } from "vitest";
import type { Client } from "../../shared/client/index.ts";
import { serverForSuite } from "../helpers/server-suite.ts";
import { adminClient, KEY, type Rendered, renderApp } from "./helpers/tui-render.tsx";

const server = serverForSuite();
let client: Client;
let app: Rendered | undefined;

/** Guest requests the server logs (asynchronously): an OK list, a 404 and a 400. */
async function makeRequests(guest: PocketBase, marker: string): Promise<void> {
  await guest
    .collection("demo2")
    .getList(1, 1, { requestKey: null, filter: `id != "${marker}"` })
    .catch(() => {});
  await guest
    .collection(`missing_${marker}`)
    .getList(1, 1, { requestKey: null })
    .catch(() => {});
  await guest
    .collection("demo2")
    .getList(1, 1, { requestKey: null, filter: "(((" })
    .catch(() => {});
}

async function logged(filter: string, count: number): Promise<void> {
  await vi.waitFor(
    async () => {
      const page = await client.pb.logs.getRequestsList(1, 1, { filter, requestKey: null });
      expect(page.totalItems).toBeGreaterThanOrEqual(count);
    },
    { timeout: 10_000, interval: 50 },
  );
}

beforeAll(async () => {
  client = await adminClient(server.url);
  await makeRequests(new PocketBase(server.url), "first");
  await logged('auth = "guest"', 3);
});

afterEach(() => app?.unmount());

test("lists requests newest first with method, status, URL, IP, time; the histogram and count above", async () => {
  app = renderApp(client, "logs");
  const frame = await app.see("/api/collections/missing_first/records", "3 log(s)", "max 3 per column");
  const rows = frame.split("\n").filter((line) => line.includes("/api/collections/"));
  // the URL column is cut with an ellipsis to keep IP and time in place (100 columns here)
  expect(rows).toHaveLength(3);
  expect(rows[0]).toMatch(/^› GET {4}400 {2}\/api\/collections\/demo2\/records\?page=1&perPage=1&/);
  expect(rows[1]).toMatch(
    /^ {2}GET {4}404 {2}\/api\/collections\/missing_first\/records\?page=1&per… ?127\.0\.0\.1 +\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/,
  );
  expect(rows[2]).toMatch(/^ {2}GET {4}200 {2}\/api\/collections\/demo2\/records/);
  expect(frame).toContain(" 15m  1h [24h] 7d  all   Admins: excluded  3 log(s)");
  // a block-character bar for the hour that holds the three requests
  expect(frame).toMatch(/█/);
  expect(frame).toContain("1 of 3 loaded");
});

test("e jumps to the next error; Enter shows every field with meta pretty-printed; Esc closes", async () => {
  app = renderApp(client, "logs");
  await app.see("1 of 3 loaded");
  await app.press("e");
  const frame = await app.see("2 of 3 loaded");
  expect(frame).toMatch(/› GET {4}404/);
  await app.press("e");
  await app.see("No more errors.");
  await app.press(KEY.enter);
  const detail = await app.see("Request log (Esc to close)", "Remote IP", "UserAgent");
  for (const label of ["ID", "Status", "Method", "Auth", "URL", "Referer", "User IP", "Meta", "Created"]) {
    expect(detail).toContain(label);
  }
  expect(detail).toContain('"errorMessage"');
  expect(detail).toContain("guest");
  await app.press(KEY.escape);
  await app.gone("Request log (Esc to close)");
});

test("the filter takes plain text (matched like the web console) or an expression", async () => {
  app = renderApp(client, "logs");
  await app.see("3 log(s)");
  await app.press("/");
  await app.type("missing_first");
  await app.press(KEY.enter);
  let frame = await app.see("Filter: missing_first", "1 log(s)");
  expect(frame).not.toContain("demo2/records");
  await app.press("/", ...Array(13).fill(KEY.backspace));
  await app.type("status >= 400");
  await app.press(KEY.enter);
  frame = await app.see("Filter: status >= 400", "2 log(s)");
  expect(frame).not.toMatch(/GET {4}200/);
  await app.press("/", ...Array(13).fill(KEY.backspace));
  await app.type("status >>> 1");
  await app.press(KEY.enter);
  await app.see("Something went wrong while processing your request.");
});

test("a includes admin requests, r cycles the ranges, all last", async () => {
  app = renderApp(client, "logs");
  await app.see("3 log(s)");
  await app.press("a");
  await app.see("Admins: included", "/api/admins/auth-refresh");
  await app.press("r");
  await app.see("[7d]");
  await app.press("r");
  await app.see("[all]");
  await app.press("r");
  await app.see("[15m]");
});

test("f follows new requests as they arrive", async () => {
  app = renderApp(client, "logs");
  await app.see("3 log(s)");
  await app.press("f");
  await app.see("following");
  await makeRequests(new PocketBase(server.url), "second");
  const frame = await app.see(
    "/api/collections/missing_second/records",
    "6 of 6 loaded".replace("6 of", "1 of"),
  );
  expect(frame.split("\n").find((line) => line.startsWith("›"))).toMatch(/GET {4}400/);
});
