/**
 * The installer link's token expires: the local server started in this process with a short
 * lifetime, over real HTTP on an empty pb_data.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { type RunningServer, startLocalServer } from "../../cli/server.ts";
import { emptyDataDir } from "../helpers/pbdeck-process.ts";
import { tempDir } from "./helpers/cli-process.ts";

const lifetimeMs = 400;
let web: ReturnType<typeof tempDir>;
let data: ReturnType<typeof emptyDataDir>;
let server: RunningServer;
const warnings: string[] = [];

beforeAll(async () => {
  web = tempDir("pbdeck-web-");
  mkdirSync(web.dir, { recursive: true });
  writeFileSync(join(web.dir, "index.html"), "<!doctype html><title>console</title>");
  data = emptyDataDir();
  server = await startLocalServer({
    api: { kind: "embedded", dataDir: data.dir },
    host: "127.0.0.1",
    port: 0,
    webRoot: web.dir,
    warn: (line) => warnings.push(line),
    installerTokenTtlMs: lifetimeMs,
  });
});
afterAll(async () => {
  await server.close();
  data.cleanup();
  web.cleanup();
});

const createAdmin = (token: string) =>
  fetch(`${server.url}/api/admins`, {
    method: "POST",
    headers: { "Content-Type": "application/json", "X-Pbdeck-Installer-Token": token },
    body: JSON.stringify({
      email: "first@example.com",
      password: "1234567890",
      passwordConfirm: "1234567890",
    }),
  });

test("an expired installer token is refused; opening the installer prints a new link that works", async () => {
  const token = server.installerToken();
  await new Promise((resolve) => setTimeout(resolve, lifetimeMs + 100));
  const late = await createAdmin(token);
  expect(late.status).toBe(403);
  const body = (await late.json()) as { message: string; data: { installerToken: { code: string } } };
  expect(body.data.installerToken.code).toBe("expired");
  expect(body.message).toBe(
    "This installer link has expired: reload this page and pbdeck prints a new link in its terminal.",
  );
  expect(await server.hasAdmins()).toBe(false);

  const page = await fetch(`${server.url}/_/?installer`, { headers: { Accept: "text/html" } });
  expect(page.status).toBe(200);
  const line = warnings.find((w) => w.startsWith("a new installer link"));
  expect(line).toMatch(
    new RegExp(
      `^a new installer link \\(the last one expired or was used\\): ${server.url}/_/\\?installer#/\\?token=\\S+$`,
    ),
  );
  const fresh = new URLSearchParams((line ?? "").split("#/?")[1]).get("token") ?? "";
  expect(fresh).not.toBe(token);
  expect((await createAdmin(fresh)).status).toBe(200);
  expect(await server.hasAdmins()).toBe(true);
});
