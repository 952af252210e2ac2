/**
 * `GET /api/backups/{key}/inspect` on hostile archives: each gets a clear 400, nothing is written
 * outside the scratch dir (which is left empty), and the live data stays as it was.
 */
import { copyFileSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { beforeAll, expect, test } from "vitest";
import { compareBackupToLive, inspectBackup, uploadBackup } from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { fixtureDir } from "../../helpers/pbdeck-process.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";
import { demoRecordIds, expectLiveDataUnchanged } from "./live-data-check.ts";
import { fixtureDataDb, forgeUncompressedSizes, renameInZip, zipOf } from "./zip-craft.ts";

const server = serverForSuite();
let pb: PocketBase;
let recordIds: string[];

beforeAll(async () => {
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  recordIds = await demoRecordIds(pb);
});

/** A copy of the fixture's data.db changed by `edit`, as bytes. */
function editedDataDb(edit: (db: DatabaseSync) => void): Buffer {
  const dir = mkdtempSync(join(tmpdir(), "pbdeck-inspect-"));
  try {
    const path = join(dir, "data.db");
    copyFileSync(join(fixtureDir, "data.db"), path);
    const db = new DatabaseSync(path);
    edit(db);
    db.close();
    return readFileSync(path);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function inspectFailure(bytes: Buffer, name: string) {
  await uploadBackup(pb, new File([new Uint8Array(bytes)], name));
  const err = await rejection(inspectBackup(pb, name));
  expect(err.status).toBe(400);
  // the live data and the scratch space are untouched
  await expectLiveDataUnchanged(pb, server.dataDir, recordIds);
  return err.response.message as string;
}

test("an archive whose entry climbs out of the data directory", async () => {
  const crafted = await zipOf([
    { name: "data.db", data: fixtureDataDb() },
    { name: "aa/aa/pbdeck-owned", data: Buffer.from("owned") },
  ]);
  const message = await inspectFailure(
    renameInZip(crafted, "aa/aa/pbdeck-owned", "../../pbdeck-owned"),
    "climb.zip",
  );
  expect(message).toBe(
    'Invalid backup archive: the entry "../../pbdeck-owned" points outside the data directory.',
  );
  expect(
    statSync(join(dirname(dirname(server.dataDir)), "pbdeck-owned"), { throwIfNoEntry: false }),
  ).toBeUndefined();
});

test("an absolute path, a symbolic link, a zip bomb, a missing data.db", async () => {
  const absolute = await zipOf([
    { name: "data.db", data: fixtureDataDb() },
    { name: "xtmp/owned", data: Buffer.from("x") },
  ]);
  expect(await inspectFailure(renameInZip(absolute, "xtmp/owned", "/tmp/owned"), "abs.zip")).toBe(
    'Invalid backup archive: the entry "/tmp/owned" has an absolute path.',
  );
  const link = await zipOf([
    { name: "data.db", data: fixtureDataDb() },
    { name: "storage/link", data: Buffer.from("/etc/passwd"), mode: 0o120777 },
  ]);
  expect(await inspectFailure(link, "link.zip")).toBe(
    'Invalid backup archive: the entry "storage/link" is a symbolic link.',
  );
  const bomb = await zipOf([
    { name: "data.db", data: fixtureDataDb() },
    { name: "zeros.bin", data: Buffer.alloc(1024 * 1024) },
  ]);
  expect(await inspectFailure(forgeUncompressedSizes(bomb, 0xfffffff0), "bomb.zip")).toMatch(
    /^Invalid backup archive: the entry "[^"]+" declares an impossible compression ratio\.$/,
  );
  const empty = await zipOf([{ name: "storage/readme.txt", data: Buffer.from("no database") }]);
  expect(await inspectFailure(empty, "nodb.zip")).toBe(
    "Invalid backup archive: data.db file is missing or invalid.",
  );
});

test("a cut-off archive and a data.db without collections", async () => {
  const whole = await zipOf([{ name: "data.db", data: fixtureDataDb() }]);
  expect(await inspectFailure(whole.subarray(0, Math.floor(whole.length / 2)), "cut.zip")).toMatch(
    /^Invalid backup archive: /,
  );
  const noCollections = editedDataDb((db) => db.exec("DROP TABLE _collections"));
  expect(await inspectFailure(await zipOf([{ name: "data.db", data: noCollections }]), "nocoll.zip")).toBe(
    "Failed to inspect the backup.",
  );
});

test("hostile collection names in the archive are counted as names, never run as SQL", async () => {
  const hostile = 'x" ; DROP TABLE demo1; --';
  const db = editedDataDb((d) => {
    d.prepare("UPDATE _collections SET name = ? WHERE name = 'demo2'").run(hostile);
    d.exec('ALTER TABLE demo2 RENAME TO "x"" ; DROP TABLE demo1; --"');
    // a trigger in the archive never fires: it is opened read-only and only read
    d.exec("CREATE TRIGGER boom AFTER INSERT ON demo3 BEGIN DELETE FROM demo1; END");
  });
  await uploadBackup(
    pb,
    new File([new Uint8Array(await zipOf([{ name: "data.db", data: db }]))], "hostile.zip"),
  );
  const inspection = await inspectBackup(pb, "hostile.zip");
  expect(inspection?.archive.find((c) => c.name === hostile)).toEqual({
    name: hostile,
    type: "base",
    records: 3,
  });
  const rows = compareBackupToLive(inspection ?? { key: "", archive: [], live: [] });
  expect(rows.find((r) => r.name === hostile)?.change).toBe("added");
  expect(rows.find((r) => r.name === "demo2")?.change).toBe("removed");
  expect(await demoRecordIds(pb)).toEqual(recordIds);
});
