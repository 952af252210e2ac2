/**
 * Nobody but the person at the keyboard reaches pbdeck's local server: real pbdeck processes (the
 * embedded backend, and `--backend` in front of a real PocketBase v0.18.1) over real HTTP, sending
 * what a browser sends for a page on another domain (DNS rebinding: a foreign Host) or another
 * origin (a cross-origin fetch).
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { request } from "node:http";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { copyFixture, freePort } from "../helpers/pbdeck-process.ts";
import { type PocketBaseProcess, startPocketBase } from "../helpers/pocketbase-server.ts";
import { type CliServer, runCli, startCli, tempDir } from "./helpers/cli-process.ts";

const ADMIN = { identity: "test@example.com", password: "1234567890" };
let web: ReturnType<typeof tempDir>;

/** A request with any Host header (fetch cannot set one). */
function send(
  url: string,
  options: { method?: string; host?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  const target = new URL(url);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: target.hostname,
        port: target.port,
        path: `${target.pathname}${target.search}`,
        method: options.method ?? "GET",
        headers: { ...(options.host ? { Host: options.host } : {}), ...options.headers },
      },
      (res) => {
        let body = "";
        res.setEncoding("utf8");
        res.on("data", (chunk) => {
          body += chunk;
        });
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
      },
    );
    req.on("error", reject);
    req.end(options.body);
  });
}

async function adminToken(url: string): Promise<string> {
  const res = await fetch(`${url}/api/admins/auth-with-password`, {
    method: "POST",
    headers: { "Content-Type": "application/json" },
    body: JSON.stringify(ADMIN),
  });
  expect(res.status).toBe(200);
  return ((await res.json()) as { token: string }).token;
}

function postJson(url: string, token: string, body: unknown, headers: Record<string, string> = {}) {
  return send(url, {
    method: "POST",
    headers: { "Content-Type": "application/json", Authorization: token, ...headers },
    body: JSON.stringify(body),
  });
}

const foreignHost = (port: string) => `evil.example:${port}`;

beforeAll(() => {
  web = tempDir("pbdeck-web-");
  mkdirSync(web.dir, { recursive: true });
  writeFileSync(join(web.dir, "index.html"), "<!doctype html><title>console</title>");
});
afterAll(() => web.cleanup());

