/**
 * `pbdeck profiles login` on the real PocketBase v0.18.1, v0.22.27 (admins, by password) and 0.40.6
 * (superusers: password then the emailed one-time code when MFA is on, typed in a real terminal; OTP
 * alone; no terminal: one line, no code requested), with the stored token used and refreshed by
 * `--profile` and shown signed in by the fleet.
 */
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { ProfileStore } from "../../cli/lib/profile-store.ts";
import { tokenKind } from "../../shared/client/token-kind.ts";
import { binPath, copyFixture, emptyDataDir } from "../helpers/pbdeck-process.ts";
import {
  type PocketBaseName,
  type PocketBaseProcess,
  pocketBaseBinary,
  startPocketBase,
  upsertSuperuser,
} from "../helpers/pocketbase-server.ts";
import { type SmtpPeer, startSmtpPeer } from "../helpers/smtp-peer.ts";
import {
  enableSuperuserMfa,
  isOtpMail,
  makeSuperusersOtpOnly,
  otpCodeOf,
  superuserToken,
} from "../helpers/superuser-mfa.ts";
import { openTerminal, type Terminal } from "../tui/helpers/tmux-terminal.ts";
import { type CliResult, runCli, tempDir } from "./helpers/cli-process.ts";
import { FIXTURE_ADMIN } from "./helpers/script-target.ts";

// each step is a process of its own, some of them servers: slow on a loaded machine
const LONG = 120_000;
const { email, password } = FIXTURE_ADMIN;

const emails = (result: CliResult) =>
  (JSON.parse(result.stdout) as Array<{ email: string }>).map((admin) => admin.email);

const SIGNED_IN = (name: string) =>
  new RegExp(
    `^Signed in to ${name} as test@example\\.com; the token is kept in .*profiles\\.json \\(renewed on use, expires \\d{4}-\\d\\d-\\d\\d unused\\)\\n$`,
  );

describe.each([
  { server: "v0.18" as PocketBaseName, version: "0.18.1", api: "v0.18" },
  { server: "v0.22" as PocketBaseName, version: "0.22.27", api: "v0.20-v0.22" },
])("PocketBase $version (admins)", ({ server: name, version, api }) => {
  const config = tempDir("pbdeck-login-config-");
  const env = { PBDECK_CONFIG_DIR: config.dir };
  let data: ReturnType<typeof copyFixture> | undefined;
  let server: PocketBaseProcess | undefined;
  beforeAll(async () => {
    data = copyFixture();
    server = await startPocketBase(name, data.dir);
  }, 60_000);
  afterAll(async () => {
    if (server) expect(await server.stop(), server.output()).toBe(0);
    data?.cleanup();
    config.cleanup();
  });

  test(
    "login by password keeps an admin token; --profile uses it; the fleet shows it signed in",
    async () => {
      const url = server?.url ?? "";
      expect((await runCli(["profiles", "add", "pb", "--backend", url, "--email", email], env)).code).toBe(0);
      const login = await runCli(["profiles", "login", "pb"], { ...env, PBDECK_PASSWORD: password });
      expect([login.code, login.stderr]).toEqual([0, ""]);
      expect(login.stdout).toMatch(SIGNED_IN("pb"));
      const token = new ProfileStore(config.dir).get("pb")?.token ?? "";
      expect(tokenKind(token)).toBe("admin");

      const admins = await runCli(["admins", "list", "--profile", "pb", "--json"], env);
      expect([admins.code, admins.stderr]).toEqual([0, ""]);
      expect(emails(admins)).toContain(email);
      const fleet = await runCli(["fleet", "--json", "--timeout", "10"], env);
      expect(JSON.parse(fleet.stdout).profiles[0]).toMatchObject({
        name: "pb",
        api,
        version,
        signedIn: true,
        problem: null,
      });
      // requests, backups and the doctor's findings are read on every generation
      const row = JSON.parse(fleet.stdout).profiles[0];
      expect(row.requests.lastHour).toEqual(expect.any(Number));
      expect(row.requests.hourly).toHaveLength(12);
      expect(row.doctor).toEqual(expect.any(Array));
    },
    LONG,
  );
});

