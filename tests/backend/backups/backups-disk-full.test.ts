/**
 * A backup that fills the disk: pb_data lives on a small tmpfs (ENOSPC when the archive is written).
 * The API answers 400, nothing is listed, nothing is left behind, the data is intact and writable.
 * Mounting needs root (as in CI's container); elsewhere the test is skipped.
 */
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, describe, expect, test } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { fixtureDir, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { rejection } from "../../helpers/sdk-failure.ts";

const sizeMb = 24;
const mountPoint = mkdtempSync(join(tmpdir(), "pbdeck-diskfull-"));
const mounted = (() => {
  try {
    execFileSync("mount", ["-t", "tmpfs", "-o", `size=${sizeMb}m`, "tmpfs", mountPoint], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

describe.skipIf(!mounted)("a full disk", () => {
  const dataDir = join(mountPoint, "pb_data");
  let server: PbdeckProcess;
  let pb: PocketBase;

  beforeAll(async () => {
    cpSync(fixtureDir, dataDir, { recursive: true });
    // about 60% of the disk in files: the archive of them cannot fit beside them
    mkdirSync(join(dataDir, "storage", "bulk"), { recursive: true });
    writeFileSync(
      join(dataDir, "storage", "bulk", "random.bin"),
      randomBytes(((sizeMb * 6) / 10) * 1024 * 1024),
    );
    server = await startPbdeck(dataDir);
    pb = new PocketBase(server.url);
    pb.authStore.save(adminToken, null);
  });

  afterAll(async () => {
    if (server) await server.stop();
  });

  test("the disk fills during a backup: 400, no backup listed, no leftovers, the data intact", async () => {
    const before = await pb.collection("demo1").getFullList({ sort: "id" });
    const err = await rejection(pb.backups.create("full.zip"));
    expect(err.response).toEqual({ code: 400, message: "Failed to create backup.", data: {} });
    expect(await pb.backups.getFullList()).toEqual([]);
    const scratch = join(dataDir, ".pb_temp_to_delete");
    expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
    expect((await pb.health.check()).data).toEqual({ canBackup: true });
    expect(await pb.collection("demo1").getFullList({ sort: "id" })).toEqual(before);
    // the space is free again: writes work
    await expect(pb.collection("demo2").create({ title: "after the failure" })).resolves.toMatchObject({
      title: "after the failure",
    });
  });
});

afterAll(() => {
  if (mounted) execFileSync("umount", [mountPoint]);
  rmSync(mountPoint, { recursive: true, force: true });
});
