/**
 * Every script command through `--backend` at the real PocketBase v0.18.1 binary on a fixture copy
 * (one server for the file, the tests build on each other's state): backups, admins, logs, doctor,
 * fleet and profiles login (export, diff and import on every generation: schema-commands.test.ts).
 * The expectations are those of the tests on the embedded backend where the fixture data is the same.
 */
import { spawn } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { afterAll, describe, expect, test } from "vitest";
import { V023_CHECK_IDS } from "../../shared/doctor/auth-collection-checks.ts";
import { adminToken } from "../helpers/fixture-tokens.ts";
import { binPath, repoRoot } from "../helpers/pbdeck-process.ts";
import { cliEnv, runCli, tempDir, waitFor } from "./helpers/cli-process.ts";
import { FIXTURE_FINDING_COUNTS, FIXTURE_FINDINGS, findingLines } from "./helpers/fixture-findings.ts";
import { FIXTURE_ADMIN, realPocketBaseTarget } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

const work = tempDir("pbdeck-real-pb-");
afterAll(() => work.cleanup());

const target = realPocketBaseTarget();

const FIXTURE_ADMINS = [
  "sywbhecnh46rhm0  test@example.com   2022-10-10 09:50:06.449Z",
  "sbmbsdb40jyxf7h  test2@example.com  2022-10-10 11:22:27.982Z",
  "9q2trqumvlyr3bd  test3@example.com  2022-10-10 11:22:50.693Z",
];

const LOG_LINE =
  /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z [A-Z]+ +\d{3} \/\S* (\d+(\.\d+)?ms )?\S* (guest|admin|auth)\S*$/;

describe("admins", () => {
  test(
    "list, create, set-password, delete",
    async () => {
      expect(await target.run(["admins", "list"])).toEqual({
        code: 0,
        stdout: `${FIXTURE_ADMINS.join("\n")}\n`,
        stderr: "",
      });
      const created = await target.run(["admins", "create", "ops@example.com"], {
        PBDECK_NEW_PASSWORD: "first-password-1",
      });
      expect([created.code, created.stdout]).toEqual([0, ""]);
      expect(created.stderr).toMatch(/^Created admin ops@example\.com \([a-z0-9]{15}\)\.\n$/);
      const admins = JSON.parse((await target.run(["admins", "list", "--json"])).stdout) as Array<{
        email: string;
      }>;
      expect(admins.map((a) => a.email)).toEqual([
        "test@example.com",
        "test2@example.com",
        "test3@example.com",
        "ops@example.com",
      ]);
      expect(Object.keys(admins[3] ?? {})).toEqual(["id", "email", "avatar", "created", "updated"]);
      expect(
        await target.run(["admins", "set-password", "ops@example.com"], {
          PBDECK_NEW_PASSWORD: "second-password-2",
        }),
      ).toEqual({ code: 0, stdout: "", stderr: "Set the password of admin ops@example.com.\n" });
      const args = ["admins", "list", "--backend", target.label(), "--email", "ops@example.com"];
      expect((await runCli(args, { PBDECK_PASSWORD: "second-password-2" })).code).toBe(0);
      expect(await runCli(args, { PBDECK_PASSWORD: "first-password-1" })).toEqual({
        code: 1,
        stdout: "",
        stderr: `pbdeck: wrong email or password for admin ops@example.com (${target.label()})\n`,
      });
      expect(await target.run(["admins", "delete", "ops@example.com"])).toEqual({
        code: 0,
        stdout: "",
        stderr: "Deleted admin ops@example.com.\n",
      });
      expect(await target.run(["admins", "delete", "ops@example.com"])).toEqual({
        code: 1,
        stdout: "",
        stderr: `pbdeck: no admin with email ops@example.com at ${target.label()}\n`,
      });
      expect(
        await target.run(["admins", "create", "short@example.com"], { PBDECK_NEW_PASSWORD: "short" }),
      ).toEqual({
        code: 1,
        stdout: "",
        stderr: "pbdeck: creating the admin failed: password: The length must be between 10 and 72.\n",
      });
    },
    LONG,
  );
});