describe("PocketBase 0.40.6 (superusers, MFA and OTP)", () => {
  const config = tempDir("pbdeck-login-config-");
  const env = { PBDECK_CONFIG_DIR: config.dir };
  const data = emptyDataDir();
  let server: PocketBaseProcess | undefined;
  let smtp: SmtpPeer | undefined;
  let terminal: Terminal | undefined;
  const url = () => server?.url ?? "";

  beforeAll(async () => {
    smtp = await startSmtpPeer();
    upsertSuperuser(pocketBaseBinary("newest"), data.dir, email, password);
    server = await startPocketBase("newest", data.dir);
    await enableSuperuserMfa(url(), await superuserToken(url(), email, password), smtp);
  }, 60_000);
  afterAll(async () => {
    terminal?.close();
    if (server) expect(await server.stop(), server.output()).toBe(0);
    await smtp?.close();
    data.cleanup();
    config.cleanup();
  });

  /** `pbdeck profiles login NAME` in a terminal (no PBDECK_PASSWORD: the password is asked). */
  const loginInTerminal = (name: string) => {
    terminal?.close();
    terminal = openTerminal([process.execPath, binPath, "profiles", "login", name], {
      env: { ...env, PBDECK_PASSWORD: "", PBDECK_TOKEN: "" },
    });
    return terminal;
  };
  const otpMails = () => smtp?.inbox.filter(isOtpMail(email)) ?? [];

  test(
    "not on a terminal: one line and exit 1, before any code is emailed",
    async () => {
      expect((await runCli(["profiles", "add", "pb", "--backend", url(), "--email", email], env)).code).toBe(
        0,
      );
      expect(await runCli(["profiles", "login", "pb"], { ...env, PBDECK_PASSWORD: password })).toEqual({
        code: 1,
        stdout: "",
        stderr: `pbdeck: signing in as superuser ${email} at ${url()} requires MFA: a one-time code the server emails; run pbdeck on a terminal to type it, or set PBDECK_TOKEN\n`,
      });
      expect(otpMails()).toEqual([]);
    },
    LONG,
  );

  test(
    "in a terminal: the password, then the code the server emailed; a wrong code is refused",
    async () => {
      let term = loginInTerminal("pb");
      await term.see(`Password for ${email} at ${url()}:`);
      await term.type(password);
      await term.keys("Enter");
      await term.see(`One-time code emailed to ${email}:`);
      const first = await smtp?.nextMail(isOtpMail(email));
      // a code that is not the emailed one
      const wrong =
        otpCodeOf(first ?? { from: "", to: [], subject: "", body: "" }) === "00000000" ? "1" : "0";
      await term.type(wrong.repeat(8));
      await term.keys("Enter");
      expect(await term.see("[exit 1]")).toContain(
        `pbdeck: wrong or expired one-time code for superuser ${email} (${url()})`,
      );

      const before = otpMails().length;
      term = loginInTerminal("pb");
      await term.see(`Password for ${email} at ${url()}:`);
      await term.type(password);
      await term.keys("Enter");
      await term.see(`One-time code emailed to ${email}:`);
      const mail = await smtp?.nextMail((m) => isOtpMail(email)(m) && otpMails().indexOf(m) >= before);
      await term.type(otpCodeOf(mail ?? { from: "", to: [], subject: "", body: "" }));
      await term.keys("Enter");
      const screen = await term.see("[exit 0]");
      expect(screen).toContain(`Signed in to pb as ${email}; the token is kept in`);
      // the password never shows
      expect(screen).not.toContain(password);
      expect(tokenKind(new ProfileStore(config.dir).get("pb")?.token ?? "")).toBe("superuser");
    },
    LONG,
  );

  test(
    "the stored superuser token signs --profile in (refreshed on use); the fleet shows it signed in on 0.40.6",
    async () => {
      const stored = () => new ProfileStore(config.dir).get("pb")?.token;
      const admins = await runCli(["admins", "list", "--profile", "pb", "--json"], env);
      expect([admins.code, admins.stderr]).toEqual([0, ""]);
      expect(emails(admins)).toEqual([email]);
      expect(tokenKind(stored() ?? "")).toBe("superuser");
      // refreshed on use: the server logged the refresh (its logs are written in batches: polled)
      await vi.waitFor(
        async () => {
          const logs = await fetch(
            `${url()}/api/logs?filter=${encodeURIComponent('data.url ~ "/_superusers/auth-refresh"')}`,
            { headers: { authorization: stored() ?? "" } },
          );
          expect(((await logs.json()) as { totalItems: number }).totalItems).toBeGreaterThan(0);
        },
        { timeout: 15_000, interval: 250 },
      );

      const fleet = await runCli(["fleet", "--json", "--timeout", "10"], env);
      expect(JSON.parse(fleet.stdout).profiles[0]).toMatchObject({
        name: "pb",
        status: "up",
        api: "v0.23+",
        generation: "v0.23",
        version: "0.40.6",
        signedIn: true,
        lastBackup: null,
        problem: null,
      });
      const row = JSON.parse(fleet.stdout).profiles[0];
      expect(row.requests.hourly).toHaveLength(12);
      // MFA is on here: the doctor's superusers' MFA check finds nothing to say of it
      expect(row.doctor.map((f: { id: string }) => f.id)).not.toContain("auth.superuser-mfa-off");
    },
    LONG,
  );

  test(
    "OTP alone (password sign-in off): only the emailed code is asked",
    async () => {
      if (server) expect(await server.stop(), server.output()).toBe(0);
      makeSuperusersOtpOnly(data.dir);
      server = await startPocketBase("newest", data.dir);
      expect((await runCli(["profiles", "add", "otp", "--backend", url(), "--email", email], env)).code).toBe(
        0,
      );
      const before = otpMails().length;
      const term = loginInTerminal("otp");
      await term.see(`One-time code emailed to ${email}:`);
      expect(term.screen()).not.toContain("Password for");
      const mail = await smtp?.nextMail((m) => isOtpMail(email)(m) && otpMails().indexOf(m) >= before);
      await term.type(otpCodeOf(mail ?? { from: "", to: [], subject: "", body: "" }));
      await term.keys("Enter");
      expect(await term.see("[exit 0]")).toContain(`Signed in to otp as ${email}`);
      expect(tokenKind(new ProfileStore(config.dir).get("otp")?.token ?? "")).toBe("superuser");
    },
    LONG,
  );
});
