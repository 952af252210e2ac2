/**
 * The state of the reproduction, built by hand: a restore cut off after the new data.db was
 * moved in, with the previous pb_data aside and the new storage/ and logs.db still extracted. With the
 * journal the next start puts the previous data back and serves every file; without one (an older
 * pbdeck or PocketBase cut off) nothing is deleted and the start is refused with what to do.
 */
import { spawn } from "node:child_process";
import { once } from "node:events";
import { cpSync, mkdirSync, readdirSync, readFileSync, renameSync } from "node:fs";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { afterEach, beforeEach, expect, test } from "vitest";
import { closeBackend, openBackend } from "../../../backend/app.ts";
import {
  currentBootId,
  processStart,
  UnsafeDataDirError,
  writeJournal,
} from "../../../backend/services/backups/restore/restore-journal.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { copyFixture, fixtureDir, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { snapshot } from "./restore-states.ts";

let data: ReturnType<typeof copyFixture>;
let running: PbdeckProcess | undefined;
beforeEach(() => {
  data = copyFixture();
});
afterEach(async () => {
  if (running) await running.stop();
  running = undefined;
  data.cleanup();
});

const entries = [".gitignore", "data.db", "logs.db", "storage"];

/** The state: the new data.db in place, the rest of the new data still in pb_restore_X. */
function buildCutOffRestore(dataDir: string): void {
  const scratch = join(dataDir, ".pb_temp_to_delete");
  const aside = join(scratch, "old_pb_data_X");
  const incoming = join(scratch, "pb_restore_X");
  // the backup: the same data without its demo1 records' files
  cpSync(fixtureDir, incoming, { recursive: true, filter: (path) => !path.includes("wsmn24bux7wo113") });
  const db = new DatabaseSync(join(incoming, "data.db"));
  db.exec("DELETE FROM demo1");
  db.close();
  mkdirSync(aside, { recursive: true });
  for (const name of entries) renameSync(join(dataDir, name), join(aside, name));
  renameSync(join(incoming, "data.db"), join(dataDir, "data.db"));
}

test("with the journal: the previous data comes back and every file is served", async () => {
  const before = snapshot(data.dir);
  const files = Object.keys(before).filter(
    (path) =>
      path.startsWith("storage/wsmn24bux7wo113/") && !path.endsWith(".attrs") && !path.includes("thumbs_"),
  );
  expect(files.length).toBeGreaterThan(3);
  buildCutOffRestore(data.dir);
  writeJournal(data.dir, {
    state: "swapping",
    aside: "old_pb_data_X",
    incoming: "pb_restore_X",
    oldEntries: entries,
    newEntries: entries,
    pid: 2 ** 22 + 1, // above Linux's pid_max: not a live process
    bootId: null,
  });

  running = await startPbdeck(data.dir);
  const pb = new PocketBase(running.url);
  pb.authStore.save(adminToken, null);
  const token = await pb.files.getToken();
  for (const path of files) {
    const res = await fetch(`${running.url}/api/files/${path.slice("storage/".length)}?token=${token}`);
    expect(res.status, path).toBe(200);
  }
  const after = snapshot(data.dir);
  for (const path of Object.keys(before).filter((p) => p.startsWith("storage/")))
    expect(after[path], path).toBe(before[path]);
  // the demo1 records of the previous data.db, not the emptied table of the backup
  const demo1 = await pb.collection("demo1").getFullList();
  expect(demo1.length).toBeGreaterThan(0);
  expect(readdirSync(data.dir)).not.toContain(".pb_temp_to_delete");
});

test("without a journal: the start is refused and nothing is deleted", () => {
  buildCutOffRestore(data.dir);
  const scratch = join(data.dir, ".pb_temp_to_delete");
  const kept = {
    aside: snapshot(join(scratch, "old_pb_data_X")),
    incoming: snapshot(join(scratch, "pb_restore_X")),
  };
  expect(() => openBackend({ dataDir: data.dir })).toThrow(UnsafeDataDirError);
  expect(() => openBackend({ dataDir: data.dir })).toThrow(
    /old_pb_data_X holds data of a restore that was cut off/,
  );
  expect(snapshot(join(scratch, "old_pb_data_X"))).toEqual(kept.aside);
  expect(snapshot(join(scratch, "pb_restore_X"))).toEqual(kept.incoming);
});

test("an empty old_pb_data_* dir and other scratch leftovers are swept on start", async () => {
  const scratch = join(data.dir, ".pb_temp_to_delete");
  mkdirSync(join(scratch, "old_pb_data_abcd"), { recursive: true });
  mkdirSync(join(scratch, "pb_restore_efgh", "storage"), { recursive: true });
  const backend = openBackend({ dataDir: data.dir });
  await closeBackend(backend);
  expect(readdirSync(data.dir)).not.toContain(".pb_temp_to_delete");
});

test("a journal of a process that has just died (a zombie not yet reaped) is recovered, not refused", async () => {
  buildCutOffRestore(data.dir);
  // sh starts a short sleep, then becomes a long one that never reaps it: the short one stays a zombie
  const parent = spawn("sh", ["-c", "sleep 0.05 & echo $!; exec sleep 30"], {
    stdio: ["ignore", "pipe", "ignore"],
  });
  try {
    const [line] = await once(parent.stdout, "data");
    const dead = Number(String(line).trim());
    const pidStart = processStart(dead);
    await expect
      .poll(() => readFileSync(`/proc/${dead}/stat`, "utf8").split(") ")[1]?.[0], { timeout: 5_000 })
      .toBe("Z");
    writeJournal(data.dir, {
      state: "swapping",
      aside: "old_pb_data_X",
      incoming: "pb_restore_X",
      oldEntries: entries,
      newEntries: entries,
      pid: dead,
      bootId: currentBootId(),
      pidStart,
    });
    const backend = openBackend({ dataDir: data.dir });
    expect(backend.collections.find("demo1")).toBeDefined();
    await closeBackend(backend);
  } finally {
    parent.kill("SIGKILL");
  }
});

test("a journal of a live process is left alone; one whose pid was reused is recovered", async () => {
  buildCutOffRestore(data.dir);
  const live = process.ppid;
  const journal = {
    state: "swapping" as const,
    aside: "old_pb_data_X",
    incoming: "pb_restore_X",
    oldEntries: entries,
    newEntries: entries,
    pid: live,
    bootId: currentBootId(),
    pidStart: processStart(live),
  };
  writeJournal(data.dir, journal);
  expect(() => openBackend({ dataDir: data.dir })).toThrow(`pb_data is being restored by process ${live}`);
  expect(readdirSync(join(data.dir, ".pb_temp_to_delete")).sort()).toEqual([
    "old_pb_data_X",
    "pb_restore_X",
    "pb_restore_journal.json",
  ]);
  // the same pid, started at another time: a restarted container reusing it
  writeJournal(data.dir, { ...journal, pidStart: "1" });
  const backend = openBackend({ dataDir: data.dir });
  expect(backend.collections.find("demo1")).toBeDefined();
  expect((backend.db.prepare("SELECT count(*) AS n FROM demo1").get() as { n: number }).n).toBeGreaterThan(0);
  await closeBackend(backend);
});
