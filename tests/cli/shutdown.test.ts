import { existsSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { expect, test } from "vitest";
import { copyFixture, freePort } from "../helpers/pbdeck-process.ts";
import { startCli, waitFor } from "./helpers/cli-process.ts";
import { startStubBackend } from "./helpers/stub-backend.ts";

/** Whether a brand-new connection (no keep-alive pool) is accepted. */
function acceptsNewConnections(url: string): Promise<boolean> {
  return new Promise((resolve) => {
    const req = request(`${url}/api/health`, { agent: false }, (res) => {
      res.resume();
      resolve(true);
    });
    req.once("error", () => resolve(false));
    req.end();
  });
}

test("SIGTERM and SIGINT exit 0 and close SQLite cleanly (the WAL is checkpointed away)", async () => {
  for (const signal of ["SIGTERM", "SIGINT"] as const) {
    const data = copyFixture();
    try {
      const server = await startCli(["--dir", data.dir, "--http", `127.0.0.1:${await freePort()}`]);
      // an idle keep-alive connection must not hold the process open
      const res = await fetch(`${server.url}/api/health`);
      expect(res.status).toBe(200);
      expect(existsSync(join(data.dir, "data.db-wal"))).toBe(true);
      expect(await server.stop(signal)).toBe(0);
      expect(existsSync(join(data.dir, "data.db-wal"))).toBe(false);
      expect(server.stderr()).toBe("");
    } finally {
      data.cleanup();
    }
  }
});

test("after SIGTERM, new connections are refused but an in-flight request still completes", async () => {
  const stub = await startStubBackend();
  try {
    const proxy = await startCli(["--backend", stub.url, "--http", `127.0.0.1:${await freePort()}`]);
    const slow = fetch(`${proxy.url}/api/slow`);
    await waitFor(() => stub.slowArrived(), "the slow request to reach the backend");
    const exited = proxy.stop("SIGTERM");
    await waitFor(async () => !(await acceptsNewConnections(proxy.url)), "the listener to close");
    expect(proxy.child.exitCode).toBeNull();
    stub.releaseSlow();
    const res = await slow;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ slow: "done" });
    expect(await exited).toBe(0);
  } finally {
    await stub.close();
  }
});

test("an open realtime stream of the embedded backend does not keep it from stopping", async () => {
  const data = copyFixture();
  try {
    const server = await startCli(["--dir", data.dir, "--http", `127.0.0.1:${await freePort()}`]);
    const res = await fetch(`${server.url}/api/realtime`);
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("event:PB_CONNECT");
    expect(await server.stop("SIGTERM")).toBe(0);
    await expect(reader.read()).rejects.toThrow();
    expect(existsSync(join(data.dir, "data.db-wal"))).toBe(false);
  } finally {
    data.cleanup();
  }
});

test("an open realtime stream through the proxy does not keep it from stopping", async () => {
  const stub = await startStubBackend();
  try {
    const proxy = await startCli(["--backend", stub.url, "--http", `127.0.0.1:${await freePort()}`]);
    const res = await fetch(`${proxy.url}/api/realtime`);
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toContain("event:PB_CONNECT");
    expect(await proxy.stop("SIGTERM")).toBe(0);
    // the client sees its stream end (and would reconnect elsewhere)
    await expect(reader.read()).rejects.toThrow();
  } finally {
    await stub.close();
  }
});