describe("embedded backend", () => {
  let data: ReturnType<typeof copyFixture>;
  let server: CliServer;
  let named: CliServer;
  let token: string;

  beforeAll(async () => {
    data = copyFixture();
    server = await startCli(["--dir", data.dir, "--http", `127.0.0.1:${await freePort()}`, "--no-open"], {
      PBDECK_WEB_ROOT: web.dir,
    });
    named = await startCli(
      [
        "--dir",
        data.dir,
        "--http",
        `127.0.0.1:${await freePort()}`,
        "--no-open",
        "--allowed-hosts",
        "pb.example.test,.corp.test",
        "--cors",
        "http://app.example.test:5173",
      ],
      { PBDECK_WEB_ROOT: web.dir },
    );
    token = await adminToken(server.url);
  });
  afterAll(async () => {
    expect(await server.stop()).toBe(0);
    expect(await named.stop()).toBe(0);
    data.cleanup();
  });

  test("a foreign Host gets 403 with one line on the console and the API, and the terminal says how to allow it", async () => {
    const port = new URL(server.url).port;
    for (const path of ["/_/", "/api/health", "/api/collections", "/api/pbdeck/sql"]) {
      const res = await send(`${server.url}${path}`, {
        host: foreignHost(port),
        headers: { Authorization: token },
      });
      expect(res.status, path).toBe(403);
      expect(res.headers["content-type"]).toBe("text/plain; charset=utf-8");
      expect(res.body).toBe(
        `pbdeck refused the host "evil.example:${port}": to allow it, start pbdeck with --allowed-hosts evil.example\n`,
      );
    }
    // once per name on the terminal
    await expect.poll(() => server.stderr()).toContain("refused the host");
    expect(server.stderr()).toBe(
      `pbdeck: refused the host "evil.example:${port}": to allow it, start pbdeck with --allowed-hosts evil.example\n`,
    );
  });

  test("loopback names are served; names given with --allowed-hosts too, and nothing else", async () => {
    const port = new URL(server.url).port;
    for (const host of [
      `127.0.0.1:${port}`,
      `localhost:${port}`,
      `[::1]:${port}`,
      "localhost",
      "app.localhost",
    ]) {
      expect((await send(`${server.url}/api/health`, { host })).status, host).toBe(200);
    }
    for (const host of ["pb.example.test", "corp.test:8443", "a.b.corp.test"]) {
      expect((await send(`${server.url}/api/health`, { host })).status, `${host} before`).toBe(403);
      expect((await send(`${named.url}/api/health`, { host })).status, host).toBe(200);
    }
    for (const host of [
      "example.test",
      "evilcorp.test",
      "pb.example.test.evil.example",
      "127.0.0.1.nip.io",
    ]) {
      expect((await send(`${named.url}/api/health`, { host })).status, host).toBe(403);
    }
  });

  test("cross-origin writes are refused: the installer, records and the SQL console; the same origin and scripts pass", async () => {
    const evil = { Origin: "http://evil.example" };
    const before = await fetch(`${server.url}/api/collections/demo1/records?perPage=1`, {
      headers: { Authorization: token },
    }).then((res) => res.json() as Promise<{ totalItems: number }>);

    const record = await postJson(`${server.url}/api/collections/demo1/records`, token, { text: "x" }, evil);
    expect(record.status).toBe(403);
    expect(JSON.parse(record.body)).toEqual({
      code: 403,
      message:
        "pbdeck refused a request from http://evil.example: only the console's own page may change data here. To allow that origin, start pbdeck with --cors http://evil.example",
      data: {},
    });
    const sql = await postJson(`${server.url}/api/pbdeck/sql`, token, { sql: "DELETE FROM demo1" }, evil);
    expect(sql.status).toBe(403);
    // pbdeck's own endpoints refuse foreign reads too, and a browser request from another site without an Origin
    expect(
      (await send(`${server.url}/api/pbdeck/sql`, { headers: { ...evil, Authorization: token } })).status,
    ).toBe(403);
    expect(
      (
        await send(`${server.url}/api/pbdeck/sql`, {
          headers: { "Sec-Fetch-Site": "cross-site", Authorization: token },
        })
      ).status,
    ).toBe(403);
    const installer = await send(`${server.url}/api/admins`, {
      method: "POST",
      headers: { "Content-Type": "text/plain", ...evil },
      body: JSON.stringify({
        email: "x@evil.example",
        password: "1234567890",
        passwordConfirm: "1234567890",
      }),
    });
    expect(installer.status).toBe(403);
    const opaque = await postJson(
      `${server.url}/api/collections/demo1/records`,
      token,
      { text: "x" },
      { Origin: "null" },
    );
    expect(opaque.status).toBe(403);

    const after = await fetch(`${server.url}/api/collections/demo1/records?perPage=1`, {
      headers: { Authorization: token },
    }).then((res) => res.json() as Promise<{ totalItems: number }>);
    expect(after.totalItems).toBe(before.totalItems);

    // the console's own origin (any allowed name of this server), and requests from no page at all
    const own = await postJson(
      `${server.url}/api/collections/demo1/records`,
      token,
      { text: "own" },
      { Origin: server.url },
    );
    expect(own.status).toBe(200);
    const port = new URL(server.url).port;
    const viaLocalhost = await send(`${server.url}/api/pbdeck/sql`, {
      host: `localhost:${port}`,
      headers: { Origin: `http://localhost:${port}`, Authorization: token, "Sec-Fetch-Site": "same-origin" },
    });
    expect(viaLocalhost.status).toBe(200);
    expect(
      (await postJson(`${server.url}/api/collections/demo1/records`, token, { text: "script" })).status,
    ).toBe(200);
  });

  test("no Access-Control-Allow-Origin for other origins unless --cors names them", async () => {
    const preflight = (url: string, origin: string) =>
      send(`${url}/api/admins`, {
        method: "OPTIONS",
        headers: {
          Origin: origin,
          "Access-Control-Request-Method": "POST",
          "Access-Control-Request-Headers": "content-type",
        },
      });
    const foreign = await preflight(server.url, "http://evil.example");
    expect(foreign.headers["access-control-allow-origin"]).toBeUndefined();
    const read = await send(`${server.url}/api/health`, { headers: { Origin: "http://evil.example" } });
    expect(read.status).toBe(200);
    expect(read.headers["access-control-allow-origin"]).toBeUndefined();

    const listed = await preflight(named.url, "http://app.example.test:5173");
    expect(listed.headers["access-control-allow-origin"]).toBe("http://app.example.test:5173");
    expect(
      (await preflight(named.url, "http://evil.example")).headers["access-control-allow-origin"],
    ).toBeUndefined();
    const write = await postJson(
      `${named.url}/api/collections/demo1/records`,
      token,
      { text: "app" },
      {
        Origin: "http://app.example.test:5173",
      },
    );
    expect(write.status).toBe(200);
    expect(write.headers["access-control-allow-origin"]).toBe("http://app.example.test:5173");
    const other = await postJson(
      `${named.url}/api/collections/demo1/records`,
      token,
      { text: "x" },
      {
        Origin: "http://evil.example",
      },
    );
    expect(other.status).toBe(403);
  });

  test("a bad --allowed-hosts or --cors value is one line and exit 1", async () => {
    const host = await runCli(["--dir", data.dir, "--allowed-hosts", "http://x.example", "--no-open"]);
    expect(host.code).toBe(1);
    expect(host.stderr).toBe(
      'pbdeck: invalid --allowed-hosts name "http://x.example": expected a host name such as pb.example.com, or .example.com for its subdomains too\n',
    );
    const cors = await runCli(["--dir", data.dir, "--cors", "app.example.com", "--no-open"]);
    expect(cors.code).toBe(1);
    expect(cors.stderr).toBe(
      'pbdeck: invalid --cors origin "app.example.com": expected SCHEME://HOST[:PORT] such as https://app.example.com, or *\n',
    );
  });
});

