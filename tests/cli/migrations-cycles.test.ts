/**
 * `diff --migration` for collections whose relations form cycles (2, 3, a self-relation, and an
 * existing collection pointing at a new one): from a fresh pb_data, the written migrations apply on
 * the next start, leave exactly the file's collections, delete a cycle again, and revert to fresh.
 */
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import type { ExportedCollection } from "../../shared/schema/collections-export.ts";
import { exportedCollection } from "../helpers/collection-builder.ts";
import { emptyDataDir } from "../helpers/pbdeck-process.ts";
import { runCli, tempDir } from "./helpers/cli-process.ts";

const LONG = 180_000;
const work = tempDir("pbdeck-migration-cycles-");
const data = emptyDataDir();
afterAll(() => {
  work.cleanup();
  data.cleanup();
});

const ADMIN_PASSWORD = "cycle-password-1";
const run = (args: string[], migrations?: string) =>
  runCli([...args, "--dir", data.dir, ...(migrations ? ["--migrations", migrations] : [])], {
    PBDECK_NEW_PASSWORD: ADMIN_PASSWORD,
  });

beforeAll(async () => {
  mkdirSync(data.dir); // a fresh pb_data: the first start creates its tables and the users collection
  const created = await run(["admins", "create", "cycles@example.com"]);
  expect(created.code, created.stderr).toBe(0);
}, LONG);

function field(id: string, name: string, type: string, options: Record<string, unknown>) {
  return { system: false, id, name, type, required: false, presentable: false, unique: false, options };
}
const text = (id: string, name: string) => field(id, name, "text", { min: null, max: null, pattern: "" });
const relation = (id: string, name: string, collectionId: string, maxSelect: number | null = 1) =>
  field(id, name, "relation", {
    collectionId,
    cascadeDelete: false,
    minSelect: null,
    maxSelect,
    displayFields: null,
  });

const base = (id: string, name: string, schema: unknown[], extra: Record<string, unknown> = {}) =>
  exportedCollection(id, name, [], { schema, ...extra });

/** Authors and books (a 2-cycle), teams, players and leagues (a 3-cycle), a tree, and users → teams. */
function cycles(fresh: ExportedCollection[]): ExportedCollection[] {
  const users = structuredClone(fresh.find((c) => c.name === "users")) as ExportedCollection;
  users.schema.push(relation("usrteam0", "team", "teams0000000001") as never);
  return [
    users,
    // created first: the relation, its index and the rule naming it come in the next update
    base(
      "authors00000001",
      "authors",
      [
        text("authname", "name"),
        relation("authfav0", "favorite", "books0000000001"),
        field("authbio0", "bio", "editor", { convertUrls: false }),
      ],
      {
        indexes: ["CREATE INDEX `idx_authors_favorite` ON `authors` (`favorite`)"],
        listRule: "favorite.title != ''",
      },
    ),
    base("books0000000001", "books", [
      text("booktitl", "title"),
      relation("bookauth", "author", "authors00000001"),
    ]),
    base("teams0000000001", "teams", [
      text("teamname", "name"),
      relation("teamcapt", "captain", "players00000001"),
      relation("teammemb", "members", "_pb_users_auth_", null),
    ]),
    base("players00000001", "players", [
      text("playnick", "nick"),
      relation("playleag", "league", "leagues00000001"),
    ]),
    base("leagues00000001", "leagues", [
      text("leagtitl", "title"),
      relation("leagcham", "champions", "teams0000000001", null),
    ]),
    base("tree00000000001", "tree", [
      text("treelabl", "label"),
      relation("treeprnt", "parent", "tree00000000001"),
    ]),
  ];
}

function writeJson(name: string, value: unknown): string {
  const path = join(work.dir, name);
  writeFileSync(path, JSON.stringify(value, null, 2));
  return path;
}

async function exported(migrations?: string): Promise<ExportedCollection[]> {
  const out = join(work.dir, "exported.json");
  const result = await run(["export", "--out", out], migrations);
  expect(result.code, result.stderr).toBe(0);
  return JSON.parse(readFileSync(out, "utf8")) as ExportedCollection[];
}

async function expectInSync(file: string, migrations?: string): Promise<void> {
  const result = await run(["diff", file, "--delete-missing"], migrations);
  expect(result.stdout, result.stderr).toMatch(/^In sync: /);
  expect(result.code).toBe(0);
}

