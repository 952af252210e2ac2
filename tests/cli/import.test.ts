/** diff and import on bad input, destructive plans, --dry-run and --json (on --dir). */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { tempDir } from "./helpers/cli-process.ts";
import { scriptTarget } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

const work = tempDir("pbdeck-import-");
afterAll(() => work.cleanup());

const target = scriptTarget("dir");
const schemaFile = join(work.dir, "schema.json");
let exported: Array<{ name: string; schema: Array<{ name: string; type: string }> }>;

function writeSchema(name: string, edit: (collections: typeof exported) => unknown): string {
  const path = join(work.dir, name);
  const copy = structuredClone(exported);
  writeFileSync(path, JSON.stringify(edit(copy) ?? copy));
  return path;
}

beforeAll(async () => {
  expect((await target.run(["export", "--out", schemaFile])).code).toBe(0);
  exported = JSON.parse(readFileSync(schemaFile, "utf8"));
});

describe("a file that cannot be used: one line, exit 1, nothing imported", () => {
  const cases: Array<[string, string, RegExp]> = [
    ["not JSON", "{", /^pbdeck: \S+bad-1\.json: not valid JSON \(.+\)\n$/],
    ["not an array", '{"name":"x"}', /^pbdeck: \S+bad-2\.json: not a JSON array of collections\n$/],
    [
      "duplicate names",
      '[{"name":"a"},{"name":"A"}]',
      /^pbdeck: \S+bad-3\.json: duplicate collection name "A"\n$/,
    ],
    [
      "an unknown field type",
      '[{"name":"posts","schema":[{"name":"title","type":"txt"}]}]',
      /^pbdeck: \S+bad-4\.json: collection "posts", field "title": unknown type "txt" \(one of text, number, bool, email, url, editor, date, select, json, file, relation\)\n$/,
    ],
  ];
  test.each(cases.map((c, i) => [...c, i + 1] as const))("%s", async (_name, text, message, n) => {
    const file = join(work.dir, `bad-${n}.json`);
    writeFileSync(file, text);
    for (const command of [
      ["diff", file],
      ["import", file, "--yes"],
    ]) {
      const result = await target.run(command);
      expect(result.code).toBe(1);
      expect(result.stdout).toBe("");
      expect(result.stderr).toMatch(message);
    }
  });

  test("a missing file", async () => {
    const file = join(work.dir, "missing.json");
    expect(await target.run(["diff", file])).toEqual({
      code: 1,
      stdout: "",
      stderr: `pbdeck: cannot read ${file}: no such file\n`,
    });
  });

  test("a field type the backend rejects names the collection and field; the rest is not imported", async () => {
    const file = writeSchema("retype.json", (collections) => {
      const demo1 = collections.find((c) => c.name === "demo1");
      const number = demo1?.schema.find((f) => f.name === "number");
      if (number) number.type = "text";
      collections.push({ name: "not_imported", schema: [] });
    });
    const result = await target.run(["import", file, "--yes"]);
    expect(result.code).toBe(1);
    expect(result.stdout).toBe("");
    expect(result.stderr).toBe(
      [
        "~ demo1 (base)",
        '    ~ field number: type "number" -> "text" (data of 2 records lost)',
        "+ not_imported (base, 0 fields)",
        "2 collections differ: 1 added, 1 changed, 0 removed",
        "Data of 2 records would be deleted.",
        'pbdeck: import refused, nothing imported: collection "demo1", field "number": Field type cannot be changed.',
        "",
      ].join("\n"),
    );
    expect(await target.run(["diff", schemaFile])).toMatchObject({ code: 0 });
  });
});

