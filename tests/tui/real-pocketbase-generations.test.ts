/**
 * The built `pbdeck tui --backend` in tmux on the real PocketBase v0.22.27 (a fixture copy it
 * upgrades: admins) and 0.40.6 (a fresh pb_data: superusers): sign-in, the Logs, Doctor and Collections tabs, the
 * Admins tab (list, create, delete), the Backups tab (list, create) and the fleet (a logged-in profile with its version,
 * opened in the TUI); on 0.40.6 also the MFA sign-in (password, then
 * the emailed code typed before the screen is drawn) and a profile's stored superuser token.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test, vi } from "vitest";
import { generationApi } from "../../shared/client/generations/generation-api.ts";
import { signInApi } from "../../shared/client/generations/sign-in-api.ts";
import { createClient } from "../../shared/client/index.ts";
import { runCli, tempDir } from "../cli/helpers/cli-process.ts";
import { binPath, copyFixture, emptyDataDir } from "../helpers/pbdeck-process.ts";
import {
  type PocketBaseName,
  type PocketBaseProcess,
  pocketBaseBinary,
  startPocketBase,
  upsertSuperuser,
} from "../helpers/pocketbase-server.ts";
import { type SmtpPeer, startSmtpPeer } from "../helpers/smtp-peer.ts";
import { enableSuperuserMfa, isOtpMail, otpCodeOf, superuserToken } from "../helpers/superuser-mfa.ts";
import { builtTui } from "./helpers/built-tui.ts";
import { openTerminal, type Terminal } from "./helpers/tmux-terminal.ts";

const { tui } = builtTui();
const EMAIL = "test@example.com";
const PASSWORD = "1234567890";
const LONG = 90_000;

interface Case {
  server: PocketBaseName;
  version: string;
  superusers: boolean;
  /** The admins before the tests: the fixture's three, or the one superuser upserted. */
  before: string[];
}

const CASES: Case[] = [
  {
    server: "v0.22",
    version: "0.22.27",
    superusers: false,
    before: ["test@example.com", "test2@example.com", "test3@example.com"],
  },
  { server: "newest", version: "0.40.6", superusers: true, before: ["test@example.com"] },
];