/** `migrate snapshot` of the cycles (one import, so no order to find) rebuilds them on a fresh pb_data. */
async function expectSnapshotRebuilds(targetFile: string): Promise<void> {
  const snapshots = join(work.dir, "snapshots");
  const snapshot = await run(["migrate", "snapshot"], snapshots);
  expect(snapshot.code, snapshot.stderr).toBe(0);
  const other = emptyDataDir();
  try {
    mkdirSync(other.dir);
    const env = { PBDECK_NEW_PASSWORD: ADMIN_PASSWORD };
    expect((await runCli(["admins", "create", "cycles@example.com", "--dir", other.dir], env)).code).toBe(0);
    const synced = await runCli([
      "diff",
      targetFile,
      "--delete-missing",
      "--dir",
      other.dir,
      "--migrations",
      snapshots,
    ]);
    expect(synced.stdout, synced.stderr).toMatch(/^In sync: /);
  } finally {
    other.cleanup();
  }
}

/** Two base collections with nothing but relations to each other: written, with a warning. */
async function expectFieldlessWarning(target: ExportedCollection[]): Promise<void> {
  const bare = [
    ...target,
    base("left00000000001", "left", [relation("leftrght", "right", "right0000000001")]),
    base("right0000000001", "right", [relation("rghtleft", "left", "left00000000001")]),
  ];
  const elsewhere = join(work.dir, "fieldless");
  const written = await run(["diff", writeJson("fieldless.json", bare), "--migration", elsewhere]);
  expect(written.code).toBe(0);
  expect(written.stderr).toBe(
    `Wrote 3 migration(s) into ${elsewhere}.\nWarning: the migrations first save left without fields (a cycle of relations and no other fields): PocketBase v0.18 applies them, pbdeck's embedded backend refuses a collection without fields (give one in the cycle another field).\n`,
  );
}

const byName = (collections: ExportedCollection[]) =>
  [...collections].sort((a, b) => (a.name < b.name ? -1 : 1));

test(
  "relation cycles: created without the closing relations, then updated; applied, deleted and reverted",
  async () => {
    const fresh = await exported();
    const freshFile = writeJson("fresh.json", fresh);
    const target = cycles(fresh);
    const targetFile = writeJson("cycles.json", target);
    const migrations = join(dirname(data.dir), "pb_migrations");
    const noMigrations = join(work.dir, "no-migrations");
    mkdirSync(noMigrations);

    const written = await run(["diff", targetFile, "--migration"]);
    expect(written.stderr).toBe(`Wrote 10 migration(s) into ${migrations}.\n`);
    const names = readdirSync(migrations);
    expect(names.map((n) => n.replace(/^\d+_/, ""))).toEqual([
      "created_authors.js",
      "created_books.js",
      "created_teams.js",
      "created_leagues.js",
      "created_players.js",
      "created_tree.js",
      "updated_authors.js",
      "updated_teams.js",
      "updated_tree.js",
      "updated_users.js",
    ]);

    // the next start applies them all: the backend holds exactly the file's collections, fields in order
    await expectInSync(targetFile);
    expect(byName(await exported())).toEqual(byName(target));
    // a later diff writes nothing
    const again = await run(["diff", targetFile, "--migration"]);
    expect(again.stderr).toMatch(/^In sync: .* no migration written\.\n$/);
    expect(readdirSync(migrations)).toEqual(names);
    await expectSnapshotRebuilds(targetFile);
    await expectFieldlessWarning(target);

    // deleting the 3-cycle: users' relation to it and the relation closing it go first, then the collections
    const withoutLeague = structuredClone(target).filter(
      (c) => !["teams", "players", "leagues"].includes(c.name),
    );
    const users = withoutLeague.find((c) => c.name === "users") as ExportedCollection;
    users.schema = users.schema.filter((f) => f.name !== "team");
    const smallerFile = writeJson("smaller.json", withoutLeague);
    const deleted = await run(["diff", smallerFile, "--migration"]);
    expect(deleted.code, deleted.stderr).toBe(0);
    const deletions = readdirSync(migrations).filter((n) => !names.includes(n));
    expect(deletions.map((n) => n.replace(/^\d+_/, ""))).toEqual([
      "updated_users.js",
      "updated_teams.js",
      "deleted_players.js",
      "deleted_leagues.js",
      "deleted_teams.js",
    ]);
    await expectInSync(smallerFile);

    // down restores the cycle, then the fresh pb_data (a start would apply the files again)
    const downDeletes = await run(["migrate", "down", String(deletions.length), "--yes"]);
    expect(downDeletes.stderr).toBe("");
    expect(downDeletes.code).toBe(0);
    await expectInSync(targetFile, noMigrations);
    expect(byName(await exported(noMigrations))).toEqual(byName(target));
    const downAll = await run(["migrate", "down", String(names.length), "--yes"]);
    expect(downAll.stdout).toBe(
      [...names]
        .reverse()
        .map((n) => `Reverted ${n}\n`)
        .join(""),
    );
    expect(downAll.code).toBe(0);
    await expectInSync(freshFile, noMigrations);
    expect(await exported(noMigrations)).toEqual(fresh);
  },
  LONG,
);
