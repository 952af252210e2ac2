/** `pbdeck admins ...` on --dir and --backend; passwords never from the command line. */
import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, test } from "vitest";
import { runCli } from "./helpers/cli-process.ts";
import { scriptTarget, TARGET_MODES } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

const FIXTURE_ADMINS = [
  "sywbhecnh46rhm0  test@example.com   2022-10-10 09:50:06.449Z",
  "sbmbsdb40jyxf7h  test2@example.com  2022-10-10 11:22:27.982Z",
  "9q2trqumvlyr3bd  test3@example.com  2022-10-10 11:22:50.693Z",
];

describe.each(TARGET_MODES)("through --%s", (mode) => {
  const target = scriptTarget(mode);

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
      expect(created.code).toBe(0);
      expect(created.stdout).toBe("");
      expect(created.stderr).toMatch(/^Created admin ops@example\.com \([a-z0-9]{15}\)\.\n$/);

      const listed = await target.run(["admins", "list", "--json"]);
      const admins = JSON.parse(listed.stdout) as Array<{ email: string }>;
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
      if (mode === "backend") {
        // the new admin signs in with the new password only
        const args = ["admins", "list", "--backend", target.args()[1] ?? "", "--email", "ops@example.com"];
        expect((await runCli(args, { PBDECK_PASSWORD: "second-password-2" })).code).toBe(0);
        expect(await runCli(args, { PBDECK_PASSWORD: "first-password-1" })).toEqual({
          code: 1,
          stdout: "",
          stderr: `pbdeck: wrong email or password for admin ops@example.com (${target.label()})\n`,
        });
      }
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
    },
    LONG,
  );

  test(
    "bad input: one line, exit 1",
    async () => {
      expect(await target.run(["admins", "create", "ops@example.com", "secret123456"])).toEqual({
        code: 1,
        stdout: "",
        stderr:
          "pbdeck: a password given as an argument is refused: set PBDECK_NEW_PASSWORD or let pbdeck ask on a terminal (it is never read from the command line)\n",
      });
      // --password is refused before the new password is looked for
      const option = await target.run(["admins", "create", "ops@example.com", "--password", "secret123456"]);
      expect(option.code).toBe(1);
      expect(option.stderr).toMatch(/^pbdeck: --password is refused: .*PBDECK_PASSWORD/);
      expect(await target.run(["admins", "create", "ops@example.com"])).toEqual({
        code: 1,
        stdout: "",
        stderr: "pbdeck: no password for ops@example.com: set PBDECK_NEW_PASSWORD when not on a terminal\n",
      });
      expect(
        await target.run(["admins", "create", "not-an-email"], { PBDECK_NEW_PASSWORD: "long-enough-1" }),
      ).toEqual({
        code: 1,
        stdout: "",
        stderr: "pbdeck: creating the admin failed: email: Must be a valid email address.\n",
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

test("on a --dir without admins, create makes the first one; other commands say how", async () => {
  const { tempDir } = await import("./helpers/cli-process.ts");
  const empty = tempDir("pbdeck-empty-");
  // pb_data in a folder of its own: its sibling pb_migrations is not the shared /tmp/pb_migrations
  const dir = join(empty.dir, "pb_data");
  mkdirSync(dir);
  try {
    expect(await runCli(["admins", "list", "--dir", dir])).toEqual({
      code: 1,
      stdout: "",
      stderr: `pbdeck: --dir ${dir} has no admin yet: create one with pbdeck admins create EMAIL --dir ${dir}\n`,
    });
    const created = await runCli(["admins", "create", "first@example.com", "--dir", dir, "--json"], {
      PBDECK_NEW_PASSWORD: "first-admin-pass",
    });
    expect(created.code).toBe(0);
    expect(JSON.parse(created.stdout)).toMatchObject({ email: "first@example.com" });
    const listed = await runCli(["admins", "list", "--dir", dir]);
    expect(listed.stdout).toMatch(/^[a-z0-9]{15} {2}first@example\.com {2}\d{4}-\d\d-\d\d .+Z\n$/);
  } finally {
    empty.cleanup();
  }
});
