/** `pbdeck backups ...` on --dir and --backend: the whole round trip, and refusals. */
import { existsSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, test } from "vitest";
import { tempDir } from "./helpers/cli-process.ts";
import { scriptTarget, TARGET_MODES } from "./helpers/script-target.ts";

// many runs of the CLI, each a process of its own: slow on a loaded machine
const LONG = 180_000;

const work = tempDir("pbdeck-backups-");
afterAll(() => work.cleanup());

describe.each(TARGET_MODES)("through --%s", (mode) => {
  const target = scriptTarget(mode);

  test(
    "create, list, download, delete, upload, inspect, restore",
    async () => {
      expect(await target.run(["backups", "list"])).toEqual({
        code: 0,
        stdout: "",
        stderr: "No backups yet.\n",
      });
      expect(await target.run(["backups", "list", "--json"])).toEqual({
        code: 0,
        stdout: "[]\n",
        stderr: "",
      });

      const created = await target.run(["backups", "create", "first.zip"]);
      expect(created).toMatchObject({ code: 0, stdout: "" });
      expect(created.stderr).toMatch(/^Created backup first\.zip \(\d+\.\d [kM]B\)\.\n$/);
      const listed = JSON.parse((await target.run(["backups", "list", "--json"])).stdout);
      expect(listed).toEqual([{ key: "first.zip", size: expect.any(Number), modified: expect.any(String) }]);
      const lines = (await target.run(["backups", "list"])).stdout;
      expect(lines).toMatch(/^first\.zip {2}\d+\.\d [kM]B {2}\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\.\d{3}Z\n$/);

      const file = join(work.dir, `${mode}-copy.zip`);
      const downloaded = await target.run(["backups", "download", "first.zip", "--out", file, "--json"]);
      expect(downloaded.code).toBe(0);
      expect(JSON.parse(downloaded.stdout)).toEqual({ key: "first.zip", file, size: listed[0].size });
      expect(statSync(file).size).toBe(listed[0].size);
      // a zip: local file header signature
      expect(readFileSync(file).subarray(0, 4)).toEqual(Buffer.from([0x50, 0x4b, 0x03, 0x04]));

      expect(await target.run(["backups", "delete", "first.zip"])).toEqual({
        code: 0,
        stdout: "",
        stderr: "Deleted backup first.zip.\n",
      });
      expect(existsSync(join(target.dataDir(), "backups", "first.zip"))).toBe(false);

      const uploaded = await target.run(["backups", "upload", file]);
      expect(uploaded.code).toBe(0);
      expect(uploaded.stderr).toMatch(
        new RegExp(`^Uploaded ${file} as backup ${mode}-copy\\.zip \\(\\d+\\.\\d [kM]B\\)\\.\\n$`),
      );

      const inspected = await target.run(["backups", "inspect", `${mode}-copy.zip`]);
      expect(inspected.code).toBe(0);
      expect(inspected.stdout.split("\n").slice(0, 3)).toEqual([
        "collection       type  backup  live  change",
        "clients          auth  2       2     same",
        "demo1            base  3       3     same",
      ]);

      expect(await target.run(["backups", "restore", `${mode}-copy.zip`])).toEqual({
        code: 1,
        stdout: "",
        stderr: "pbdeck: a restore replaces all data and this is not a terminal: pass --yes\n",
      });
      expect(await target.run(["backups", "restore", `${mode}-copy.zip`, "--yes"])).toEqual({
        code: 0,
        stdout: "",
        stderr: `Restored backup ${mode}-copy.zip.\n`,
      });
    },
    LONG,
  );

  test(
    "errors name what failed",
    async () => {
      expect(await target.run(["backups", "delete", "missing.zip"])).toMatchObject({ code: 1, stdout: "" });
      expect((await target.run(["backups", "delete", "missing.zip"])).stderr).toMatch(
        /^pbdeck: deleting the backup failed: .+\n$/,
      );
      const notZip = join(work.dir, "not-a-zip.zip");
      const { writeFileSync } = await import("node:fs");
      writeFileSync(notZip, "plain text");
      const upload = await target.run(["backups", "upload", notZip]);
      expect(upload.code).toBe(1);
      expect(upload.stderr).toMatch(/^pbdeck: uploading the backup failed: .+\n$/);
      expect(await target.run(["backups", "upload", join(work.dir, "none.zip")])).toEqual({
        code: 1,
        stdout: "",
        stderr: `pbdeck: cannot read ${join(work.dir, "none.zip")}: no such file\n`,
      });
    },
    LONG,
  );
});
