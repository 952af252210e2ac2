/**
 * The commands that speak every PocketBase API generation (admins, backups, fleet), through
 * `--backend` at the real v0.22.27 binary (on a fixture copy, which it upgrades; admins through
 * /api/admins) and the real v0.40.6 (a fresh pb_data: superusers, starting from the installer's
 * token); and the one line of a command that does not speak them yet. One server per generation,
 * the tests of a generation build on each other's state.
 */
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { copyFixture, emptyDataDir } from "../helpers/pbdeck-process.ts";
import {
  type PocketBaseName,
  type PocketBaseProcess,
  startPocketBase,
} from "../helpers/pocketbase-server.ts";
import { type CliResult, runCli, tempDir, waitFor } from "./helpers/cli-process.ts";
import { FIXTURE_ADMIN } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

const work = tempDir("pbdeck-generations-");
afterAll(() => work.cleanup());

interface GenerationCase {
  server: PocketBaseName;
  version: string;
  /** `fleet --json` keys. */
  api: string;
  generation: string;
  /** How the one-line refusal names the generation. */
  described: string;
  /** Where a password signs in, answering `{token}`. */
  signInPath: string;
  /** A fixture copy (v0.22, upgraded by the server) or a fresh pb_data (v0.40: no superuser yet). */
  fresh: boolean;
}

const CASES: GenerationCase[] = [
  {
    server: "v0.22",
    version: "0.22.27",
    api: "v0.20-v0.22",
    generation: "v0.20",
    described: "PocketBase v0.20 to v0.22",
    signInPath: "/api/admins/auth-with-password",
    fresh: false,
  },
  {
    server: "newest",
    version: "0.40.6",
    api: "v0.23+",
    generation: "v0.23",
    described: "PocketBase v0.23 or newer",
    signInPath: "/api/collections/_superusers/auth-with-password",
    fresh: true,
  },
];

const emails = (result: CliResult) =>
  (JSON.parse(result.stdout) as Array<{ email: string }>).map((admin) => admin.email);

