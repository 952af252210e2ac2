/** The CI gate: export, edit the file, diff exits 2, import --yes, diff exits 0 — on --dir and --backend. */
import { readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { tempDir } from "./helpers/cli-process.ts";
import { scriptTarget, TARGET_MODES } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

const work = tempDir("pbdeck-ci-");
afterAll(() => work.cleanup());

describe.each(TARGET_MODES)("through --%s", (mode) => {
  const target = scriptTarget(mode);
  const file = join(work.dir, `${mode}-schema.json`);

  test(
    "export -> edit -> diff 2 -> import --yes -> diff 0",
    async () => {
      expect(await target.run(["export", "--out", file])).toEqual({
        code: 0,
        stdout: "",
        stderr: `Exported 11 collections to ${file}\n`,
      });
      const exported = readFileSync(file, "utf8");
      // export to stdout writes the same text
      expect(await target.run(["export"])).toEqual({ code: 0, stdout: exported, stderr: "" });
      expect(await target.run(["diff", file])).toEqual({
        code: 0,
        stdout: `In sync: the 11 collections of ${file} match the backend.\n`,
        stderr: "",
      });

      const collections = JSON.parse(exported);
      collections
        .find((c: { name: string }) => c.name === "demo2")
        .schema.push({ name: "summary", type: "text" });
      collections.push({ name: "ci_notes", type: "base", schema: [{ name: "body", type: "editor" }] });
      writeFileSync(file, JSON.stringify(collections, null, 2));

      const plan = [
        "~ demo2 (base)",
        "    + field summary (text)",
        "+ ci_notes (base, 1 field)",
        "2 collections differ: 1 added, 1 changed, 0 removed",
      ];
      expect(await target.run(["diff", file])).toEqual({
        code: 2,
        stdout: `${plan.join("\n")}\n`,
        stderr: "",
      });
      expect(await target.run(["import", file, "--yes"])).toEqual({
        code: 0,
        stdout: "",
        stderr: `${plan.join("\n")}\nImported ${file} into ${target.label()} (2 collections: 1 added, 1 changed, 0 removed).\n`,
      });
      expect(await target.run(["diff", file])).toEqual({
        code: 0,
        stdout: `In sync: the 12 collections of ${file} match the backend.\n`,
        stderr: "",
      });
      // the new export has both changes, sorted by name
      const after = JSON.parse((await target.run(["export"])).stdout);
      expect(after.map((c: { name: string }) => c.name)).toEqual([
        "ci_notes",
        "clients",
        "demo1",
        "demo2",
        "demo3",
        "demo4",
        "demo5",
        "nologin",
        "numeric_id_view",
        "users",
        "view1",
        "view2",
      ]);
      expect(after[3].schema.map((f: { name: string }) => f.name)).toEqual(["title", "active", "summary"]);
    },
    LONG,
  );
});
