/** Prompts and colours on a real pseudo-terminal: import confirmation, masked passwords, NO_COLOR. */
import { writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { tempDir } from "./helpers/cli-process.ts";
import { hasScript, runOnTerminal } from "./helpers/pty-process.ts";
import { scriptTarget } from "./helpers/script-target.ts";

// several runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

const work = tempDir("pbdeck-tty-");
afterAll(() => work.cleanup());
const target = scriptTarget("dir");
let dropActive = "";

beforeAll(async () => {
  const exported = JSON.parse((await target.run(["export"])).stdout);
  const demo2 = exported.find((c: { name: string }) => c.name === "demo2");
  // the index on `active` goes with the field
  demo2.schema = demo2.schema.filter((f: { name: string }) => f.name !== "active");
  demo2.indexes = demo2.indexes.filter((i: string) => !i.includes("active"));
  dropActive = join(work.dir, "drop-active.json");
  writeFileSync(dropActive, JSON.stringify(exported));
});

test.runIf(hasScript)(
  "import asks on a terminal; No cancels, yes imports (NO_COLOR: no colours)",
  async () => {
    const no = runOnTerminal(["import", dropActive, "--delete-missing", ...target.args()], { NO_COLOR: "1" });
    await no.waitFor("[y/N] ");
    no.type("n\r");
    expect(await no.exited).toBe(1);
    expect(no.output()).toContain(
      "Do you really want to delete the following collection fields and their related records data:\n  demo2.active (",
    );
    expect(no.output()).toContain("pbdeck: import cancelled\n");
    // readline moves the cursor with escapes of its own; colours are SGR (ESC [ n m)
    expect(no.output()).not.toMatch(/\u001b\[\d+(;\d+)*m/);

    const yes = runOnTerminal(["import", dropActive, "--delete-missing", ...target.args()], {
      NO_COLOR: "1",
    });
    await yes.waitFor("[y/N] ");
    yes.type("y\r");
    expect(await yes.exited).toBe(0);
    expect(yes.output()).toContain(`Imported ${dropActive} into ${target.label()}`);
    expect(await target.run(["diff", dropActive])).toMatchObject({ code: 0 });
  },
  LONG,
);

test.runIf(hasScript)(
  "the plan is coloured on a terminal without NO_COLOR",
  async () => {
    const file = join(work.dir, "color.json");
    const exported = JSON.parse((await target.run(["export"])).stdout);
    exported.push({ name: "coloured", schema: [] });
    writeFileSync(file, JSON.stringify(exported));
    const run = runOnTerminal(["diff", file, ...target.args()]);
    expect(await run.exited).toBe(2);
    expect(run.output()).toContain("\u001b[32m+ coloured (base, 0 fields)\u001b[39m\n");
  },
  LONG,
);

test.runIf(hasScript)(
  "a new admin's password is typed twice, masked",
  async () => {
    const run = runOnTerminal(["admins", "create", "typed@example.com", ...target.args()]);
    await run.waitFor("New password for typed@example.com: ");
    run.type("typed-password-1\r");
    await run.waitFor("Password again: ");
    run.type("typed-password-1\r");
    expect(await run.exited).toBe(0);
    expect(run.output()).toContain(
      "New password for typed@example.com: ****************\nPassword again: ****************\n",
    );
    expect(run.output()).not.toContain("typed-password-1");
    expect(run.output()).toMatch(/Created admin typed@example\.com \([a-z0-9]{15}\)\.\n/);

    const differ = runOnTerminal(["admins", "create", "other@example.com", ...target.args()]);
    await differ.waitFor("New password for other@example.com: ");
    differ.type("first-attempt-1\r");
    await differ.waitFor("Password again: ");
    differ.type("second-attempt-2\r");
    expect(await differ.exited).toBe(1);
    expect(differ.output()).toContain("pbdeck: the two passwords differ\n");
  },
  LONG,
);

test.runIf(hasScript)(
  "transfers show progress on a terminal, then clear it",
  async () => {
    expect((await target.run(["backups", "create", "tty.zip"])).code).toBe(0);
    const file = join(work.dir, "tty-copy.zip");
    const run = runOnTerminal(["backups", "download", "tty.zip", "--out", file, ...target.args()]);
    expect(await run.exited).toBe(0);
    expect(run.output()).toMatch(/\r\u001b\[2KDownloading tty\.zip \d+% \([\d.]+ k?B \/ [\d.]+ kB\)/);
    expect(run.output()).toMatch(/\r\u001b\[2KDownloaded tty\.zip to \S+ \([\d.]+ kB\)\.\n$/);
  },
  LONG,
);
