/**
 * The round trip of `diff --migration`: change the fixture's schema in every way, write the
 * migrations, start the embedded backend with them (in sync), revert them (back to the original).
 */
import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, expect, test } from "vitest";
import type { ExportedCollection } from "../../shared/schema/collections-export.ts";
import { runCli, tempDir } from "./helpers/cli-process.ts";
import { scriptTarget } from "./helpers/script-target.ts";

const LONG = 180_000;
const work = tempDir("pbdeck-migrations-");
afterAll(() => work.cleanup());
const target = scriptTarget("dir");

function find(collections: ExportedCollection[], name: string): ExportedCollection {
  const found = collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

/** Every kind of change: fields added, removed, renamed and retyped, rules, indexes, options, a new and a deleted collection. */
function changeEverything(collections: ExportedCollection[]): ExportedCollection[] {
  const demo2 = find(collections, "demo2");
  const title = demo2.schema.find((f) => f.name === "title");
  if (title) title.name = "headline";
  demo2.schema = demo2.schema.filter((f) => f.name !== "active");
  demo2.schema.push({ name: "summary", type: "editor", options: { convertUrls: true } } as never);
  demo2.indexes = [
    "CREATE INDEX `idx_demo2_created` ON `demo2` (`created`)",
    "CREATE UNIQUE INDEX `idx_unique_demo2_headline` ON `demo2` (`headline`)",
  ];
  demo2.listRule = "headline != ''";
  demo2.deleteRule = null;
  const demo4 = find(collections, "demo4");
  const demo4Title = demo4.schema.find((f) => f.name === "title");
  if (demo4Title) Object.assign(demo4Title, { type: "editor", options: { convertUrls: false } });
  const select = find(collections, "demo1").schema.find((f) => f.name === "select_one");
  if (select) (select.options as { values: string[] }).values.push("added");
  const users = find(collections, "users");
  (users.options as { minPasswordLength: number }).minPasswordLength = 12;
  collections.push({
    name: "notes",
    type: "base",
    schema: [
      { name: "title", type: "text", required: true, options: { max: 100 } },
      { name: "author", type: "relation", options: { collectionId: "_pb_users_auth_", maxSelect: 1 } },
    ],
    indexes: ["CREATE INDEX `idx_notes_title` ON `notes` (`title`)"],
    listRule: "@request.auth.id != ''",
  } as never);
  return collections.filter((c) => c.name !== "demo5");
}

test(
  "diff --migration writes one PocketBase migration per changed collection; applying them syncs, migrate down restores",
  async () => {
    const original = join(work.dir, "original.json");
    const changed = join(work.dir, "changed.json");
    expect((await target.run(["export", "--out", original])).code).toBe(0);
    const collections = JSON.parse(readFileSync(original, "utf8")) as ExportedCollection[];
    writeFileSync(changed, JSON.stringify(changeEverything(collections), null, 2));
    const migrations = join(dirname(target.dataDir()), "pb_migrations");

    const written = await target.run(["diff", changed, "--migration"]);
    expect(written.stderr).toBe(`Wrote 6 migration(s) into ${migrations}.\n`);
    expect(written.code).toBe(0);
    const names = readdirSync(migrations);
    expect(written.stdout).toBe(names.map((n) => `${join(migrations, n)}\n`).join(""));
    // apply order: created first, then updated, then deleted; consecutive seconds
    expect(names.map((n) => n.replace(/^\d+_/, ""))).toEqual([
      "created_notes.js",
      "updated_demo1.js",
      "updated_demo2.js",
      "updated_demo4.js",
      "updated_users.js",
      "deleted_demo5.js",
    ]);
    const seconds = names.map((n) => Number(n.split("_")[0]));
    expect(seconds).toEqual(seconds.map((_, i) => seconds[0] + i));
    const demo2 = readFileSync(join(migrations, names[2]), "utf8");
    expect(demo2).toMatch(
      /^\/\/\/ <reference path="\.\.\/pb_data\/types\.d\.ts" \/>\nmigrate\(\(db\) => \{\n {2}const dao = new Dao\(db\)\n {2}const collection = dao\.findCollectionByNameOrId\("sz5l5z67tg7gku0"\)\n\n {2}collection\.listRule = "headline != ''"\n/,
    );

    // the next start applies them: the backend now matches the changed file
    const synced = await target.run(["diff", changed]);
    expect(synced.stdout, synced.stderr).toMatch(/^In sync: /);
    expect(synced.code).toBe(0);
    const history = await target.run(["migrate", "history"]);
    expect(history.stdout.split("\n").filter((l) => l.includes(names[0]))).toEqual([
      expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\dZ +\d+_created_notes\.js$/),
    ]);
    expect((await target.run(["migrate", "up"])).stdout).toBe("No new migrations to apply.\n");

    const down = await target.run(["migrate", "down", "6", "--yes"]);
    expect(down.stderr).toBe("");
    expect(down.stdout).toBe(
      [...names]
        .reverse()
        .map((n) => `Reverted ${n}\n`)
        .join(""),
    );
    expect(down.code).toBe(0);
    // a start would apply the reverted files again, as PocketBase does: compare without the folder
    const empty = join(work.dir, "no-migrations");
    const { mkdirSync } = await import("node:fs");
    mkdirSync(empty);
    const back = await runCli(["diff", original, "--dir", target.dataDir(), "--migrations", empty]);
    expect(back.stdout, back.stderr).toMatch(/^In sync: /);
    expect(back.code).toBe(0);
  },
  LONG,
);
