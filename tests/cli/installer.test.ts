import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { copyFixture, emptyDataDir, freePort } from "../helpers/pbdeck-process.ts";
import { type CliServer, startCli, tempDir } from "./helpers/cli-process.ts";

let web: ReturnType<typeof tempDir>;
let empty: ReturnType<typeof emptyDataDir>;
let fixture: ReturnType<typeof copyFixture>;
let fresh: CliServer;
let initialised: CliServer;

beforeAll(async () => {
  web = tempDir("pbdeck-web-");
  mkdirSync(web.dir, { recursive: true });
  writeFileSync(join(web.dir, "index.html"), "<!doctype html><title>console</title>");
  empty = emptyDataDir();
  fixture = copyFixture();
  const env = { PBDECK_WEB_ROOT: web.dir };
  fresh = await startCli(
    ["serve", "--dir", empty.dir, "--http", `127.0.0.1:${await freePort()}`, "--no-open"],
    env,
  );
  initialised = await startCli(["--dir", fixture.dir, "--http", `127.0.0.1:${await freePort()}`], env);
});
afterAll(async () => {
  expect(await fresh.stop()).toBe(0);
  expect(await initialised.stop()).toBe(0);
  empty.cleanup();
  fixture.cleanup();
  web.cleanup();
});

test("on an empty directory the printed console URL is the installer", () => {
  expect(fresh.consoleUrl).toBe(`${fresh.url}/_/?installer#`);
  expect(fresh.stdout()).toContain(
    "No admin yet: the console opens the installer to create the first one.\n",
  );
  expect(initialised.consoleUrl).toBe(`${initialised.url}/_/`);
});

test("GET /_/ redirects (307) to ?installer# while no admin exists, as PocketBase does", async () => {
  for (const path of ["/_/", "/_/index.html"]) {
    const res = await fetch(`${fresh.url}${path}`, { redirect: "manual", headers: { Accept: "text/html" } });
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("?installer#");
  }
  const installer = await fetch(`${fresh.url}/_/?installer`, { headers: { Accept: "text/html" } });
  expect(installer.status).toBe(200);
  expect(await installer.text()).toBe("<!doctype html><title>console</title>");
  // only the console page itself redirects
  const deep = await fetch(`${fresh.url}/_/logs`, { redirect: "manual", headers: { Accept: "text/html" } });
  expect(deep.status).toBe(200);
});

test("once admins exist, ?installer is redirected away", async () => {
  const res = await fetch(`${initialised.url}/_/?installer`, {
    redirect: "manual",
    headers: { Accept: "text/html" },
  });
  expect(res.status).toBe(307);
  expect(res.headers.get("location")).toBe("?");
  const plain = await fetch(`${initialised.url}/_/`, {
    redirect: "manual",
    headers: { Accept: "text/html" },
  });
  expect(plain.status).toBe(200);
});