test(
  "a destructive import is refused without --yes when not on a terminal; --dry-run changes nothing",
  async () => {
    const file = writeSchema("drop.json", (collections) => {
      const demo2 = collections.find((c) => c.name === "demo2");
      if (demo2) demo2.schema = demo2.schema.filter((f) => f.name === "title");
      return collections.filter((c) => c.name !== "demo3");
    });
    const plan = [
      "~ demo2 (base)",
      "    - field active (bool) (data of 2 records lost)",
      "- demo3 (base, 2 fields) (data of 4 records lost)",
      "2 collections differ: 0 added, 1 changed, 1 removed",
      "Data of 6 records would be deleted.",
    ].join("\n");
    expect(await target.run(["import", file, "--delete-missing"])).toEqual({
      code: 1,
      stdout: "",
      stderr: `${plan}\npbdeck: the import deletes data and this is not a terminal: pass --yes to confirm it\n`,
    });
    expect(await target.run(["import", file, "--delete-missing", "--dry-run"])).toEqual({
      code: 0,
      stdout: "",
      stderr: `${plan}\nDry run: nothing imported.\n`,
    });
    // without --delete-missing nothing is deleted: the import changes nothing and says what it keeps
    expect(await target.run(["import", file])).toEqual({
      code: 0,
      stdout: "",
      stderr: `Nothing to import: ${target.label()} already has everything in ${file}; kept because --delete-missing is off: demo2.active, demo3.*.\n`,
    });
    expect(await target.run(["diff", schemaFile])).toMatchObject({ code: 0 });
  },
  LONG,
);

test("--json prints the plan, the impact and the outcome as one object", async () => {
  const file = writeSchema("add.json", (collections) => {
    collections.push({ name: "json_added", schema: [{ name: "title", type: "text" }] });
  });
  const diff = await target.run(["diff", file, "--json"]);
  expect(diff.code).toBe(2);
  expect(diff.stderr).toBe("");
  expect(JSON.parse(diff.stdout)).toMatchObject({
    inSync: false,
    collections: [
      { kind: "added", name: "json_added", fields: { added: [{ name: "title", type: "text" }] } },
    ],
  });
  const result = await target.run(["import", file, "--json"]);
  expect(result.code).toBe(0);
  expect(JSON.parse(result.stdout)).toMatchObject({
    imported: true,
    dryRun: false,
    plan: { inSync: false, collections: [{ kind: "added", name: "json_added" }] },
    impact: { items: [], total: 0 },
  });
  expect(await target.run(["diff", file, "--json"])).toEqual({
    code: 0,
    stdout: `${JSON.stringify({ inSync: true, collections: [], kept: [] }, null, 2)}\n`,
    stderr: "",
  });
});

test("- reads the file from stdin", async () => {
  const { spawnSync } = await import("node:child_process");
  const { binPath, repoRoot } = await import("../helpers/pbdeck-process.ts");
  const { cliEnv } = await import("./helpers/cli-process.ts");
  const run = (input: string) =>
    spawnSync(process.execPath, [binPath, "diff", "-", ...target.args()], {
      cwd: repoRoot,
      env: cliEnv(),
      input,
      encoding: "utf8",
    });
  const current = (await target.run(["export"])).stdout;
  const same = run(current);
  expect([same.status, same.stdout, same.stderr]).toEqual([
    0,
    `In sync: the ${JSON.parse(current).length} collections of stdin match the backend.\n`,
    "",
  ]);
  const empty = run("[]");
  expect([empty.status, empty.stdout, empty.stderr]).toEqual([
    1,
    "",
    "pbdeck: stdin: the array holds no collections\n",
  ]);
});

test("an index the backend cannot create names its collection", async () => {
  const file = writeSchema("index.json", (collections) => {
    const demo2 = collections.find((c) => c.name === "demo2");
    if (demo2) demo2.schema = demo2.schema.filter((f) => f.name !== "active");
  });
  const result = await target.run(["import", file, "--delete-missing", "--yes"]);
  expect(result.code).toBe(1);
  expect(result.stdout).toBe("");
  expect(result.stderr.split("\n").at(-2)).toBe(
    'pbdeck: import refused, nothing imported: collection "demo2", index idx_demo2_active: Failed to create index idx_demo2_active - no such column: active.',
  );
  // nothing imported: demo2 keeps its field
  const after = JSON.parse((await target.run(["export"])).stdout) as typeof exported;
  expect(after.find((c) => c.name === "demo2")?.schema.map((f) => f.name)).toEqual(["title", "active"]);
});