describe("logs", () => {
  // a token instead of a password: signing in would be a (guest) request of its own
  const run = (args: string[]) => target.run(args, { PBDECK_PASSWORD: "", PBDECK_TOKEN: adminToken });

  test("the last requests, one line each, oldest first; --json; --since and --admins", async () => {
    const text = await run(["logs", "--limit", "5"]);
    expect([text.code, text.stderr]).toEqual([0, ""]);
    const lines = text.stdout.trimEnd().split("\n");
    expect(lines).toHaveLength(5);
    for (const line of lines) expect(line).toMatch(LOG_LINE);
    expect([...lines].sort()).toEqual(lines);
    const rows = (await run(["logs", "--limit", "5", "--json"])).stdout
      .trimEnd()
      .split("\n")
      .map((l) => JSON.parse(l) as { created: string; auth: string });
    expect(rows.map((r) => r.created)).toEqual(lines.map((l) => l.slice(0, 24)));
    expect(rows.every((r) => r.auth !== "admin")).toBe(true);

    // the real server drops the fixture's 2023 requests (older than logs.maxDays) after its first
    // request: make a file request of our own (a 404, logged all the same)
    expect((await fetch(`${target.label()}/api/files/demo1/none/none.txt`)).status).toBe(404);
    await waitFor(
      async () => (await run(["logs", "--filter", "/api/files"])).stdout !== "",
      "the file request",
    );
    const files = (await run(["logs", "--filter", "/api/files", "--json"])).stdout.trimEnd().split("\n");
    expect(files.every((l) => (JSON.parse(l) as { url: string }).url.includes("/api/files"))).toBe(true);
    expect((await run(["admins", "list"])).code).toBe(0);
    await waitFor(async () => {
      const recent = (await run(["logs", "--since", "1h", "--admins", "--json"])).stdout;
      return recent.includes('"/api/admins');
    }, "the admins list in the logs");
    // request logs have no level: --level says so in one line
    expect(await run(["logs", "--level", "warn"])).toEqual({
      code: 1,
      stdout: "",
      stderr: `pbdeck: --level needs PocketBase v0.20 or newer: ${target.label()} keeps request logs, which have no level\n`,
    });
  });

  test("--follow prints new requests until interrupted", async () => {
    const child = spawn(process.execPath, [binPath, "logs", "--follow", "--since", "1h", ...target.args()], {
      cwd: repoRoot,
      env: cliEnv({ PBDECK_TOKEN: adminToken }),
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    child.stdout?.on("data", (d) => {
      stdout += d;
    });
    const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
    const guest = new PocketBase(target.label());
    try {
      await waitFor(
        async () => {
          await guest.collection("demo2").getList(1, 1, { requestKey: null });
          return stdout.includes(" /api/collections/demo2/records");
        },
        "the followed request",
        20_000,
      );
      expect(
        stdout
          .trimEnd()
          .split("\n")
          .every((line) => LOG_LINE.test(line)),
      ).toBe(true);
    } finally {
      child.kill("SIGINT");
    }
    expect(await exited).toBe(0);
  });
});

describe("doctor", () => {
  test("the fixture as shipped: its public rules, missing backups and SMTP, exit 2", async () => {
    const result = await target.run(["doctor", "--json"], { PBDECK_PASSWORD: "", PBDECK_TOKEN: adminToken });
    expect([result.code, result.stderr]).toEqual([2, ""]);
    const report = JSON.parse(result.stdout) as {
      target: string;
      findings: Array<{ id: string; collection?: string }>;
      counts: unknown;
      skipped: Array<{ id: string }>;
    };
    expect(findingLines(report.findings)).toEqual(FIXTURE_FINDINGS);
    expect(report.counts).toEqual(FIXTURE_FINDING_COUNTS);
    expect(report.target).toBe(target.label());
    expect(report.skipped.map((s) => s.id)).toEqual([
      "ops.request-logs-large",
      "tokens.secret-short",
      ...V023_CHECK_IDS,
    ]);
    const text = await target.run(["doctor"]);
    expect(text.code).toBe(2);
    expect(text.stdout).toContain('Anyone, even without signing in, can change any record of "demo2"');
  });
});

describe("backups", () => {
  test(
    "create, list, download, delete, upload, restore (the server restarts itself); inspect is refused",
    async () => {
      expect(await target.run(["backups", "list"])).toEqual({
        code: 0,
        stdout: "",
        stderr: "No backups yet.\n",
      });
      const created = await target.run(["backups", "create", "first.zip"]);
      expect([created.code, created.stdout]).toEqual([0, ""]);
      expect(created.stderr).toMatch(/^Created backup first\.zip \(\d+\.\d [kM]B\)\.\n$/);
      const listed = JSON.parse((await target.run(["backups", "list", "--json"])).stdout);
      expect(listed).toEqual([{ key: "first.zip", size: expect.any(Number), modified: expect.any(String) }]);
      expect((await target.run(["backups", "list"])).stdout).toMatch(
        /^first\.zip {2}\d+\.\d [kM]B {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z\n$/,
      );

      const file = join(work.dir, "copy.zip");
      const downloaded = await target.run(["backups", "download", "first.zip", "--out", file, "--json"]);
      expect(downloaded.code).toBe(0);
      expect(JSON.parse(downloaded.stdout)).toEqual({ key: "first.zip", file, size: listed[0].size });
      expect(statSync(file).size).toBe(listed[0].size);
      expect(readFileSync(file).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

      expect(await target.run(["backups", "delete", "first.zip"])).toEqual({
        code: 0,
        stdout: "",
        stderr: "Deleted backup first.zip.\n",
      });
      const uploaded = await target.run(["backups", "upload", file]);
      expect(uploaded.code).toBe(0);
      expect(uploaded.stderr).toMatch(/^Uploaded \S+copy\.zip as backup copy\.zip \(\d+\.\d [kM]B\)\.\n$/);

      // a real PocketBase has no endpoint to look inside a backup
      expect(await target.run(["backups", "inspect", "copy.zip"])).toEqual({
        code: 1,
        stdout: "",
        stderr: "pbdeck: this backend cannot inspect backups (a real PocketBase has no inspect endpoint)\n",
      });

      // a record deleted after the backup comes back with it (a collection would not do: the
      // server's automigrate file for it runs again on the restart)
      const pb = new PocketBase(target.label());
      pb.authStore.save(adminToken, null);
      const demo3 = await pb.collection("demo3").getFullList({ requestKey: null });
      await pb.collection("demo3").delete(demo3[0].id, { requestKey: null });
      expect(await target.run(["backups", "restore", "copy.zip"])).toEqual({
        code: 1,
        stdout: "",
        stderr: "pbdeck: a restore replaces all data and this is not a terminal: pass --yes\n",
      });
      const pid = target.server().child.pid;
      expect(await target.run(["backups", "restore", "copy.zip", "--yes"])).toEqual({
        code: 0,
        stdout: "",
        stderr: "Restored backup copy.zip.\n",
      });
      // the command returns once the restored data is served (the real server starts restoring about
      // a second after accepting, then restarts)
      expect((await pb.collection("demo3").getList(1, 1, { requestKey: null })).totalItems).toBe(
        demo3.length,
      );
      // v0.18.1 restarts by replacing its own process image (same pid, same port): no re-spawn needed
      await waitFor(
        () => target.server().output().split("Server started at").length === 3,
        "the server's second start",
        20_000,
      );
      expect(target.server().child.exitCode).toBeNull();
      expect(target.server().child.pid).toBe(pid);
    },
    LONG,
  );
});

describe("profiles and fleet", () => {
  const config = tempDir("pbdeck-real-pb-config-");
  afterAll(() => config.cleanup());
  const env = () => ({ PBDECK_CONFIG_DIR: config.dir });

  test(
    "profiles login stores a token that a later command uses; fleet shows the server healthy with its data",
    async () => {
      const url = target.label();
      expect((await runCli(["profiles", "add", "real", "--backend", url], env())).code).toBe(0);
      const login = await runCli(["profiles", "login", "real", "--email", FIXTURE_ADMIN.email], {
        ...env(),
        PBDECK_PASSWORD: FIXTURE_ADMIN.password,
      });
      expect([login.code, login.stderr]).toEqual([0, ""]);
      expect(login.stdout).toMatch(
        /^Signed in to real as test@example\.com; the token is kept in .*profiles\.json \(renewed on use, expires \d{4}-\d\d-\d\d unused\)\n$/,
      );
      const stored = JSON.parse(readFileSync(join(config.dir, "profiles.json"), "utf8")).profiles.real;
      expect(stored).toMatchObject({
        backend: url,
        email: FIXTURE_ADMIN.email,
        token: expect.stringMatching(/^ey/),
      });
      expect(JSON.stringify(stored)).not.toContain(FIXTURE_ADMIN.password);
      // no password, no PBDECK_TOKEN: the stored token signs in
      expect(await runCli(["admins", "list", "--profile", "real"], env())).toEqual({
        code: 0,
        stdout: `${FIXTURE_ADMINS.join("\n")}\n`,
        stderr: "",
      });

      const fleet = await runCli(["fleet", "--json", "--timeout", "10"], env());
      const json = JSON.parse(fleet.stdout);
      // the fixture's open rules are error-level findings: exit 2
      expect(fleet.code).toBe(2);
      expect(json).toMatchObject({ down: 0, withErrors: 1, attention: true });
      expect(json.profiles).toHaveLength(1);
      expect(json.profiles[0]).toMatchObject({
        name: "real",
        url,
        status: "up",
        api: "v0.18",
        apiLabel: "PocketBase v0.18 API",
        signedIn: true,
        problem: null,
        findings: { error: 7, warning: 4, info: 0 },
      });
      expect(json.profiles[0].latencyMs).toEqual(expect.any(Number));
      expect(json.profiles[0].lastBackup).toMatchObject({ key: "copy.zip", ageSeconds: expect.any(Number) });
      expect(json.profiles[0].requests).toEqual({
        lastHour: expect.any(Number),
        errorsLastHour: expect.any(Number),
        hourly: expect.any(Array),
      });
      expect(json.profiles[0].requests.lastHour).toBeGreaterThan(0);
    },
    LONG,
  );
});
