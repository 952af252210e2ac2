/** How script commands reach and sign in to a backend, and the one-line failures when they cannot. */
import { join } from "node:path";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminToken, user1Token } from "../helpers/fixture-tokens.ts";
import { copyFixture, freePort, type PbdeckProcess, startPbdeck } from "../helpers/pbdeck-process.ts";
import { pocketBaseBinary, startPocketBase, upsertSuperuser } from "../helpers/pocketbase-server.ts";
import { runCli, tempDir } from "./helpers/cli-process.ts";
import { FIXTURE_ADMIN } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

let data: ReturnType<typeof copyFixture>;
let backend: PbdeckProcess;
let config: ReturnType<typeof tempDir>;

beforeAll(async () => {
  data = copyFixture();
  config = tempDir("pbdeck-config-");
  backend = await startPbdeck(data.dir);
});
afterAll(async () => {
  expect(await backend.stop()).toBe(0);
  data.cleanup();
  config.cleanup();
});

const fail = (stderr: string) => ({ code: 1, stdout: "", stderr: `pbdeck: ${stderr}\n` });

test("PBDECK_TOKEN signs in without an email; a record token is refused", async () => {
  const ok = await runCli(["admins", "list", "--backend", backend.url, "--json"], {
    PBDECK_TOKEN: adminToken,
  });
  expect(ok.code).toBe(0);
  expect(JSON.parse(ok.stdout)).toHaveLength(3);
  expect(await runCli(["admins", "list", "--backend", backend.url], { PBDECK_TOKEN: user1Token })).toEqual(
    fail("PBDECK_TOKEN is a user's token (an auth record's), not an admin or superuser token"),
  );
  expect(await runCli(["admins", "list", "--backend", backend.url], { PBDECK_TOKEN: "not-a-token" })).toEqual(
    fail("PBDECK_TOKEN is not an admin or superuser token"),
  );
});

test("a superuser token of the newest real PocketBase signs in the admins commands; migrate snapshot refuses it in one line", async () => {
  const root = tempDir("pbdeck-newest-");
  const dataDir = join(root.dir, "pb_data");
  const binary = pocketBaseBinary("newest");
  upsertSuperuser(binary, dataDir, "root@example.com", "1234567890");
  const server = await startPocketBase("newest", dataDir);
  try {
    const pb = new PocketBase(server.url);
    const { token } = await pb.collection("_superusers").authWithPassword("root@example.com", "1234567890");
    const listed = await runCli(["admins", "list", "--backend", server.url, "--json"], {
      PBDECK_TOKEN: token,
    });
    expect([listed.code, listed.stderr]).toEqual([0, ""]);
    expect(JSON.parse(listed.stdout).map((a: { email: string }) => a.email)).toEqual(["root@example.com"]);
    expect(await runCli(["migrate", "snapshot", "--backend", server.url], { PBDECK_TOKEN: token })).toEqual(
      fail(
        "migrate snapshot on PocketBase v0.23 or newer is not supported yet (its files are PocketBase v0.18's migrations)",
      ),
    );
  } finally {
    await server.stop();
    root.cleanup();
  }
});

test("a profile supplies the backend and the email", async () => {
  const env = { PBDECK_CONFIG_DIR: config.dir };
  const add = ["profiles", "add", "local", "--backend", backend.url, "--email", FIXTURE_ADMIN.email];
  expect((await runCli(add, env)).code).toBe(0);
  const listed = await runCli(["admins", "list", "--profile", "local", "--json"], {
    ...env,
    PBDECK_PASSWORD: FIXTURE_ADMIN.password,
  });
  expect(listed.code).toBe(0);
  expect(JSON.parse(listed.stdout)[0].email).toBe(FIXTURE_ADMIN.email);
  expect(await runCli(["admins", "list", "--profile", "nope"], env)).toEqual(
    fail('no profile named "nope" (see pbdeck profiles list)'),
  );
});

test(
  "wrong or missing credentials, a password on the command line",
  async () => {
    const args = ["export", "--backend", backend.url, "--email", FIXTURE_ADMIN.email];
    expect(await runCli(args, { PBDECK_PASSWORD: "wrong-password" })).toEqual(
      fail(`wrong email or password for admin ${FIXTURE_ADMIN.email} (${backend.url})`),
    );
    expect(await runCli(args)).toEqual(
      fail(
        `no password for admin ${FIXTURE_ADMIN.email}: set PBDECK_PASSWORD (or PBDECK_TOKEN) when not on a terminal`,
      ),
    );
    expect(await runCli(["export", "--backend", backend.url])).toEqual(
      fail(
        "no admin to sign in as: pass --email EMAIL (or save one with pbdeck profiles add), or set PBDECK_TOKEN",
      ),
    );
    const hint =
      "a password on the command line ends up in the shell history and the process list; set PBDECK_PASSWORD or PBDECK_TOKEN, or let pbdeck ask on a terminal";
    expect(await runCli([...args, "--password", "1234567890"])).toEqual(
      fail(`--password is refused: ${hint}`),
    );
    const withUser = new URL(backend.url);
    withUser.username = "admin";
    withUser.password = "secret";
    expect(await runCli(["export", "--backend", withUser.href])).toEqual(
      fail(`a password in the --backend URL is refused: ${hint}`),
    );
  },
  LONG,
);

test("an unreachable backend, conflicting or missing targets", async () => {
  const port = await freePort();
  expect(await runCli(["export", "--backend", `http://127.0.0.1:${port}`])).toEqual(
    fail(`cannot reach the backend at http://127.0.0.1:${port}: connection refused`),
  );
  expect(await runCli(["export", "--dir", data.dir, "--backend", backend.url])).toEqual(
    fail("choose one of --dir, --backend: they name different backends"),
  );
  // the tests run in the repository, which has no ./pb_data
  expect(await runCli(["export"])).toEqual(
    fail("no backend: pass --dir DIR (a pb_data directory), --backend URL or --profile NAME"),
  );
  expect(await runCli(["export", "--dir", "/nonexistent/pb_data"])).toEqual(
    fail("--dir /nonexistent/pb_data does not exist"),
  );
  expect(await runCli(["export", "--dir", data.dir, "--email", "x@example.com"])).toEqual(
    fail("--email is for --backend and --profile: --dir signs in as the first admin"),
  );
});
