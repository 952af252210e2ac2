/** `pbdeck diff FILE --format markdown` on --dir: the comment, exit code 2, the records that would lose data. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import type { ExportedCollection } from "../../shared/schema/collections-export.ts";
import { tempDir } from "./helpers/cli-process.ts";
import { scriptTarget } from "./helpers/script-target.ts";

const work = tempDir("pbdeck-markdown-");
afterAll(() => work.cleanup());
const target = scriptTarget("dir");

test("the markdown comment counts the records a removed collection loses and exits 2", async () => {
  const file = join(work.dir, "schema.json");
  expect((await target.run(["export", "--out", file])).code).toBe(0);
  const collections = JSON.parse(readFileSync(file, "utf8")) as ExportedCollection[];
  writeFileSync(file, JSON.stringify(collections.filter((c) => c.name !== "demo5")));
  const result = await target.run(["diff", file, "--format", "markdown", "--delete-missing"]);
  expect(result.stderr).toBe("");
  expect(result.code).toBe(2);
  const lines = result.stdout.split("\n");
  expect(lines[0]).toBe(`## Schema changes: \`${file}\` → ${target.label()}`);
  expect(lines[2]).toMatch(
    /^\*\*1 collection differs: 0 added, 0 changed, 1 removed\.\*\* \*\*\d+ records would lose data\.\*\*$/,
  );
  expect(lines).toContain("| `demo5` | removed |  |  | 6 fields |  |  |  |");
  expect(lines).toContainEqual(
    expect.stringMatching(/^\| `demo5` \| {2}\| collection removed \| [1-9]\d* \|$/),
  );
  expect(lines.slice(-3)).toEqual(["", "</details>", ""]);
  // without --delete-missing the import keeps demo5: in sync, and named as kept
  const kept = await target.run(["diff", file, "--format", "markdown"]);
  expect(kept.code).toBe(0);
  expect(kept.stdout.split("\n").slice(-3)).toEqual([
    "",
    "Only removed with --delete-missing (kept because it is off): `demo5.*`",
    "",
  ]);
});
