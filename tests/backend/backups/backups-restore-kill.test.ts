/**
 * A real kill -9 of a pbdeck process while its restore swaps pb_data (once the journal exists): the
 * next start serves either the complete previous data or the complete restored data, records and
 * files from the same side.
 */
import { existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { afterAll, expect, test } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { demoRecordIds } from "./live-data-check.ts";
import { snapshot } from "./restore-states.ts";

const data = copyFixture();
let running: PbdeckProcess | undefined;

afterAll(async () => {
  if (running) await running.stop();
  data.cleanup();
});

function storageOf(dir: string): string {
  return JSON.stringify(Object.entries(snapshot(dir)).filter(([path]) => path.startsWith("storage/")));
}

test("SIGKILL during the swap: the previous or the restored data, whole", async () => {
  // many files: removing the previous data after the swap takes a while, with the journal present
  const bulk = join(data.dir, "storage", "bulk");
  mkdirSync(bulk, { recursive: true });
  for (let i = 0; i < 300; i++) writeFileSync(join(bulk, `f${i}.txt`), `file ${i}\n`.repeat(20));

  running = await startPbdeck(data.dir);
  const pb = new PocketBase(running.url);
  pb.authStore.save(adminToken, null);
  await pb.backups.create("before.zip");
  const restored = { ids: await demoRecordIds(pb), storage: storageOf(data.dir) };

  // the previous data differs in records and files
  await pb.collection("demo1").create({ text: "after the backup" });
  rmSync(join(bulk, "f7.txt"));
  writeFileSync(join(bulk, "late.txt"), "written after the backup\n");
  const previous = { ids: await demoRecordIds(pb), storage: storageOf(data.dir) };
  expect(previous.ids).not.toEqual(restored.ids);

  const journal = join(data.dir, ".pb_temp_to_delete", "pb_restore_journal.json");
  await pb.backups.restore("before.zip");
  // busy-wait (no timers): the journal lives for milliseconds
  const deadline = Date.now() + 60_000;
  while (!existsSync(journal) && Date.now() < deadline) {
    // poll
  }
  expect(existsSync(journal)).toBe(true);
  const exited = new Promise((resolve) => running?.child.once("exit", resolve));
  running.child.kill("SIGKILL");
  await exited;

  running = await startPbdeck(data.dir);
  const again = new PocketBase(running.url);
  again.authStore.save(adminToken, null);
  const now = { ids: await demoRecordIds(again), storage: storageOf(data.dir) };
  expect([previous, restored]).toContainEqual(now);
  const scratch = join(data.dir, ".pb_temp_to_delete");
  expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
});
