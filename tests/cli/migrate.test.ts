/** `pbdeck migrate` on --dir: snapshot, up, history, down's confirmation, and the refusals. */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { expect, test } from "vitest";
import { runCli } from "./helpers/cli-process.ts";
import { scriptTarget } from "./helpers/script-target.ts";

const LONG = 120_000;
const target = scriptTarget("dir");

test("migrate up, history and down work on --dir only", async () => {
  const result = await runCli(["migrate", "up", "--backend", "http://127.0.0.1:9"]);
  expect(result).toEqual({
    code: 1,
    stdout: "",
    stderr:
      "pbdeck: migrate up works on --dir only: a remote PocketBase applies its own migrations (pocketbase migrate up)\n",
  });
});

test(
  "snapshot, then up applies it once; down asks for --yes off a terminal; history lists both states",
  async () => {
    const folder = join(dirname(target.dataDir()), "pb_migrations");
    const snapshot = await target.run(["migrate", "snapshot"]);
    expect(snapshot.code).toBe(0);
    const [name] = readdirSync(folder);
    expect(name).toMatch(/^\d+_collections_snapshot\.js$/);
    expect(snapshot.stdout).toBe(`${join(folder, name)}\n`);

    expect((await target.run(["migrate", "history"])).stdout).toContain(`pending               ${name}\n`);
    expect((await target.run(["migrate", "up"])).stdout).toBe(`Applied ${name}\n`);
    // --yes is taken by every migrate command a script may run, up included
    expect(await target.run(["migrate", "up", "--yes"])).toMatchObject({
      code: 0,
      stdout: "No new migrations to apply.\n",
    });
    const history = JSON.parse((await target.run(["migrate", "history", "--json"])).stdout);
    expect(history.migrations.at(-1)).toEqual({
      file: name,
      applied: expect.stringMatching(/Z$/),
      inFolder: true,
    });

    expect(await target.run(["migrate", "down", "two"])).toMatchObject({
      code: 1,
      stderr: 'pbdeck: N must be a whole number of migrations, at least 1 (got "two")\n',
    });
    expect(await target.run(["migrate", "down"])).toMatchObject({
      code: 1,
      stderr:
        "pbdeck: migrate down runs the down part of migrations and this is not a terminal: pass --yes\n",
    });
    // the snapshot's down does nothing: reverting only forgets it
    expect((await target.run(["migrate", "down", "--yes"])).stdout).toBe(`Reverted ${name}\n`);
    expect((await target.run(["migrate", "down", "--yes"])).stderr).toBe("No migrations to revert.\n");
  },
  LONG,
);

test(
  "a failing migration stops a --dir command with one line naming the file and line",
  async () => {
    const folder = join(dirname(target.dataDir()), "broken");
    mkdirSync(folder);
    writeFileSync(
      join(folder, "1800000000_broken.js"),
      "migrate((db) => {\n  new Dao(db).findCollectionByNameOrId('nope')\n})\n",
    );
    const result = await target.run(["export", "--migrations", folder]);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      `pbdeck: cannot open --dir ${target.dataDir()}: migration 1800000000_broken.js failed at line 2: findCollectionByNameOrId: no collection with the id or name "nope"\n`,
    );
    expect(result.code).toBe(1);
  },
  LONG,
);
