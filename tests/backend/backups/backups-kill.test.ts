/** A pbdeck process killed with SIGKILL in the middle of a backup: no partial backup is listed, the data is intact. */
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { afterAll, expect, test } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";

const data = copyFixture();
let running: PbdeckProcess | undefined;

afterAll(async () => {
  if (running) await running.stop();
  data.cleanup();
});

/** Polls until `check` holds (no fixed sleeps). */
async function until(check: () => boolean): Promise<void> {
  while (!check()) await new Promise((resolve) => setTimeout(resolve, 2));
}

test("SIGKILL while the archive is being written", async () => {
  // enough content that the archive takes a while to write
  mkdirSync(join(data.dir, "storage", "bulk"), { recursive: true });
  for (let i = 0; i < 4; i++)
    writeFileSync(join(data.dir, "storage", "bulk", `part${i}.bin`), randomBytes(16 * 1024 * 1024));

  running = await startPbdeck(data.dir);
  const pb = new PocketBase(running.url);
  pb.authStore.save(adminToken, null);
  const demo1 = (await pb.collection("demo1").getFullList({ sort: "id" })).map((record) => record.id);

  const scratch = join(data.dir, ".pb_temp_to_delete");
  const request = pb.backups.create("killed.zip").catch(() => "cut off");
  // the archive file exists in the scratch directory: the backup is under way
  await until(
    () => existsSync(scratch) && readdirSync(scratch).some((name) => /^pb_backup_[A-Za-z0-9]{4}$/.test(name)),
  );
  const exited = new Promise((resolve) => running?.child.once("exit", resolve));
  running.child.kill("SIGKILL");
  await exited;
  expect(await request).toBe("cut off");

  // nothing in the backups storage but (at most) sidecars and temp files that are never listed
  const backupsDir = join(data.dir, "backups");
  const leftovers = existsSync(backupsDir) ? readdirSync(backupsDir) : [];
  expect(leftovers.filter((name) => name === "killed.zip")).toEqual([]);

  const db = new DatabaseSync(join(data.dir, "data.db"));
  expect(db.prepare("PRAGMA integrity_check").get()).toEqual({ integrity_check: "ok" });
  db.close();

  running = await startPbdeck(data.dir);
  const again = new PocketBase(running.url);
  again.authStore.save(adminToken, null);
  expect(await again.backups.getFullList()).toEqual([]);
  expect((await again.collection("demo1").getFullList({ sort: "id" })).map((record) => record.id)).toEqual(
    demo1,
  );
  // the scratch directory of the killed run is gone on start
  expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
  // and a new backup works
  await again.backups.create("after.zip");
  expect((await again.backups.getFullList()).map((item) => item.key)).toEqual(["after.zip"]);
});