describe.each(CASES)("PocketBase $version", (gen) => {
  let data: { dir: string; cleanup(): void } | undefined;
  let server: PocketBaseProcess | undefined;
  beforeAll(async () => {
    data = gen.fresh ? emptyDataDir() : copyFixture();
    server = await startPocketBase(gen.server, data.dir);
  }, 60_000);
  afterAll(async () => {
    if (server) expect(await server.stop(), server.output()).toBe(0);
    data?.cleanup();
  });
  const url = () => server?.url ?? "";
  /** `pbdeck ...args --backend URL [--email]`, signed in by password unless PBDECK_TOKEN is given. */
  const run = (args: string[], env: Record<string, string> = {}, email = FIXTURE_ADMIN.email) =>
    runCli([...args, "--backend", url(), ...(env.PBDECK_TOKEN ? [] : ["--email", email])], {
      PBDECK_PASSWORD: FIXTURE_ADMIN.password,
      ...env,
    });
  const tokenOf = async (email: string, password: string): Promise<string> => {
    const response = await fetch(`${url()}${gen.signInPath}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identity: email, password }),
    });
    expect(response.status).toBe(200);
    return ((await response.json()) as { token: string }).token;
  };

  if (gen.fresh) {
    test(
      "the installer's token lists no admin (its hidden record is left out) and creates the first one",
      async () => {
        // printed just after the server answers its first health check
        await waitFor(() => /pbinstall\//.test(server?.output() ?? ""), "the installer's link");
        const token = /pbinstall\/([\w.-]+)/.exec(server?.output() ?? "")?.[1] ?? "";
        expect(token).not.toBe("");
        expect(await run(["admins", "list", "--json"], { PBDECK_TOKEN: token })).toEqual({
          code: 0,
          stdout: "[]\n",
          stderr: "",
        });
        const created = await run(["admins", "create", FIXTURE_ADMIN.email], {
          PBDECK_TOKEN: token,
          PBDECK_NEW_PASSWORD: FIXTURE_ADMIN.password,
        });
        expect([created.code, created.stdout]).toEqual([0, ""]);
        expect(created.stderr).toMatch(/^Created admin test@example\.com \(\w{15}\)\.\n$/);
        // creating a real superuser deletes the installer's record, and its token with it
        expect(await run(["admins", "list"], { PBDECK_TOKEN: token })).toEqual({
          code: 1,
          stdout: "",
          stderr: `pbdeck: PBDECK_TOKEN was refused (${url()})\n`,
        });
      },
      LONG,
    );
  }

  test(
    "admins list, create, set-password and delete, signed in by password and by PBDECK_TOKEN",
    async () => {
      const before = gen.fresh
        ? [FIXTURE_ADMIN.email]
        : ["test@example.com", "test2@example.com", "test3@example.com"];
      const listed = await run(["admins", "list", "--json"]);
      expect([listed.code, listed.stderr]).toEqual([0, ""]);
      expect(emails(listed)).toEqual(before);
      expect(JSON.parse(listed.stdout)[0]).toEqual({
        id: expect.stringMatching(/^\w{15}$/),
        email: FIXTURE_ADMIN.email,
        // superusers have no avatar
        avatar: gen.fresh ? null : expect.any(Number),
        created: expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z$/),
        updated: expect.any(String),
      });
      expect((await run(["admins", "list"])).stdout).toMatch(
        /^\w{15} {2}test@example\.com {2,}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z\n/,
      );

      const created = await run(["admins", "create", "ops@example.com", "--json"], {
        PBDECK_NEW_PASSWORD: "first-password-1",
      });
      expect([created.code, created.stderr]).toEqual([0, ""]);
      expect(JSON.parse(created.stdout)).toEqual({ id: expect.any(String), email: "ops@example.com" });
      expect(
        await run(["admins", "set-password", "ops@example.com"], {
          PBDECK_NEW_PASSWORD: "second-password-2",
        }),
      ).toEqual({ code: 0, stdout: "", stderr: "Set the password of admin ops@example.com.\n" });
      // the new password signs in; the old one is refused
      const asOps = await run(
        ["admins", "list", "--json"],
        { PBDECK_PASSWORD: "second-password-2" },
        "ops@example.com",
      );
      expect(emails(asOps)).toEqual([...before, "ops@example.com"]);
      expect(
        await run(["admins", "list"], { PBDECK_PASSWORD: "first-password-1" }, "ops@example.com"),
      ).toEqual({
        code: 1,
        stdout: "",
        stderr: `pbdeck: wrong email or password for ${gen.fresh ? "superuser" : "admin"} ops@example.com (${url()})\n`,
      });

      // a token of this generation's kind (admin or superuser), refreshed on use
      const token = await tokenOf("ops@example.com", "second-password-2");
      expect(
        await run(["admins", "delete", "ops@example.com"], { PBDECK_TOKEN: token, PBDECK_PASSWORD: "" }),
      ).toEqual({ code: 0, stdout: "", stderr: "Deleted admin ops@example.com.\n" });
      expect(emails(await run(["admins", "list", "--json"]))).toEqual(before);
      expect(await run(["admins", "delete", "nobody@example.com"])).toEqual({
        code: 1,
        stdout: "",
        stderr: `pbdeck: no admin with email nobody@example.com at ${url()}\n`,
      });
    },
    LONG,
  );

  test(
    "backups create, list, download, delete, upload, restore",
    async () => {
      const created = await run(["backups", "create", "first.zip"]);
      expect([created.code, created.stdout]).toEqual([0, ""]);
      expect(created.stderr).toMatch(/^Created backup first\.zip \(\d+\.\d [kM]B\)\.\n$/);
      const listed = JSON.parse((await run(["backups", "list", "--json"])).stdout);
      expect(listed).toEqual([{ key: "first.zip", size: expect.any(Number), modified: expect.any(String) }]);

      const file = join(work.dir, `copy-${gen.generation}.zip`);
      const downloaded = await run(["backups", "download", "first.zip", "--out", file, "--json"]);
      expect([downloaded.code, downloaded.stderr]).toEqual([0, ""]);
      expect(JSON.parse(downloaded.stdout)).toEqual({ key: "first.zip", file, size: listed[0].size });
      expect(statSync(file).size).toBe(listed[0].size);
      expect(readFileSync(file).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

      expect(await run(["backups", "delete", "first.zip"])).toEqual({
        code: 0,
        stdout: "",
        stderr: "Deleted backup first.zip.\n",
      });
      const uploaded = await run(["backups", "upload", file]);
      expect(uploaded.code).toBe(0);
      expect(uploaded.stderr).toMatch(
        /^Uploaded \S+\.zip as backup copy-v0\.2\d\.zip \(\d+\.\d [kM]B\)\.\n$/,
      );
      expect(
        JSON.parse((await run(["backups", "list", "--json"])).stdout).map((b: { key: string }) => b.key),
      ).toEqual([`copy-${gen.generation}.zip`]);

      // an admin created after the backup is gone once it is restored
      const later = await run(["admins", "create", "later@example.com"], {
        PBDECK_NEW_PASSWORD: "later-password-1",
      });
      expect(later.code).toBe(0);
      expect(await run(["backups", "restore", `copy-${gen.generation}.zip`, "--yes"])).toEqual({
        code: 0,
        stdout: "",
        stderr: `Restored backup copy-${gen.generation}.zip.\n`,
      });
      expect(emails(await run(["admins", "list", "--json"]))).not.toContain("later@example.com");
    },
    LONG,
  );

  test(
    "fleet --json names the generation and the exact version",
    async () => {
      const config = { PBDECK_CONFIG_DIR: join(work.dir, `config-${gen.generation}`) };
      expect((await runCli(["profiles", "add", "pb", "--backend", url()], config)).code).toBe(0);
      const fleet = await runCli(["fleet", "--json", "--timeout", "10"], config);
      expect(JSON.parse(fleet.stdout).profiles[0]).toMatchObject({
        name: "pb",
        status: "up",
        api: gen.api,
        generation: gen.generation,
        version: gen.version,
      });
    },
    LONG,
  );

  test(
    "a command that does not speak this generation yet fails in one line",
    async () => {
      for (const command of [["migrate", "snapshot"]]) {
        expect(await run(command)).toEqual({
          code: 1,
          stdout: "",
          stderr: `pbdeck: ${command.join(" ")} on ${gen.described} is not supported yet (its files are PocketBase v0.18's migrations)\n`,
        });
      }
    },
    LONG,
  );

  if (gen.fresh) {
    test(
      "the only superuser cannot be deleted; MFA without a terminal is refused in one line",
      async () => {
        expect(await run(["admins", "delete", FIXTURE_ADMIN.email])).toEqual({
          code: 1,
          stdout: "",
          stderr: "pbdeck: deleting the admin failed: You can't delete the only existing superuser\n",
        });
        const token = await tokenOf(FIXTURE_ADMIN.email, FIXTURE_ADMIN.password);
        // OTP on makes MFA required for superusers (MFA alone needs a second method)
        const mfa = (enabled: boolean) =>
          fetch(`${url()}/api/collections/_superusers`, {
            method: "PATCH",
            headers: { "content-type": "application/json", authorization: token },
            body: JSON.stringify(enabled ? { otp: { enabled } } : { otp: { enabled }, mfa: { enabled } }),
          });
        expect((await mfa(true)).status).toBe(200);
        expect(await run(["admins", "list"])).toEqual({
          code: 1,
          stdout: "",
          stderr: `pbdeck: signing in as superuser test@example.com at ${url()} requires MFA: a one-time code the server emails; run pbdeck on a terminal to type it, or set PBDECK_TOKEN\n`,
        });
        expect((await mfa(false)).status).toBe(200);
      },
      LONG,
    );
  }
});
