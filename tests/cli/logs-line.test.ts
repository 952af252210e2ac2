/** The line `pbdeck logs` prints for an entry: a request as on v0.18, a v0.20+ entry that is not a request by level and message. */
import { expect, test } from "vitest";
import { logLine } from "../../cli/commands/logs.ts";
import type { LogEntry } from "../../shared/client/generations/logs-api.ts";

const request: LogEntry = {
  id: "a",
  created: "2026-01-10 12:00:00.000Z",
  updated: "2026-01-10 12:00:00.000Z",
  url: "/api/health",
  method: "GET",
  status: 200,
  auth: "guest",
  userIp: "10.0.0.2",
  remoteIp: "127.0.0.1",
  referer: "",
  userAgent: "curl",
  meta: { execTime: 0.125965 },
};

test("a request: the same line on every generation, execution time to three decimals", () => {
  expect(logLine(request, false)).toBe(
    "2026-01-10 12:00:00.000Z GET    200 /api/health 0.126ms 10.0.0.2 guest",
  );
  expect(
    logLine({ ...request, level: 0, message: "GET /api/health", data: { type: "request" } }, false),
  ).toBe("2026-01-10 12:00:00.000Z GET    200 /api/health 0.126ms 10.0.0.2 guest");
});

test("an entry that is not a request: level, message and its data as JSON", () => {
  const entry: LogEntry = {
    ...request,
    url: "",
    method: "",
    status: 0,
    auth: "",
    userIp: "",
    remoteIp: "",
    meta: {},
    level: 4,
    message: "Failed to send the mail",
    data: { to: "a@example.com" },
  };
  expect(logLine(entry, false)).toBe(
    '2026-01-10 12:00:00.000Z WARN   Failed to send the mail {"to":"a@example.com"}',
  );
  expect(logLine({ ...entry, level: -4, data: {} }, false)).toBe(
    "2026-01-10 12:00:00.000Z DEBUG  Failed to send the mail",
  );
});
