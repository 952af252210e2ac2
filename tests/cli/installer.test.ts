import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminEmails } from "../helpers/first-admin.ts";
import { copyFixture, emptyDataDir, freePort, installerTokenOf } from "../helpers/pbdeck-process.ts";
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

test("on an empty directory the printed console URL is the installer, with a one-time token in its hash", () => {
  expect(fresh.consoleUrl).toMatch(new RegExp(`^${fresh.url}/_/\\?installer#/\\?token=[A-Za-z0-9_-]{32}$`));
  expect(fresh.stdout()).toContain(
    "No admin yet: open the console link below to create the first one (it holds a one-time token,\n" +
      "valid for 30 minutes; opening the console after that prints a new link here).\n",
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

const firstAdmin = { email: "first@example.com", password: "1234567890", passwordConfirm: "1234567890" };

function createAdmin(token: string | null, body: object = firstAdmin): Promise<Response> {
  return fetch(`${fresh.url}/api/admins`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      ...(token === null ? {} : { "X-Pbdeck-Installer-Token": token }),
    },
    body: JSON.stringify(body),
  });
}

const admins = () => adminEmails(empty.dir);

test("the first admin needs the printed token: without it or with another it is refused, with it exactly one is created, once", async () => {
  const token = installerTokenOf(fresh.consoleUrl);
  const missing = await createAdmin(null);
  expect(missing.status).toBe(403);
  const refusal = (await missing.json()) as { message: string; data: { installerToken: { code: string } } };
  expect(refusal.data.installerToken.code).toBe("missing");
  expect(refusal.message).toBe(
    "The first admin can only be created with the one-time installer link that pbdeck printed in its terminal.",
  );
  const wrong = await createAdmin(`${token.slice(1)}x`);
  expect(wrong.status).toBe(403);
  expect(
    ((await wrong.json()) as { data: { installerToken: { code: string } } }).data.installerToken.code,
  ).toBe("invalid");
  expect(admins()).toEqual([]);

  // a form the backend refuses keeps the token usable
  const invalid = await createAdmin(token, { ...firstAdmin, passwordConfirm: "0987654321" });
  expect(invalid.status).toBe(400);

  // two at once with the right token: one admin
  const both = await Promise.all([
    createAdmin(token),
    createAdmin(token, { ...firstAdmin, email: "second@example.com" }),
  ]);
  expect(both.map((res) => res.status).filter((status) => status === 200)).toHaveLength(1);
  expect(admins()).toHaveLength(1);

  // with no admin again (removed by hand), the used token is refused
  const db = new DatabaseSync(join(empty.dir, "data.db"));
  db.exec("DELETE FROM _admins");
  db.close();
  const again = await createAdmin(token);
  expect(again.status).toBe(403);
  expect(
    ((await again.json()) as { data: { installerToken: { code: string } } }).data.installerToken.code,
  ).toBe("invalid");
  expect(admins()).toEqual([]);

  // opening the console prints a new link on the terminal, and that one works
  await fetch(`${fresh.url}/_/`, { redirect: "manual", headers: { Accept: "text/html" } });
  await expect
    .poll(() => /a new installer link \(the last one expired or was used\): (\S+)/.exec(fresh.stderr()))
    .toBeTruthy();
  const renewed =
    /a new installer link \(the last one expired or was used\): (\S+)/.exec(fresh.stderr())?.[1] ?? "";
  const next = installerTokenOf(renewed);
  expect(next).not.toBe(token);
  expect((await createAdmin(next)).status).toBe(200);
  expect(admins()).toEqual(["first@example.com"]);
});