describe.each(CASES)("PocketBase $version", (gen) => {
  let data: { dir: string; cleanup(): void } | undefined;
  let server: PocketBaseProcess | undefined;
  beforeAll(async () => {
    data = gen.superusers ? emptyDataDir() : copyFixture();
    if (gen.superusers) upsertSuperuser(pocketBaseBinary(gen.server), data.dir, EMAIL, PASSWORD);
    server = await startPocketBase(gen.server, data.dir);
  }, 60_000);
  const config = tempDir("pbdeck-tui-gen-config-");
  let fleet: Terminal | undefined;
  afterAll(async () => {
    fleet?.close();
    if (server) expect(await server.stop(), server.output()).toBe(0);
    data?.cleanup();
    config.cleanup();
  });
  const url = () => server?.url ?? "";
  const args = () => ["--backend", url(), "--email", EMAIL];

  /** The admins (superusers) the server has, through the same adapter the tab uses. */
  const serverAdmins = async () => {
    const client = createClient(url(), undefined, { autoCancel: false });
    const generation = gen.superusers ? "v0.23+" : "v0.20-v0.22";
    await signInApi(generation).signIn(client.pb, EMAIL, { password: async () => PASSWORD });
    return (await generationApi(client, generation).admins.list()).map((admin) => admin.email);
  };

  test(
    "signs in; the Admins tab lists, creates and deletes",
    async () => {
      const term = tui(args(), { PBDECK_PASSWORD: PASSWORD });
      await term.see(`pbdeck · ${url()}`, "[1 Logs]");
      await term.keys("4");
      const list = await term.see("[4 Admins]", `${EMAIL}`, "(you)", ...gen.before);
      expect(list).not.toContain("__pbinstaller");

      await term.keys("n");
      await term.see("New admin", "› Email:");
      // each field seen filled and the next one focused before going on: keys typed at once can
      // arrive in one chunk on a busy machine, and a pasted Enter is not a key press
      await term.type("tui-made@example.com");
      await term.see("› Email: tui-made@example.com");
      await term.keys("Enter");
      await term.see("› Password:");
      await term.type("made-password-1");
      await term.see("› Password: ***************");
      await term.keys("Enter");
      await term.see("› Password confirm:");
      await term.type("made-password-1");
      await term.see("› Password confirm: ***************");
      await term.keys("Enter");
      await term.see("Successfully created admin.", "tui-made@example.com");
      expect(await serverAdmins()).toEqual([...gen.before, "tui-made@example.com"]);

      // the new one is the newest, last in the list
      await term.keys(...Array(gen.before.length).fill("Down"), "x");
      await term.see("Do you really want to delete the selected admin?");
      await term.keys("y");
      await term.see("Successfully deleted admin.");
      expect(await serverAdmins()).toEqual(gen.before);
      await term.keys("q");
      await term.see("[exit 0]");
    },
    LONG,
  );

  test(
    "the Logs tab shows the server's requests with their level; the Doctor tab its findings",
    async () => {
      // a guest request of this run: a 404, logged at the error level
      await fetch(`${url()}/api/collections/nope/records`);
      const term = tui(args(), { PBDECK_PASSWORD: PASSWORD });
      await term.see(`pbdeck · ${url()}`, "[1 Logs]");
      // the server writes its logs in batches: refresh (r) until the request is there
      await vi.waitFor(
        async () => {
          await term.keys("r");
          const screen = await term.see("Level: all", " log(s)");
          expect(screen).toMatch(/^[› ] ERROR +GET +404 +\/api\/collections\/nope\/records/m);
        },
        { timeout: 30_000, interval: 1000 },
      );
      // the help line speaks the server's words: superusers from v0.23 on
      const words = await term.see("Level: all");
      expect(words).toContain(gen.superusers ? "a include superusers" : "a include admins");
      expect(words).not.toContain(gen.superusers ? "include admins" : "include superusers");
      await term.keys("5");
      const doctor = await term.see("[5 Doctor]", "warning");
      expect(doctor).toMatch(/\d+ errors? · \d+ warnings? · \d+ info/);
      await term.keys("q");
      await term.see("[exit 0]");
    },
    LONG,
  );

  test(
    "the Collections tab exports in the server's own format",
    async () => {
      const exported = join(config.dir, `schema-${gen.version}.json`);
      const term = tui(args(), { PBDECK_PASSWORD: PASSWORD });
      await term.see("[1 Logs]");
      await term.keys("3");
      await term.see("[3 Collections]", "users", "x export");
      await term.keys("x");
      await term.see("Export collections", "Save as:");
      await term.keys("C-u");
      await term.type(exported);
      await term.keys("Enter");
      await term.see("Exported ", ` collections to ${exported}.`);
      const collections = JSON.parse(readFileSync(exported, "utf8")) as Array<Record<string, unknown>>;
      const users = collections.find((c) => c.name === "users");
      // v0.22 writes the `schema` model, v0.23+ the `fields` model its dashboard exports
      expect(Object.keys(users ?? {})).toContain(gen.superusers ? "fields" : "schema");
      if (gen.superusers) expect(collections.map((c) => c.name)).toContain("_superusers");
      await term.keys("q");
      await term.see("[exit 0]");
    },
    LONG,
  );

  test(
    "the Backups tab lists and creates backups",
    async () => {
      const term = tui(args(), { PBDECK_PASSWORD: PASSWORD });
      await term.see("[1 Logs]");
      await term.keys("2");
      await term.see("[2 Backups]", "No backups yet.");
      await term.keys("n");
      await term.see("Initialize new backup", "› Name:");
      await term.type("tui_gen.zip");
      await term.keys("Enter");
      const screen = await term.see("Successfully generated new backup.", "› tui_gen.zip");
      expect(screen).toMatch(/› tui_gen\.zip +\d+(\.\d)? (B|KB|MB) +\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
      await term.keys("q");
      await term.see("[exit 0]");
    },
    LONG,
  );

  test(
    "a profile logged in shows in the fleet with its version; Enter opens the TUI on its stored token",
    async () => {
      const env = { PBDECK_CONFIG_DIR: config.dir };
      expect((await runCli(["profiles", "add", "pb", ...args()], env)).code).toBe(0);
      const login = await runCli(["profiles", "login", "pb"], { ...env, PBDECK_PASSWORD: PASSWORD });
      expect([login.code, login.stderr]).toEqual([0, ""]);
      fleet = openTerminal([process.execPath, binPath, "fleet"], {
        env: { ...env, CI: "true", PBDECK_PASSWORD: "", PBDECK_TOKEN: "" },
        columns: 150,
        rows: 30,
      });
      const screen = await fleet.see("pbdeck fleet · 1 profile", `PocketBase ${gen.version}`);
      // requests of the last hour with their sparkline, the last backup (the Backups tab test's, "none"
      // when this test runs alone) and the doctor's counts: read on every generation
      expect(screen).toMatch(
        new RegExp(
          `› pb +http://127\\.0\\.0\\.1:\\d+ +up \\d+ms +PocketBase ${gen.version.replace(/\./g, "\\.")} +\\d+ \\(\\d+ errs?\\) +[▁-█]{12} +(none|\\d+m) +\\d+E \\d+W \\d+I$`,
          "m",
        ),
      );
      await fleet.keys("Enter");
      await fleet.see("(profile pb)", "[1 Logs]");
      await fleet.keys("4");
      await fleet.see("[4 Admins]", EMAIL, "(you)");
      await fleet.keys("q");
      await fleet.see("pbdeck fleet · 1 profile");
      await fleet.keys("q");
      await fleet.see("[exit 0]");
    },
    LONG,
  );

  if (gen.superusers) {
    describe("with MFA on for superusers", () => {
      let smtp: SmtpPeer | undefined;
      beforeAll(async () => {
        smtp = await startSmtpPeer();
        await enableSuperuserMfa(url(), await superuserToken(url(), EMAIL, PASSWORD), smtp);
      });
      afterAll(async () => smtp?.close());

      test(
        "the password and the emailed code are asked before the screen; then the tabs work",
        async () => {
          // no PBDECK_PASSWORD: asked on the terminal, as the code is
          const term = tui(args(), { PBDECK_PASSWORD: "" });
          await term.see(`Password for ${EMAIL} at ${url()}:`);
          await term.type(PASSWORD);
          await term.keys("Enter");
          await term.see(`One-time code emailed to ${EMAIL}:`);
          const mail = await smtp?.nextMail(isOtpMail(EMAIL));
          await term.type(otpCodeOf(mail ?? { from: "", to: [], subject: "", body: "" }));
          await term.keys("Enter");
          await term.see(`pbdeck · ${url()}`, "[1 Logs]");
          await term.keys("4");
          await term.see("[4 Admins]", EMAIL, "(you)");
          await term.keys("q");
          await term.see("[exit 0]");
        },
        LONG,
      );

      test(
        "with PBDECK_PASSWORD the code is still asked on the terminal, before the screen",
        async () => {
          const before = smtp?.inbox.length ?? 0;
          const term = tui(args(), { PBDECK_PASSWORD: PASSWORD });
          await term.see(`One-time code emailed to ${EMAIL}:`);
          const mail = await smtp?.nextMail(
            (m) => isOtpMail(EMAIL)(m) && (smtp?.inbox.indexOf(m) ?? 0) >= before,
          );
          await term.type(otpCodeOf(mail ?? { from: "", to: [], subject: "", body: "" }));
          await term.keys("Enter");
          await term.see("[1 Logs]");
          await term.keys("2");
          await term.see("[2 Backups]", "tui_gen.zip");
          await term.keys("q");
          await term.see("[exit 0]");
        },
        LONG,
      );
    });
  }
});
