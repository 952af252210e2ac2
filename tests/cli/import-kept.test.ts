/**
 * `diff` and `import` agree on what a file leaves out: without --delete-missing the backend keeps
 * it, both name it, and neither calls it a difference; with --delete-missing both count it.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, expect, test } from "vitest";
import { tempDir } from "./helpers/cli-process.ts";
import { scriptTarget } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

const work = tempDir("pbdeck-kept-");
afterAll(() => work.cleanup());

const target = scriptTarget("dir");
type Exported = Array<{ name: string; schema: Array<{ name: string; type: string }> }>;
let exported: Exported;

function writeSchema(name: string, edit: (collections: Exported) => void): string {
  const path = join(work.dir, name);
  const copy = structuredClone(exported);
  edit(copy);
  writeFileSync(path, JSON.stringify(copy));
  return path;
}

const withoutDemo3Title = (collections: Exported) => {
  const demo3 = collections.find((c) => c.name === "demo3");
  if (demo3) demo3.schema = demo3.schema.filter((f) => f.name !== "title");
};

beforeAll(async () => {
  const file = join(work.dir, "exported.json");
  expect((await target.run(["export", "--out", file])).code).toBe(0);
  exported = JSON.parse(readFileSync(file, "utf8"));
});

test(
  "a file that only leaves a field out: diff 0 with the field marked, import keeps it and says so",
  async () => {
    const file = writeSchema("no-title.json", withoutDemo3Title);
    const mark = "= demo3.title (text): only removed with --delete-missing";
    expect(await target.run(["diff", file])).toEqual({
      code: 0,
      stdout: `${mark}\nIn sync: the 11 collections of ${file} match the backend (1 item only removed with --delete-missing).\n`,
      stderr: "",
    });
    expect(await target.run(["diff", file, "--delete-missing"])).toEqual({
      code: 2,
      stdout:
        "~ demo3 (base)\n    - field title (text)\n1 collection differs: 0 added, 1 changed, 0 removed\n",
      stderr: "",
    });
    expect(await target.run(["import", file, "--yes"])).toEqual({
      code: 0,
      stdout: "",
      stderr: `Nothing to import: ${target.label()} already has everything in ${file}; kept because --delete-missing is off: demo3.title.\n`,
    });
    const json = await target.run(["diff", file, "--json"]);
    expect(json.code).toBe(0);
    expect(JSON.parse(json.stdout)).toEqual({
      inSync: true,
      collections: [],
      kept: [
        {
          collection: "demo3",
          type: "base",
          field: { id: "w5z2x0nq", name: "title", type: "text", multiple: false },
          fieldCount: 0,
        },
      ],
    });
  },
  LONG,
);

test(
  "the README's CI flow: diff 2 -> import --yes (naming what it keeps) -> diff 0, in each mode",
  async () => {
    const file = writeSchema("kept-and-added.json", (collections) => {
      withoutDemo3Title(collections);
      collections.find((c) => c.name === "demo2")?.schema.push({ name: "summary", type: "text" });
      const i = collections.findIndex((c) => c.name === "demo5");
      collections.splice(i, 1);
    });
    const plan = ["~ demo2 (base)", "    + field summary (text)"];
    const marks = [
      "= demo3.title (text): only removed with --delete-missing",
      "= demo5.* (base, 6 fields): only removed with --delete-missing",
    ];
    expect(await target.run(["diff", file])).toEqual({
      code: 2,
      stdout: `${[...plan, ...marks, "1 collection differs: 0 added, 1 changed, 0 removed"].join("\n")}\n`,
      stderr: "",
    });
    expect(await target.run(["import", file, "--yes"])).toEqual({
      code: 0,
      stdout: "",
      stderr: [
        ...plan,
        "1 collection differs: 0 added, 1 changed, 0 removed",
        "Kept because --delete-missing is off: demo3.title, demo5.*.",
        `Imported ${file} into ${target.label()} (1 collection: 0 added, 1 changed, 0 removed).`,
        "",
      ].join("\n"),
    });
    expect(await target.run(["diff", file])).toMatchObject({ code: 0, stderr: "" });
    // asked in the other mode, the same file still differs by what it leaves out
    const strict = await target.run(["diff", file, "--delete-missing"]);
    expect(strict.code).toBe(2);
    expect(strict.stdout).not.toContain("only removed with --delete-missing");
    expect(strict.stdout.split("\n").at(-2)).toBe("2 collections differ: 0 added, 1 changed, 1 removed");
    const removing = await target.run(["import", file, "--delete-missing", "--yes"]);
    expect(removing.code).toBe(0);
    expect(removing.stderr).not.toContain("Kept because");
    expect(await target.run(["diff", file, "--delete-missing"])).toEqual({
      code: 0,
      stdout: `In sync: the 10 collections of ${file} match the backend.\n`,
      stderr: "",
    });
  },
  LONG,
);
