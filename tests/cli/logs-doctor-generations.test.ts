/**
 * `pbdeck logs` and `pbdeck doctor` through `--backend` at the real PocketBase v0.22.27 (a fixture
 * copy, upgraded by the server) and 0.40.6 (a fresh pb_data and a superuser made with the server's
 * own command): generic logs with level, message and data, every logs option (follow included),
 * and the doctor's checks of each generation. v0.18.1 is covered by real-pocketbase.test.ts.
 * One server per generation; signed in with a token so that pbdeck's own sign-in is not logged.
 */
import { spawn } from "node:child_process";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { V023_CHECK_IDS } from "../../shared/doctor/auth-collection-checks.ts";
import { binPath, copyFixture, emptyDataDir, repoRoot } from "../helpers/pbdeck-process.ts";
import {
  type PocketBaseName,
  type PocketBaseProcess,
  pocketBaseBinary,
  startPocketBase,
  upsertSuperuser,
} from "../helpers/pocketbase-server.ts";
import { cliEnv, runCli, waitFor } from "./helpers/cli-process.ts";
import { FIXTURE_FINDING_COUNTS, FIXTURE_FINDINGS, findingLines } from "./helpers/fixture-findings.ts";
import { FIXTURE_ADMIN } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

/** A request line: `created METHOD status url [time] ip auth` (auth: guest, admin or a collection). */
const LOG_LINE = /^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z [A-Z]+ +\d{3} \/\S* (\d+(\.\d+)?ms )?\S* \S+$/;

interface LogJson {
  id: string;
  created: string;
  url: string;
  method: string;
  status: number;
  auth: string;
  level: number;
  message: string;
  data: Record<string, unknown>;
}

interface GenerationCase {
  server: PocketBaseName;
  version: string;
  signInPath: string;
  /** How the server's logs name a request by the signed-in admin. */
  adminAuth: string;
  fresh: boolean;
}

const CASES: GenerationCase[] = [
  {
    server: "v0.22",
    version: "0.22.27",
    signInPath: "/api/admins/auth-with-password",
    adminAuth: "admin",
    fresh: false,
  },
  {
    server: "newest",
    version: "0.40.6",
    signInPath: "/api/collections/_superusers/auth-with-password",
    adminAuth: "_superusers",
    fresh: true,
  },
];

