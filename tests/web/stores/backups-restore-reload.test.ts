/**
 * After an accepted restore the console reloads after 2 s (spec: restore reload delay), once the
 * backend's health check says it is back; while it is not back (busy or restarting) it keeps asking.
 * The health check is a real HTTP server the test controls.
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { MemoryStorage } from "../lib/memory-storage.ts";

let server: Server;
/** What the health check says: idle (a backup is possible), busy, or down (the connection is dropped). */
let health: "idle" | "busy" | "down" = "idle";
const healthHits: number[] = [];
let started = 0;
const reload = vi.fn();

beforeAll(async () => {
  server = createServer((req, res) => {
    if (!req.url?.startsWith("/api/health")) return res.writeHead(404).end();
    healthHits.push(Date.now() - started);
    if (health === "down") return req.socket.destroy();
    res.writeHead(200, { "content-type": "application/json" });
    res.end(
      JSON.stringify({ code: 200, message: "API is healthy.", data: { canBackup: health === "idle" } }),
    );
  });
  await new Promise<void>((done) => server.listen(0, "127.0.0.1", done));
  const { port } = server.address() as AddressInfo;
  // the console's client is built from the page's address when its module loads
  vi.stubGlobal("location", { href: `http://127.0.0.1:${port}/_/`, reload });
  vi.stubGlobal("sessionStorage", new MemoryStorage());
});

afterAll(async () => {
  vi.unstubAllGlobals();
  await new Promise((done) => server.close(done));
});

beforeEach(() => {
  reload.mockClear();
  healthHits.length = 0;
});

async function restoreAndTimeReload(): Promise<number> {
  const { reconnectAfterRestore, RESTORE_RELOAD_MS } = await import(
    "../../../web/src/stores/backups/backups-health.ts"
  );
  expect(RESTORE_RELOAD_MS).toBe(2000);
  started = Date.now();
  await reconnectAfterRestore("a.zip");
  expect(reload).toHaveBeenCalledTimes(1);
  expect(sessionStorage.getItem("pbdeck_restored_backup")).toBe("a.zip");
  return Date.now() - started;
}

test("a backend that is back at 2 s: the page reloads then, after one health check and none before", async () => {
  health = "idle";
  const elapsed = await restoreAndTimeReload();
  expect(healthHits).toHaveLength(1);
  expect(healthHits[0]).toBeGreaterThanOrEqual(1990); // timers may round a millisecond down
  expect(elapsed).toBeGreaterThanOrEqual(1990);
  expect(elapsed).toBeLessThan(3500); // generous: one local request after the 2 s
});

test("a backend still restoring at 2 s: the page waits for it (busy, then down while it restarts) and reloads once it is back", async () => {
  health = "busy";
  setTimeout(() => {
    health = "down";
  }, 2600);
  setTimeout(() => {
    health = "idle";
  }, 3600);
  const elapsed = await restoreAndTimeReload();
  expect(elapsed).toBeGreaterThanOrEqual(3600);
  expect(healthHits[0]).toBeGreaterThanOrEqual(1990);
  expect(healthHits.length).toBeGreaterThan(2);
});
