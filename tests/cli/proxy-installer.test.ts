/**
 * Proxy mode on a fresh PocketBase: /_/ leads to the installer as in embedded mode. An empty embedded
 * backend (a real pbdeck process) stands in for the remote server, a second pbdeck proxies it.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { createClient } from "../../shared/client/index.ts";
import { emptyDataDir, freePort, type PbdeckProcess, startPbdeck } from "../helpers/pbdeck-process.ts";
import { type CliServer, startCli, tempDir } from "./helpers/cli-process.ts";

let web: ReturnType<typeof tempDir>;
let empty: ReturnType<typeof emptyDataDir>;
let remote: PbdeckProcess;
let proxy: CliServer;

beforeAll(async () => {
  web = tempDir("pbdeck-web-");
  mkdirSync(web.dir, { recursive: true });
  writeFileSync(join(web.dir, "index.html"), "<!doctype html><title>console</title>");
  empty = emptyDataDir();
  remote = await startPbdeck(empty.dir);
  proxy = await startCli(["--backend", remote.url, "--http", `127.0.0.1:${await freePort()}`, "--no-open"], {
    PBDECK_WEB_ROOT: web.dir,
  });
});
afterAll(async () => {
  expect(await proxy.stop()).toBe(0);
  expect(proxy.stderr()).toBe("");
  expect(await remote.stop()).toBe(0);
  empty.cleanup();
  web.cleanup();
});

const consolePage = (path: string) =>
  fetch(`${proxy.url}${path}`, { redirect: "manual", headers: { Accept: "text/html" } });

function adminCount(): number {
  const db = new DatabaseSync(join(empty.dir, "data.db"), { readOnly: true });
  try {
    return Number((db.prepare("SELECT count(*) AS n FROM _admins").get() as { n: number }).n);
  } finally {
    db.close();
  }
}

test("a remote backend without admins: the printed URL and /_/ lead to the installer, nothing is created", async () => {
  expect(proxy.consoleUrl).toBe(`${proxy.url}/_/?installer#`);
  expect(proxy.stdout()).toContain(
    "No admin yet: the console opens the installer to create the first one.\n",
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

test("once the installer created the first admin through the proxy, /_/ is the console again", async () => {
  const { pb } = createClient(proxy.url);
  await pb.admins.create({
    email: "first@example.com",
    password: "1234567890",
    passwordConfirm: "1234567890",
  });
  expect(adminCount()).toBe(1);
  const page = await consolePage("/_/");
  expect(page.status).toBe(200);
  const away = await consolePage("/_/?installer");
  expect(away.status).toBe(307);
  expect(away.headers.get("location")).toBe("?");
});
