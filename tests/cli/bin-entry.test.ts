/** bin/pbdeck.js on its own: a checkout that is not built and an install that lacks a package get one line. */
import { copyFileSync, mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, expect, test } from "vitest";
import { binPath } from "../helpers/pbdeck-process.ts";
import { run } from "../package/installed-package.ts";
import { tempDir } from "./helpers/cli-process.ts";

const work = tempDir("pbdeck-bin-");
afterAll(() => work.cleanup());

/** A copy of bin/pbdeck.js in a package of its own, with `main` as dist/cli/main.js (none when null). */
function packageWith(name: string, main: string | null): string {
  const root = join(work.dir, name);
  mkdirSync(join(root, "bin"), { recursive: true });
  writeFileSync(join(root, "package.json"), JSON.stringify({ name: "pbdeck", type: "module" }));
  copyFileSync(binPath, join(root, "bin/pbdeck.js"));
  if (main !== null) {
    mkdirSync(join(root, "dist/cli"), { recursive: true });
    writeFileSync(join(root, "dist/cli/main.js"), main);
  }
  return join(root, "bin/pbdeck.js");
}

const runBin = (bin: string) => run(process.execPath, [bin, "--version"], work.dir);

test("a checkout that is not built", async () => {
  expect(await runBin(packageWith("unbuilt", null))).toEqual({
    code: 1,
    stdout: "",
    stderr: "pbdeck: the command line is not built; run npm run build first\n",
  });
});

test("an install that lacks a package dist/ imports", async () => {
  const bin = packageWith("incomplete", 'import "pbdeck-no-such-package";\n');
  const mainFile = join(work.dir, "incomplete/dist/cli/main.js");
  expect(await runBin(bin)).toEqual({
    code: 1,
    stdout: "",
    stderr: `pbdeck: this installation is incomplete (Cannot find package 'pbdeck-no-such-package' imported from ${mainFile})\n`,
  });
});
