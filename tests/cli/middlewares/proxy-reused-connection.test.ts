/**
 * The proxy and a backend that drops a kept-alive connection just as it is reused (a restart, a
 * restore swapping its data): a read is sent once more on a new connection, a write is not replayed.
 */
import { createServer, type Server } from "node:http";
import type { Socket } from "node:net";
import { afterEach, expect, test } from "vitest";
import { proxyMiddleware } from "../../../cli/middlewares/proxy-middleware.ts";

const servers: Server[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) {
    server.closeAllConnections();
    await new Promise((done) => server.close(done));
  }
});

function listen(server: Server): Promise<string> {
  servers.push(server);
  return new Promise((ok) =>
    server.listen(0, "127.0.0.1", () => {
      const address = server.address();
      ok(`http://127.0.0.1:${typeof address === "object" && address ? address.port : 0}`);
    }),
  );
}

/** Answers the first request of each connection; a second request on the same connection gets it destroyed. */
async function droppingBackend(): Promise<{ url: string; seen: string[] }> {
  const served = new WeakSet<Socket>();
  const seen: string[] = [];
  const url = await listen(
    createServer((req, res) => {
      seen.push(`${req.method} ${req.url}`);
      if (served.has(req.socket)) {
        req.socket.destroy();
        return;
      }
      served.add(req.socket);
      res.setHeader("content-type", "application/json");
      res.end(JSON.stringify({ code: 200, message: "ok", data: {} }));
    }),
  );
  return { url, seen };
}

async function proxyTo(backend: string): Promise<string> {
  const handle = proxyMiddleware(new URL(backend), () => {});
  return listen(
    createServer((req, res) =>
      handle(req, res, () => {
        res.statusCode = 404;
        res.end();
      }),
    ),
  );
}

test("a read on a connection the backend dropped is sent again on a new one", async () => {
  const backend = await droppingBackend();
  const proxy = await proxyTo(backend.url);
  expect((await fetch(`${proxy}/api/health`)).status).toBe(200);
  // the proxy's pool now holds the kept-alive connection that the backend drops on its next request
  const again = await fetch(`${proxy}/api/backups`);
  expect(again.status).toBe(200);
  expect(backend.seen).toEqual(["GET /api/health", "GET /api/backups", "GET /api/backups"]);
});

test("a write on such a connection is not replayed: it answers 502", async () => {
  const backend = await droppingBackend();
  const proxy = await proxyTo(backend.url);
  expect((await fetch(`${proxy}/api/health`)).status).toBe(200);
  const write = await fetch(`${proxy}/api/backups`, { method: "POST", body: "{}" });
  expect(write.status).toBe(502);
  expect(backend.seen).toEqual(["GET /api/health", "POST /api/backups"]);
});
