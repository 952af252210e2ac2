/**
 * Proxy mode on a fresh PocketBase (a real v0.18.1 on an empty pb_data): /_/ leads to the installer
 * as in embedded mode, and pbdeck's own address asks for its installer token as well. pbdeck cannot
 * guard the remote itself, so it says how the remote takes its first admin.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createClient } from "../../shared/client/index.ts";
import { createFirstAdmin, installerTokenProblem } from "../../shared/client/installer-token.ts";
import { adminEmails } from "../helpers/first-admin.ts";
import { emptyDataDir, freePort, installerTokenOf } from "../helpers/pbdeck-process.ts";
import { type PocketBaseProcess, startPocketBase } from "../helpers/pocketbase-server.ts";
import { type CliServer, startCli, tempDir } from "./helpers/cli-process.ts";

let web: ReturnType<typeof tempDir>;
let empty: ReturnType<typeof emptyDataDir>;
let remote: PocketBaseProcess;
let proxy: CliServer;

beforeAll(async () => {
  web = tempDir("pbdeck-web-");
  mkdirSync(web.dir, { recursive: true });
  writeFileSync(join(web.dir, "index.html"), "<!doctype html><title>console</title>");
  empty = emptyDataDir();
  remote = await startPocketBase("v0.18", empty.dir);
  proxy = await startCli(["--backend", remote.url, "--http", `127.0.0.1:${await freePort()}`, "--no-open"], {
    PBDECK_WEB_ROOT: web.dir,
  });
});
afterAll(async () => {
  expect(await proxy.stop()).toBe(0);
  expect(proxy.stderr()).toBe("");
  await remote.stop();
  empty.cleanup();
  web.cleanup();
});

const consolePage = (path: string) =>
  fetch(`${proxy.url}${path}`, { redirect: "manual", headers: { Accept: "text/html" } });

const adminCount = () => adminEmails(empty.dir).length;

test("a remote backend without admins: the printed URL and /_/ lead to the installer, nothing is created", async () => {
  expect(proxy.consoleUrl).toMatch(new RegExp(`^${proxy.url}/_/\\?installer#/\\?token=[A-Za-z0-9_-]{32}$`));
  expect(proxy.stdout()).toContain(
    `The remote server itself accepts its first admin from anyone who reaches it, at ${remote.url}/_/\n` +
      "or with `pocketbase admin create EMAIL PASSWORD` on that machine: create it now.\n",
  );
  for (const path of ["/_/", "/_/index.html"]) {
    const res = await consolePage(path);
    expect(res.status).toBe(307);
    expect(res.headers.get("location")).toBe("?installer#");
  }
  const installer = await consolePage("/_/?installer");
  expect(installer.status).toBe(200);
  expect(await installer.text()).toBe("<!doctype html><title>console</title>");
  // asking is free of side effects: still no admin on the remote backend
  expect(adminCount()).toBe(0);
});

test("through pbdeck's address the first admin needs pbdeck's token; with it the installer creates it on the remote", async () => {
  const { pb } = createClient(proxy.url);
  const body = { email: "first@example.com", password: "1234567890", passwordConfirm: "1234567890" };
  const refused = await pb.admins.create(body).catch((err: unknown) => err);
  expect(installerTokenProblem(refused)).toBe("missing");
  expect(adminCount()).toBe(0);

  await createFirstAdmin(pb, installerTokenOf(proxy.consoleUrl), body);
  expect(adminCount()).toBe(1);
  const page = await consolePage("/_/");
  expect(page.status).toBe(200);
  const away = await consolePage("/_/?installer");
  expect(away.status).toBe(307);
  expect(away.headers.get("location")).toBe("?");
});
