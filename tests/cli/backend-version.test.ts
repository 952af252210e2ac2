/** `--backend` on a server of another PocketBase generation: one line naming it, exit 1 (serve, tui, scripts). */
import { afterAll, beforeAll, expect, test } from "vitest";
import { ProfileStore } from "../../cli/lib/profile-store.ts";
import {
  FAKE_ADMIN_PASSWORD,
  type FakeGeneration,
  type FakePocketBase,
  startFakePocketBase,
} from "../helpers/fake-pocketbase.ts";
import { adminToken } from "../helpers/fixture-tokens.ts";
import { binPath, freePort } from "../helpers/pbdeck-process.ts";
import { openTerminal } from "../tui/helpers/tmux-terminal.ts";
import { runCli, startCli, tempDir } from "./helpers/cli-process.ts";

const SUPPORTS = "pbdeck speaks only the PocketBase v0.18 API";
const fakes = new Map<FakeGeneration, FakePocketBase>();
const url = (generation: FakeGeneration) => fakes.get(generation)?.url ?? "";
/** The guest requests `generation`'s fake gets while `run` runs. */
async function guestRequestsOf(generation: FakeGeneration, run: () => Promise<unknown>): Promise<string[]> {
  const before = fakes.get(generation)?.guestRequests().length ?? 0;
  await run();
  return fakes.get(generation)?.guestRequests().slice(before) ?? [];
}

beforeAll(async () => {
  for (const generation of ["v0.18", "v0.22", "v0.22-public", "v0.23"] as const) {
    fakes.set(generation, await startFakePocketBase(generation));
  }
});
afterAll(async () => {
  for (const fake of fakes.values()) await fake.close();
});

test("serve --backend on v0.23 starts the console and names the generation (the fake names no version)", async () => {
  const proxy = await startCli([
    "serve",
    "--backend",
    url("v0.23"),
    "--http",
    `127.0.0.1:${await freePort()}`,
  ]);
  try {
    expect(proxy.stdout()).toContain(`: proxying ${url("v0.23")} (PocketBase v0.23 or newer)\n`);
    const info = await fetch(`${proxy.url}/_/backend.json`);
    expect(await info.json()).toEqual({ generation: "v0.23+", version: null, embedded: false });
  } finally {
    expect(await proxy.stop()).toBe(0);
  }
});

test("a script command that does not speak v0.20–v0.22 yet, with or without a public index.html: told signed in", async () => {
  for (const generation of ["v0.22", "v0.22-public"] as const) {
    const guests = await guestRequestsOf(generation, async () => {
      const args = ["migrate", "snapshot", "--backend", url(generation), "--email", "a@example.com"];
      expect(await runCli(args, { PBDECK_PASSWORD: FAKE_ADMIN_PASSWORD })).toEqual({
        code: 1,
        stdout: "",
        stderr:
          "pbdeck: migrate snapshot on PocketBase v0.20 to v0.22 is not supported yet (its files are PocketBase v0.18's migrations)\n",
      });
    });
    // the health check and the sign-in itself: no guest probe in the server's logs
    expect(guests).toEqual(["GET /api/health", "POST /api/admins/auth-with-password"]);
  }
});

/** The one line for an admin token (v0.18–v0.22) given to a v0.23+ server. */
const adminTokenOnV023 = () =>
  `pbdeck: PBDECK_TOKEN is an admin token (PocketBase v0.18 to v0.22) and ${url("v0.23")} answers like PocketBase v0.23 or newer: use a superuser's token`;

test("the script commands on v0.23+: an admin token's refresh answers 404; a password is tried on _superusers", async () => {
  const v023 = `${adminTokenOnV023()}\n`;
  const guests = await guestRequestsOf("v0.23", async () => {
    const logs = await runCli(["logs", "--backend", url("v0.23")], { PBDECK_TOKEN: adminToken });
    expect(logs).toEqual({ code: 1, stdout: "", stderr: v023 });
  });
  expect(guests).toEqual(["GET /api/health"]);
  const args = ["export", "--backend", url("v0.23"), "--email", "a@example.com"];
  // the fake's _superusers refuses every password
  expect(await runCli(args, { PBDECK_PASSWORD: FAKE_ADMIN_PASSWORD })).toEqual({
    code: 1,
    stdout: "",
    stderr: `pbdeck: wrong email or password for superuser a@example.com (${url("v0.23")})\n`,
  });
});

test("--profile with a stored admin token on v0.23+: the refresh answers 404, the token is kept", async () => {
  const config = tempDir("pbdeck-backend-version-");
  try {
    new ProfileStore(config.dir).save("new", { backend: url("v0.23"), token: adminToken });
    const env = { PBDECK_CONFIG_DIR: config.dir };
    expect(await runCli(["logs", "--profile", "new"], env)).toEqual({
      code: 1,
      stdout: "",
      stderr: `pbdeck: the stored admin token is for PocketBase v0.18 to v0.22 and ${url("v0.23")} (profile new) answers like PocketBase v0.23 or newer: sign in again: pbdeck profiles login new\n`,
    });
    expect(new ProfileStore(config.dir).get("new")?.token).toBe(adminToken);
  } finally {
    config.cleanup();
  }
});

test("a v0.18 server: a wrong password is refused before any check of the API", async () => {
  const result = await runCli(["export", "--backend", url("v0.18"), "--email", "a@example.com"], {
    PBDECK_PASSWORD: "wrong-password",
  });
  expect(result).toEqual({
    code: 1,
    stdout: "",
    stderr: `pbdeck: wrong email or password for admin a@example.com (${url("v0.18")})\n`,
  });
});

test("a v0.18 server passes the check, signed in (the fake then has no collections)", async () => {
  const fake = fakes.get("v0.18");
  const before = fake?.requests().length ?? 0;
  const guests = await guestRequestsOf("v0.18", async () => {
    const result = await runCli(["logs", "--backend", url("v0.18")], { PBDECK_TOKEN: adminToken });
    expect(result.stderr).not.toContain(SUPPORTS);
  });
  expect(guests).toEqual(["GET /api/health"]);
  expect(fake?.requests().slice(before, before + 3)).toEqual([
    "GET /api/health",
    "POST /api/admins/auth-refresh",
    "GET /api/logs/requests/stats",
  ]);
});

test("tui --backend on v0.23 with an admin token, in a terminal: one line, exit 1, the terminal restored", async () => {
  const terminal = openTerminal([process.execPath, binPath, "tui", "--backend", url("v0.23")], {
    env: { PBDECK_TOKEN: adminToken },
    columns: 160,
  });
  try {
    expect(await terminal.see("[exit 1]")).toBe(`${adminTokenOnV023()}\n[exit 1]`);
  } finally {
    terminal.close();
  }
});
