/** `pbdeck profiles login|logout` and the stored token used (and refreshed) by --profile. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../helpers/pbdeck-process.ts";
import { runCli, tempDir } from "./helpers/cli-process.ts";

let config: ReturnType<typeof tempDir>;
let env: Record<string, string>;
let data: ReturnType<typeof copyFixture>;
let backend: PbdeckProcess;

beforeAll(async () => {
  config = tempDir("pbdeck-config-");
  env = { PBDECK_CONFIG_DIR: config.dir };
  data = copyFixture();
  backend = await startPbdeck(data.dir);
});
afterAll(async () => {
  expect(await backend.stop()).toBe(0);
  data.cleanup();
  config.cleanup();
});

function stored(): Record<string, { backend: string; email?: string; token?: string }> {
  return JSON.parse(readFileSync(join(config.dir, "profiles.json"), "utf8")).profiles;
}

/** A token the SDK reads as an admin token, with the given expiry (its signature is wrong). */
function fakeAdminToken(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "HS256", typ: "JWT" })}.${part({ id: "sywbhecnh46rhm0", type: "admin", exp })}.c2ln`;
}

test("login keeps a token (never the password); --profile uses it; logout forgets it", async () => {
  await runCli(["profiles", "add", "local", "--backend", backend.url], env);
  const noPassword = await runCli(["profiles", "login", "local", "--email", "test@example.com"], env);
  expect(noPassword).toMatchObject({
    code: 1,
    stderr: "pbdeck: no password: set PBDECK_PASSWORD when not on a terminal\n",
  });
  const wrong = await runCli(["profiles", "login", "local", "--email", "test@example.com"], {
    ...env,
    PBDECK_PASSWORD: "nope-nope-nope",
  });
  expect(wrong).toMatchObject({
    code: 1,
    stderr: `pbdeck: wrong email or password for admin test@example.com (${backend.url})\n`,
  });

  const login = await runCli(["profiles", "login", "local", "--email", "test@example.com"], {
    ...env,
    PBDECK_PASSWORD: "1234567890",
  });
  expect(login.code).toBe(0);
  expect(login.stdout).toMatch(
    /^Signed in to local as test@example\.com; the token is kept in .*profiles\.json \(renewed on use, expires \d{4}-\d\d-\d\d unused\)\n$/,
  );
  const file = readFileSync(join(config.dir, "profiles.json"), "utf8");
  expect(file).not.toContain("1234567890");
  expect(stored().local).toMatchObject({
    backend: backend.url,
    email: "test@example.com",
    token: expect.stringMatching(/^ey/),
  });
  expect((await runCli(["profiles", "list"], env)).stdout).toBe(
    `local  ${backend.url}  test@example.com  (signed in)\n`,
  );
  expect(JSON.parse((await runCli(["profiles", "list", "--json"], env)).stdout)).toEqual([
    { name: "local", backend: backend.url, email: "test@example.com", signedIn: true },
  ]);

  // no password, no PBDECK_TOKEN: the stored token signs in
  const admins = await runCli(["admins", "list", "--profile", "local", "--json"], env);
  expect(admins.code).toBe(0);
  expect(admins.stdout).toContain("test@example.com");
  expect(stored().local.token).toMatch(/^ey/);

  expect(await runCli(["profiles", "logout", "local"], env)).toEqual({
    code: 0,
    stderr: "",
    stdout: "Signed out of local: its token is forgotten\n",
  });
  expect(stored().local.token).toBeUndefined();
  expect(stored().local.email).toBe("test@example.com");
});

test("an expired or refused token: sign in again (and the token is forgotten)", async () => {
  await runCli(["profiles", "add", "old", "--backend", backend.url, "--email", "test@example.com"], env);
  for (const token of [fakeAdminToken(1_000_000_000), fakeAdminToken(4_000_000_000)]) {
    const profiles = stored();
    profiles.old.token = token;
    writeFileSync(join(config.dir, "profiles.json"), JSON.stringify({ profiles }));
    expect(await runCli(["admins", "list", "--profile", "old"], env)).toEqual({
      code: 1,
      stdout: "",
      stderr: "pbdeck: sign in again: pbdeck profiles login old\n",
    });
    expect(stored().old.token).toBeUndefined();
  }
});
