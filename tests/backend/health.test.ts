import { expect, test } from "vitest";
import { serverForSuite } from "../helpers/server-suite.ts";

const server = serverForSuite();
const openServer = serverForSuite({ args: ["--cors", "*"] });

test("health answers and reports that backups can run", async () => {
  const res = await fetch(`${server.url}/api/health`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ code: 200, message: "API is healthy.", data: { canBackup: true } });
});

test("unknown api paths answer the 404 envelope, with the trailing slash stripped", async () => {
  for (const method of ["GET", "POST", "PATCH", "DELETE"]) {
    const res = await fetch(`${server.url}/api/missing/`, { method });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ code: 404, message: "Not Found.", data: {} });
  }
  const head = await fetch(`${server.url}/api/missing`, { method: "HEAD" });
  expect(head.status).toBe(404);
  expect(await head.text()).toBe("");
});

test("preflight requests get 204; the CORS headers of PocketBase only with --cors '*'", async () => {
  const preflight = (url: string) =>
    fetch(`${url}/api/collections`, {
      method: "OPTIONS",
      headers: { Origin: "http://example.com", "Access-Control-Request-Headers": "authorization" },
    });
  // pbdeck's own server lets no other origin in unless told (see tests/cli/local-server-guards.test.ts)
  const closed = await preflight(server.url);
  expect(closed.status).toBe(204);
  expect(closed.headers.get("access-control-allow-origin")).toBeNull();
  const res = await preflight(openServer.url);
  expect(res.status).toBe(204);
  expect(res.headers.get("access-control-allow-origin")).toBe("*");
  expect(res.headers.get("access-control-allow-methods")).toBe("GET,HEAD,PUT,PATCH,POST,DELETE");
  expect(res.headers.get("access-control-allow-headers")).toBe("authorization");
});