describe.each(CASES)("PocketBase $version", (gen) => {
  let data: { dir: string; cleanup(): void } | undefined;
  let server: PocketBaseProcess | undefined;
  let token = "";
  const url = () => server?.url ?? "";
  beforeAll(async () => {
    data = gen.fresh ? emptyDataDir() : copyFixture();
    server = await startPocketBase(gen.server, data.dir);
    if (gen.fresh)
      upsertSuperuser(pocketBaseBinary(gen.server), data.dir, FIXTURE_ADMIN.email, FIXTURE_ADMIN.password);
    const response = await fetch(`${url()}${gen.signInPath}`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ identity: FIXTURE_ADMIN.email, password: FIXTURE_ADMIN.password }),
    });
    expect(response.status).toBe(200);
    token = ((await response.json()) as { token: string }).token;
  }, 60_000);
  afterAll(async () => {
    if (server) expect(await server.stop(), server.output()).toBe(0);
    data?.cleanup();
  });
  const run = (args: string[]) => runCli([...args, "--backend", url()], { PBDECK_TOKEN: token });
  /** Waits until the server has written a log matching `filter` (it writes them in batches). */
  const logged = (filter: string, what: string) =>
    waitFor(
      async () => {
        const query = new URLSearchParams({ filter, perPage: "1", fields: "id" });
        const response = await fetch(`${url()}/api/logs?${query}`, { headers: { Authorization: token } });
        return ((await response.json()) as { totalItems: number }).totalItems > 0;
      },
      what,
      20_000,
    );
  const jsonRows = (stdout: string) =>
    stdout
      .trimEnd()
      .split("\n")
      .filter(Boolean)
      .map((line) => JSON.parse(line) as LogJson);

  test(
    "logs: lines oldest first; --json with level, message and data; --filter, --level, --since, --admins",
    async () => {
      expect((await fetch(`${url()}/api/collections/nope/records`)).status).toBe(404);
      await logged('data.url ~ "/api/collections/nope"', "the guest's 404");

      const text = await run(["logs", "--limit", "5"]);
      expect([text.code, text.stderr]).toEqual([0, ""]);
      const lines = text.stdout.trimEnd().split("\n");
      expect(lines.length).toBeGreaterThanOrEqual(2);
      for (const line of lines) expect(line).toMatch(LOG_LINE);
      // oldest first by time; entries of the same millisecond keep the server's order
      const times = lines.map((line) => line.slice(0, 24));
      expect([...times].sort()).toEqual(times);
      expect(text.stdout).toMatch(
        / GET {4}404 \/api\/collections\/nope\/records \d+(\.\d+)?ms 127\.0\.0\.1 guest\n/,
      );

      const rows = jsonRows((await run(["logs", "--limit", "5", "--json"])).stdout);
      expect(rows.map((r) => r.created)).toEqual(lines.map((l) => l.slice(0, 24)));
      // the signed-in admin's own requests are left out without --admins
      expect(rows.every((r) => r.auth !== gen.adminAuth)).toBe(true);
      const missing = rows.find((r) => r.url === "/api/collections/nope/records");
      expect(missing).toMatchObject({
        method: "GET",
        status: 404,
        auth: "guest",
        userIp: "127.0.0.1",
        level: expect.any(Number),
        message: "GET /api/collections/nope/records",
        data: expect.objectContaining({ type: "request", status: 404, url: "/api/collections/nope/records" }),
      });

      const filtered = jsonRows((await run(["logs", "--filter", "/api/collections/nope", "--json"])).stdout);
      expect(filtered.map((r) => r.url)).toEqual(["/api/collections/nope/records"]);
      const byExpression = jsonRows((await run(["logs", "--filter", "status >= 400", "--json"])).stdout);
      expect(byExpression.length).toBeGreaterThan(0);
      expect(byExpression.every((r) => r.status >= 400)).toBe(true);

      // a 404 is logged as an error
      const errors = jsonRows((await run(["logs", "--level", "error", "--json"])).stdout);
      expect(errors.map((r) => r.url)).toContain("/api/collections/nope/records");
      expect(errors.every((r) => r.level >= 8)).toBe(true);
      // from debug up: the sign-in of beforeAll (info) as well
      const fromDebug = jsonRows((await run(["logs", "--level", "-4", "--json"])).stdout);
      expect(fromDebug.map((r) => r.url)).toEqual(
        expect.arrayContaining([gen.signInPath, "/api/collections/nope/records"]),
      );
      expect(fromDebug.find((r) => r.url === gen.signInPath)?.level).toBe(0);
      expect(await run(["logs", "--level", "loud"])).toEqual({
        code: 1,
        stdout: "",
        stderr: 'pbdeck: invalid --level "loud": debug, info, warn, error or a number (-4, 0, 4, 8)\n',
      });

      expect((await run(["logs", "--since", "1h", "--json"])).stdout).toContain(`"${gen.signInPath}"`);
      expect((await run(["logs", "--since", "1ms"])).stdout).toBe("");
      // the admin's own requests with --admins (a 404 on purpose: logged whatever minLevel says)
      expect(
        (await fetch(`${url()}/api/collections/none_here`, { headers: { Authorization: token } })).status,
      ).toBe(404);
      await logged('data.url = "/api/collections/none_here"', "the admin's request");
      const withAdmins = jsonRows((await run(["logs", "--since", "1h", "--admins", "--json"])).stdout);
      expect(withAdmins.find((r) => r.url === "/api/collections/none_here")?.auth).toBe(gen.adminAuth);
      expect(
        jsonRows((await run(["logs", "--since", "1h", "--json"])).stdout).some(
          (r) => r.url === "/api/collections/none_here",
        ),
      ).toBe(false);
    },
    LONG,
  );

  test(
    "logs --follow prints new requests until interrupted",
    async () => {
      const child = spawn(
        process.execPath,
        [binPath, "logs", "--follow", "--since", "1h", "--backend", url()],
        {
          cwd: repoRoot,
          env: cliEnv({ PBDECK_TOKEN: token }),
          stdio: ["ignore", "pipe", "pipe"],
        },
      );
      let stdout = "";
      child.stdout?.on("data", (d) => {
        stdout += d;
      });
      const exited = new Promise<number | null>((resolve) => child.once("exit", resolve));
      try {
        await waitFor(
          async () => {
            await fetch(`${url()}/api/collections/followed/records`);
            return stdout.includes(" /api/collections/followed/records");
          },
          "the followed request",
          30_000,
        );
        const lines = stdout.trimEnd().split("\n");
        for (const line of lines) expect(line).toMatch(LOG_LINE);
      } finally {
        child.kill("SIGINT");
      }
      expect(await exited).toBe(0);
    },
    LONG,
  );

  if (!gen.fresh) {
    test(
      "doctor: the v0.18 checks that apply, the v0.23+ ones listed as skipped",
      async () => {
        const result = await run(["doctor", "--json"]);
        expect([result.code, result.stderr]).toEqual([2, ""]);
        const report = JSON.parse(result.stdout) as {
          findings: Array<{ id: string; collection?: string }>;
          counts: unknown;
          skipped: Array<{ id: string; reason: string }>;
        };
        expect(findingLines(report.findings)).toEqual(FIXTURE_FINDINGS);
        expect(report.counts).toEqual(FIXTURE_FINDING_COUNTS);
        expect(report.skipped.map((s) => s.id)).toEqual([
          "ops.request-logs-large",
          "tokens.secret-short",
          ...V023_CHECK_IDS,
        ]);
        expect(report.skipped[0].reason).toMatch(
          /^the API does not tell the size of the logs database; judged by the count only \(\d+ log entries\)$/,
        );
        const text = await run(["doctor"]);
        expect(text.code).toBe(2);
        expect(text.stdout).toContain(
          "not checked: auth.superuser-mfa-off, auth.superuser-ips-open, ops.rate-limits-off, ops.otp-smtp-off: PocketBase v0.23 or newer only (this server has no such setting)\n",
        );
      },
      LONG,
    );
  } else {
    test(
      "doctor: superuser MFA, allow-list and rate limits, then per-collection tokens, OTP and the manage rule",
      async () => {
        const first = await run(["doctor", "--json"]);
        expect([first.code, first.stderr]).toEqual([2, ""]);
        const ids = (stdout: string) =>
          (JSON.parse(stdout) as { findings: Array<{ id: string; collection?: string }> }).findings.map((f) =>
            `${f.id} ${f.collection ?? ""}`.trim(),
          );
        expect(ids(first.stdout)).toEqual([
          "rules.auth-open-signup users",
          "ops.no-recent-backup",
          "ops.backups-local-only",
          "ops.smtp-off",
          "auth.superuser-mfa-off _superusers",
          "ops.rate-limits-off",
          "auth.superuser-ips-open",
        ]);
        const firstReport = JSON.parse(first.stdout) as { skipped: Array<{ id: string; reason: string }> };
        expect(firstReport.skipped).toEqual([
          {
            id: "ops.request-logs-large",
            reason: expect.stringMatching(/^the API does not tell the size of the logs database/),
          },
          {
            id: "tokens.secret-short",
            reason:
              "PocketBase v0.23 and newer never return token secrets (each auth collection keeps its own)",
          },
        ]);

        const patch = async (path: string, body: object) => {
          const response = await fetch(`${url()}${path}`, {
            method: "PATCH",
            headers: { "content-type": "application/json", Authorization: token },
            body: JSON.stringify(body),
          });
          expect(response.status, await response.clone().text()).toBe(200);
        };
        await patch("/api/settings", { rateLimits: { enabled: true }, superuserIPs: ["127.0.0.1"] });
        await patch("/api/collections/users", {
          manageRule: "@request.auth.id != ''",
          authRule: "verified = true",
          otp: { enabled: true },
          authToken: { duration: 90 * 86_400 },
        });
        const second = await run(["doctor", "--json"]);
        expect(ids(second.stdout)).toEqual([
          "rules.auth-manage-any-user users",
          "ops.no-recent-backup",
          "ops.backups-local-only",
          "ops.smtp-off",
          "auth.superuser-mfa-off _superusers",
          "tokens.auth-duration-long users",
          "ops.otp-smtp-off users",
        ]);
        const text = await run(["doctor"]);
        expect(text.code).toBe(2);
        expect(text.stdout).toContain(
          'Any signed-in user can manage every account of "users" (its Manage rule only asks for a signed-in user).',
        );
        expect(text.stdout).toContain('Auth tokens of "users" stay valid for 90 days.');
        expect(text.stdout).toContain(
          "not checked: tokens.secret-short: PocketBase v0.23 and newer never return token secrets (each auth collection keeps its own)\n",
        );
      },
      LONG,
    );
  }
});