describe("--backend in front of a real PocketBase v0.18.1", () => {
  let data: ReturnType<typeof copyFixture>;
  let remote: PocketBaseProcess;
  let proxy: CliServer;
  let token: string;

  beforeAll(async () => {
    data = copyFixture();
    remote = await startPocketBase("v0.18", data.dir);
    proxy = await startCli(
      ["--backend", remote.url, "--http", `127.0.0.1:${await freePort()}`, "--no-open"],
      {
        PBDECK_WEB_ROOT: web.dir,
      },
    );
    token = await adminToken(proxy.url);
  });
  afterAll(async () => {
    expect(await proxy.stop()).toBe(0);
    await remote.stop();
    data.cleanup();
  });

  test("a foreign Host gets 403 on the console and on the proxied API; the remote never sees it", async () => {
    const port = new URL(proxy.url).port;
    for (const path of ["/_/", "/api/health", "/api/collections"]) {
      const res = await send(`${proxy.url}${path}`, {
        host: foreignHost(port),
        headers: { Authorization: token },
      });
      expect(res.status, path).toBe(403);
      expect(res.body).toContain("--allowed-hosts evil.example");
    }
  });

  test("cross-origin writes are refused before the proxy; the console's own origin works through it", async () => {
    const url = `${proxy.url}/api/collections/demo1/records`;
    const evil = await postJson(url, token, { text: "evil" }, { Origin: "http://evil.example" });
    expect(evil.status).toBe(403);
    const own = await postJson(url, token, { text: "own" }, { Origin: proxy.url });
    expect(own.status).toBe(200);
    const list = await fetch(
      `${remote.url}/api/collections/demo1/records?filter=${encodeURIComponent("text='evil'")}`,
      {
        headers: { Authorization: token },
      },
    ).then((res) => res.json() as Promise<{ totalItems: number }>);
    expect(list.totalItems).toBe(0);
  });

  test("a profile keeps its allowed hosts and origins for pbdeck --profile", async () => {
    const config = tempDir("pbdeck-config-");
    const env = { PBDECK_CONFIG_DIR: config.dir, PBDECK_WEB_ROOT: web.dir };
    try {
      const added = await runCli(
        [
          "profiles",
          "add",
          "team",
          "--backend",
          remote.url,
          "--allowed-hosts",
          "pb.team.test",
          "--cors",
          "https://tools.team.test",
        ],
        env,
      );
      expect(added.code, added.stderr).toBe(0);
      const bad = await runCli(
        ["profiles", "add", "x", "--backend", remote.url, "--cors", "tools.team.test"],
        env,
      );
      expect(bad.code).toBe(1);
      expect(bad.stderr).toContain('pbdeck: invalid --cors origin "tools.team.test"');
      const served = await startCli(
        ["--profile", "team", "--http", `127.0.0.1:${await freePort()}`, "--no-open"],
        env,
      );
      try {
        expect((await send(`${served.url}/api/health`, { host: "pb.team.test" })).status).toBe(200);
        expect((await send(`${served.url}/api/health`, { host: "other.team.test" })).status).toBe(403);
        const write = await postJson(
          `${served.url}/api/collections/demo1/records`,
          token,
          { text: "tools" },
          {
            Origin: "https://tools.team.test",
          },
        );
        expect(write.status).toBe(200);
      } finally {
        expect(await served.stop()).toBe(0);
      }
    } finally {
      config.cleanup();
    }
  });
});
