/**
 * export, diff (text, --json, --format markdown, --delete-missing, --migration) and import through
 * `--backend` at the real PocketBase v0.18.1, v0.22.27 and 0.40.6, each on a copy of the fixture
 * (0.40.6 upgrades it with its own migration: flat `fields`, system collections); the tests of a
 * generation build on each other's state. Then files crossing generations: a v0.22 export imported
 * into a fresh 0.40.6 (converted, then in sync), a 0.40.6 export imported into v0.22 (converted
 * back) and one an older server cannot hold (refused in one line).
 */
import { execFileSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { copyFixture, emptyDataDir } from "../helpers/pbdeck-process.ts";
import {
  type PocketBaseName,
  type PocketBaseProcess,
  pocketBaseBinary,
  startPocketBase,
  upsertSuperuser,
} from "../helpers/pocketbase-server.ts";
import { type CliResult, runCli, tempDir } from "./helpers/cli-process.ts";
import { FIXTURE_ADMIN } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 240_000;

const work = tempDir("pbdeck-schema-");
afterAll(() => work.cleanup());

type Loose = Record<string, unknown>;
/** A collection of either format: fields under `schema` (v0.18–v0.22) or `fields` (v0.23+). */
type FileCollection = Loose & { name: string; type: string; schema?: Loose[]; fields?: Loose[] };

/** One real server on its own pb_data, started before the suite that asks for it. */
function realServer(name: PocketBaseName, data: () => { dir: string; cleanup(): void }) {
  let dir: { dir: string; cleanup(): void } | undefined;
  let server: PocketBaseProcess | undefined;
  beforeAll(async () => {
    dir = data();
    // v0.23+ has no admins: the fixture's admin signs in as a superuser of the same email
    if (name === "newest")
      upsertSuperuser(pocketBaseBinary(name), dir.dir, FIXTURE_ADMIN.email, FIXTURE_ADMIN.password);
    server = await startPocketBase(name, dir.dir);
  }, 90_000);
  afterAll(async () => {
    if (server) expect(await server.stop(), server.output()).toBe(0);
    dir?.cleanup();
  });
  const running = () => {
    if (!server) throw new Error(`PocketBase ${name} is not started yet`);
    return server;
  };
  return {
    url: () => running().url,
    dataDir: () => running().dataDir,
    /** `pbdeck ...args --backend URL --email E` signed in with PBDECK_PASSWORD. */
    run: (args: string[]): Promise<CliResult> =>
      runCli([...args, "--backend", running().url, "--email", FIXTURE_ADMIN.email], {
        PBDECK_PASSWORD: FIXTURE_ADMIN.password,
      }),
    /** Applies the new files of its pb_migrations: v0.23+ with `pocketbase migrate up`, older ones on start. */
    async applyMigrations(): Promise<void> {
      const dataDir = running().dataDir;
      expect(await running().stop(), running().output()).toBe(0);
      if (name === "newest") {
        const migrations = join(dirname(dataDir), "pb_migrations");
        execFileSync(
          pocketBaseBinary(name).path,
          ["migrate", "up", `--dir=${dataDir}`, `--migrationsDir=${migrations}`],
          {
            stdio: "pipe",
          },
        );
      }
      server = await startPocketBase(name, dataDir);
    },
  };
}

function writeSchema(name: string, collections: unknown): string {
  const path = join(work.dir, name);
  writeFileSync(path, JSON.stringify(collections, null, 2));
  return path;
}

function find(collections: FileCollection[], name: string): FileCollection {
  const found = collections.find((c) => c.name === name);
  if (!found) throw new Error(`no collection ${name}`);
  return found;
}

interface GenerationCase {
  server: PocketBaseName;
  version: string;
  /** Whether the server speaks the v0.23+ format (flat `fields`, system fields listed). */
  fields: boolean;
  /** How many collections the server has (v0.23+: the fixture's and the five system ones). */
  collections: number;
}

const CASES: GenerationCase[] = [
  { server: "v0.18", version: "0.18.1", fields: false, collections: 11 },
  { server: "v0.22", version: "0.22.27", fields: false, collections: 11 },
  { server: "newest", version: "0.40.6", fields: true, collections: 16 },
];

describe.each(CASES)("PocketBase $version", (gen) => {
  const target = realServer(gen.server, copyFixture);
  const original = join(work.dir, `schema-${gen.version}.json`);
  /** The file's field list, in the server's format. */
  const fieldsOf = (c: FileCollection): Loose[] => (gen.fields ? (c.fields ?? []) : (c.schema ?? []));
  const exported = () => JSON.parse(readFileSync(original, "utf8")) as FileCollection[];
  /** v0.23+ lists `id` and the `created`/`updated` autodate fields: `n` own fields are `n + 3` there. */
  const withSystem = (n: number) => (gen.fields ? n + 3 : n);

  test(
    "export writes the server's own format and diffs clean against it, in every mode",
    async () => {
      expect(await target.run(["export", "--out", original])).toEqual({
        code: 0,
        stdout: "",
        stderr: `Exported ${gen.collections} collections to ${original}\n`,
      });
      const text = readFileSync(original, "utf8");
      expect(await target.run(["export"])).toEqual({ code: 0, stdout: text, stderr: "" });
      const collections = exported();
      if (gen.fields) {
        // the dashboard's: auth, base, then views, `_` system collections last in each; 2 spaces
        expect(text.startsWith('[\n  {\n    "id": "')).toBe(true);
        expect(collections.map((c) => c.name)).toEqual([
          "clients",
          "nologin",
          "users",
          "_superusers",
          "demo1",
          "demo2",
          "demo3",
          "demo4",
          "demo5",
          "_authOrigins",
          "_externalAuths",
          "_mfas",
          "_otps",
          "numeric_id_view",
          "view1",
          "view2",
        ]);
        expect(collections.every((c) => Array.isArray(c.fields) && !("schema" in c))).toBe(true);
        expect(collections.some((c) => "created" in c || "updated" in c)).toBe(false);
        expect(JSON.stringify(find(collections, "users").oauth2)).not.toContain("providers");
      } else {
        expect(text.startsWith('[\n    {\n        "id": "')).toBe(true);
        expect(collections.every((c) => Array.isArray(c.schema) && !("fields" in c))).toBe(true);
      }
      const inSync = `In sync: the ${gen.collections} collections of ${original} match the backend.\n`;
      for (const mode of [[], ["--delete-missing"]]) {
        expect(await target.run(["diff", original, ...mode])).toEqual({
          code: 0,
          stdout: inSync,
          stderr: "",
        });
      }
      expect(await target.run(["diff", original, "--json", "--delete-missing"])).toEqual({
        code: 0,
        stdout: `${JSON.stringify({ inSync: true, collections: [], kept: [] }, null, 2)}\n`,
        stderr: "",
      });
      const markdown = await target.run(["diff", original, "--format", "markdown"]);
      expect([markdown.code, markdown.stderr]).toEqual([0, ""]);
      expect(markdown.stdout).toContain("In sync: no collection differs.");
      expect(await target.run(["import", original])).toEqual({
        code: 0,
        stdout: "",
        stderr: `Nothing to import: ${target.url()} already matches ${original}.\n`,
      });
    },
    LONG,
  );

  test(
    "edit -> diff 2 (text, --json) -> import --dry-run -> import --yes -> diff 0 -> back with --delete-missing",
    async () => {
      const collections = exported();
      fieldsOf(find(collections, "demo2")).push({ name: "summary", type: "text" });
      collections.push({
        name: "ci_notes",
        type: "base",
        [gen.fields ? "fields" : "schema"]: [{ name: "body", type: "editor" }],
      });
      const changed = writeSchema(`changed-${gen.version}.json`, collections);
      const plan = [
        "~ demo2 (base)",
        "    + field summary (text)",
        "+ ci_notes (base, 1 field)",
        "2 collections differ: 1 added, 1 changed, 0 removed",
      ];
      expect(await target.run(["diff", changed])).toEqual({
        code: 2,
        stdout: `${plan.join("\n")}\n`,
        stderr: "",
      });
      const json = await target.run(["diff", changed, "--json"]);
      expect([json.code, json.stderr]).toEqual([2, ""]);
      expect(JSON.parse(json.stdout)).toMatchObject({
        inSync: false,
        collections: [
          { kind: "changed", name: "demo2", fields: { added: [{ name: "summary", type: "text" }] } },
          { kind: "added", name: "ci_notes", fields: { added: [{ name: "body", type: "editor" }] } },
        ],
      });
      expect(await target.run(["import", changed, "--dry-run"])).toEqual({
        code: 0,
        stdout: "",
        stderr: `${plan.join("\n")}\nDry run: nothing imported.\n`,
      });
      expect(await target.run(["import", changed, "--yes"])).toEqual({
        code: 0,
        stdout: "",
        stderr: `${plan.join("\n")}\nImported ${changed} into ${target.url()} (2 collections: 1 added, 1 changed, 0 removed).\n`,
      });
      expect(await target.run(["diff", changed])).toEqual({
        code: 0,
        stdout: `In sync: the ${gen.collections + 1} collections of ${changed} match the backend.\n`,
        stderr: "",
      });
      const after = JSON.parse((await target.run(["export"])).stdout) as FileCollection[];
      expect(after.map((c) => c.name)).toContain("ci_notes");
      expect(fieldsOf(find(after, "demo2")).map((f) => f.name)).toContain("summary");

      // back to the original file: only --delete-missing removes what the file lacks
      expect(await target.run(["import", original])).toEqual({
        code: 0,
        stdout: "",
        stderr: `Nothing to import: ${target.url()} already has everything in ${original}; kept because --delete-missing is off: demo2.summary, ci_notes.*.\n`,
      });
      // v0.23+ gave the new collection its `id` field
      const ciFields = gen.fields ? "2 fields" : "1 field";
      const removal = [
        "~ demo2 (base)",
        "    - field summary (text)",
        `- ci_notes (base, ${ciFields})`,
        "2 collections differ: 0 added, 1 changed, 1 removed",
      ].join("\n");
      expect(await target.run(["import", original, "--delete-missing", "--yes"])).toEqual({
        code: 0,
        stdout: "",
        stderr: `${removal}\nImported ${original} into ${target.url()} (2 collections: 0 added, 1 changed, 1 removed).\n`,
      });
      expect((await target.run(["diff", original, "--delete-missing"])).code).toBe(0);
    },
    LONG,
  );

  test(
    "a destructive import: the impact preview, refused without --yes, --dry-run; markdown counts the records",
    async () => {
      const collections = exported();
      const demo2 = find(collections, "demo2");
      demo2[gen.fields ? "fields" : "schema"] = fieldsOf(demo2).filter((f) => f.name !== "active");
      const dropped = writeSchema(
        `drop-${gen.version}.json`,
        collections.filter((c) => c.name !== "demo3"),
      );
      const plan = [
        "~ demo2 (base)",
        "    - field active (bool) (data of 2 records lost)",
        `- demo3 (base, ${withSystem(2)} fields) (data of 4 records lost)`,
        "2 collections differ: 0 added, 1 changed, 1 removed",
        "Data of 6 records would be deleted.",
      ].join("\n");
      expect(await target.run(["import", dropped, "--delete-missing"])).toEqual({
        code: 1,
        stdout: "",
        stderr: `${plan}\npbdeck: the import deletes data and this is not a terminal: pass --yes to confirm it\n`,
      });
      expect(await target.run(["import", dropped, "--delete-missing", "--dry-run"])).toEqual({
        code: 0,
        stdout: "",
        stderr: `${plan}\nDry run: nothing imported.\n`,
      });
      expect(await target.run(["diff", original, "--delete-missing"])).toMatchObject({ code: 0 });

      const withoutDemo5 = writeSchema(
        `no-demo5-${gen.version}.json`,
        exported().filter((c) => c.name !== "demo5"),
      );
      const markdown = await target.run(["diff", withoutDemo5, "--format", "markdown", "--delete-missing"]);
      expect([markdown.code, markdown.stderr]).toEqual([2, ""]);
      const lines = markdown.stdout.split("\n");
      expect(lines[0]).toBe(`## Schema changes: \`${withoutDemo5}\` → ${target.url()}`);
      expect(lines[2]).toMatch(
        /^\*\*1 collection differs: 0 added, 0 changed, 1 removed\.\*\* \*\*\d+ records would lose data\.\*\*$/,
      );
      expect(lines).toContain(`| \`demo5\` | removed |  |  | ${withSystem(6)} fields |  |  |  |`);
      expect(lines).toContainEqual(
        expect.stringMatching(/^\| `demo5` \| {2}\| collection removed \| [1-9]\d* \|$/),
      );
      // without --delete-missing the import keeps demo5: in sync, and named as kept
      const kept = await target.run(["diff", withoutDemo5, "--format", "markdown"]);
      expect(kept.code).toBe(0);
      expect(kept.stdout.split("\n").slice(-3)).toEqual([
        "",
        "Only removed with --delete-missing (kept because it is off): `demo5.*`",
        "",
      ]);
    },
    LONG,
  );

  test(
    "a field type the server refuses names the collection and field; nothing is imported",
    async () => {
      const collections = exported();
      const number = fieldsOf(find(collections, "demo1")).find((f) => f.name === "number");
      if (number) number.type = "text";
      collections.push({ name: "not_imported", type: "base", [gen.fields ? "fields" : "schema"]: [] });
      const retype = writeSchema(`retype-${gen.version}.json`, collections);
      expect(await target.run(["import", retype, "--yes"])).toEqual({
        code: 1,
        stdout: "",
        stderr: [
          "~ demo1 (base)",
          '    ~ field number: type "number" -> "text" (data of 2 records lost)',
          "+ not_imported (base, 0 fields)",
          "2 collections differ: 1 added, 1 changed, 0 removed",
          "Data of 2 records would be deleted.",
          'pbdeck: import refused, nothing imported: collection "demo1", field "number": Field type cannot be changed.',
          "",
        ].join("\n"),
      });
      expect(await target.run(["diff", original, "--delete-missing"])).toMatchObject({ code: 0 });
    },
    LONG,
  );

  test(
    "diff --migration DIR writes the server's own migrations; once applied, the diff exits 0",
    async () => {
      const collections = exported();
      const demo2 = find(collections, "demo2");
      fieldsOf(demo2).push(
        gen.fields
          ? { name: "summary", type: "editor", convertURLs: true }
          : { name: "summary", type: "editor", options: { convertUrls: true } },
      );
      demo2.listRule = "title != ''";
      const title = gen.fields
        ? { name: "title", type: "text", required: true, max: 100 }
        : { name: "title", type: "text", required: true, options: { max: 100 } };
      collections.push({
        name: "notes",
        type: "base",
        [gen.fields ? "fields" : "schema"]: [title],
        indexes: ["CREATE INDEX `idx_notes_title` ON `notes` (`title`)"],
        listRule: "@request.auth.id != ''",
      });
      const changed = writeSchema(`migrated-${gen.version}.json`, collections);
      // the folder the server reads its JS migrations from; it may hold files its own automigrate
      // wrote for the imports above (already applied): only the new ones count
      const migrations = join(target.dataDir(), "..", "pb_migrations");
      const before = new Set(existsSync(migrations) ? readdirSync(migrations) : []);
      const written = await target.run(["diff", changed, "--migration", migrations]);
      expect(written.stderr).toBe(`Wrote 2 migration(s) into ${migrations}.\n`);
      expect(written.code).toBe(0);
      const names = readdirSync(migrations).filter((n) => !before.has(n));
      expect(names.map((n) => n.replace(/^\d+_/, ""))).toEqual(["created_notes.js", "updated_demo2.js"]);
      expect(written.stdout).toBe(names.map((n) => `${join(migrations, n)}\n`).join(""));
      const update = readFileSync(join(migrations, names[1] ?? ""), "utf8");
      if (gen.fields) {
        expect(update).toContain("migrate((app) => {");
        expect(update).toContain('unmarshal({\n    "listRule": "title != \'\'"\n  }, collection)');
        expect(update).toMatch(/collection\.fields\.addAt\(\d+, new Field\(\{/);
        expect(update).toContain("return app.save(collection)");
      } else {
        expect(update).toContain("migrate((db) => {");
        expect(update).toContain("collection.schema.addField(new SchemaField({");
      }
      // nothing applied yet
      expect((await target.run(["diff", changed])).code).toBe(2);
      await target.applyMigrations();
      const synced = await target.run(["diff", changed]);
      expect(synced, synced.stderr).toEqual({
        code: 0,
        stdout: `In sync: the ${gen.collections + 1} collections of ${changed} match the backend.\n`,
        stderr: "",
      });
      // undo through an import, for the next tests
      expect((await target.run(["import", original, "--delete-missing", "--yes"])).code).toBe(0);
      expect((await target.run(["diff", original, "--delete-missing"])).code).toBe(0);
    },
    LONG,
  );
});

describe("files crossing generations", () => {
  const v022 = realServer("v0.22", copyFixture);
  const fresh = realServer("newest", emptyDataDir);
  const migrated = realServer("newest", emptyDataDir);
  const fromV022 = join(work.dir, "from-v0.22.json");
  const converted = (file: string) =>
    `${file}: converted from the v0.18-v0.22 format (schema) to this server's v0.23+ format (fields), as PocketBase's own upgrade converts collections.\n`;

  test(
    "a v0.22 export imported into a fresh 0.40.6 is converted once, then diffs clean",
    async () => {
      expect((await v022.run(["export", "--out", fromV022])).code).toBe(0);
      const before = await fresh.run(["diff", fromV022]);
      expect(before.code).toBe(2);
      expect(before.stderr).toBe(converted(fromV022));
      expect(before.stdout.split("\n").at(-2)).toBe("11 collections differ: 10 added, 1 changed, 0 removed");
      const imported = await fresh.run(["import", fromV022, "--yes"]);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stderr.split("\n")[0]).toBe(converted(fromV022).trimEnd());
      expect(imported.stderr).toContain(
        `Imported ${fromV022} into ${fresh.url()} (11 collections: 10 added, 1 changed, 0 removed).`,
      );
      for (const mode of [[], ["--delete-missing"]]) {
        expect(await fresh.run(["diff", fromV022, ...mode])).toEqual({
          code: 0,
          stdout: `In sync: the 11 collections of ${fromV022} match the backend.\n`,
          stderr: converted(fromV022),
        });
      }
      // the server's own export of it diffs clean too
      const own = join(work.dir, "from-v0.40.json");
      expect((await fresh.run(["export", "--out", own])).code).toBe(0);
      expect((await fresh.run(["diff", own, "--delete-missing"])).code).toBe(0);
    },
    LONG,
  );

  test(
    "diff --migration of a v0.22 export writes 0.40.6 migrations; `pocketbase migrate up` applies them and the diff exits 0",
    async () => {
      const migrations = join(migrated.dataDir(), "..", "pb_migrations");
      const written = await migrated.run(["diff", fromV022, "--migration", migrations]);
      expect(written.code, written.stderr).toBe(0);
      expect(written.stderr.split("\n")[0]).toBe(converted(fromV022).trimEnd());
      const names = readdirSync(migrations).map((n) => n.replace(/^\d+_/, ""));
      // relation cycles first without the relations (and the rules naming them), then completed
      expect(names).toContain("created_demo1.js");
      expect(names).toContain("updated_demo1.js");
      expect(names).toContain("updated_users.js");
      expect(names.slice(-3)).toEqual(["created_numeric_id_view.js", "created_view1.js", "created_view2.js"]);
      await migrated.applyMigrations();
      expect(await migrated.run(["diff", fromV022])).toEqual({
        code: 0,
        stdout: `In sync: the 11 collections of ${fromV022} match the backend.\n`,
        stderr: converted(fromV022),
      });
    },
    LONG,
  );

  test(
    "a 0.40.6 export imported into v0.22 is converted back (without the system collections); one it cannot hold is refused in one line",
    async () => {
      const own = join(work.dir, "from-v0.40.json");
      const back = `${own}: converted from the v0.23+ format (fields) to this server's v0.18-v0.22 format (schema), without the 5 v0.23+ system collections.`;
      const imported = await v022.run(["import", own, "--yes"]);
      expect(imported.code, imported.stderr).toBe(0);
      expect(imported.stderr.split("\n")[0]).toBe(back);
      expect(await v022.run(["diff", own])).toEqual({
        code: 0,
        stdout: `In sync: the 11 collections of ${own} match the backend.\n`,
        stderr: `${back}\n`,
      });

      const collections = JSON.parse(readFileSync(own, "utf8")) as FileCollection[];
      find(collections, "demo2").fields?.push({ name: "where", type: "geoPoint" });
      const geo = writeSchema("geo.json", collections);
      const refusal = {
        code: 1,
        stdout: "",
        stderr: `pbdeck: ${geo}: collection "demo2" field "where": the geoPoint type does not exist before PocketBase v0.23\n`,
      };
      expect(await v022.run(["import", geo, "--yes"])).toEqual(refusal);
      expect(await v022.run(["diff", geo])).toEqual(refusal);
      // 0.40.6 holds it
      expect((await fresh.run(["import", geo, "--yes"])).code).toBe(0);
      expect((await fresh.run(["diff", geo])).code).toBe(0);
    },
    LONG,
  );
});
