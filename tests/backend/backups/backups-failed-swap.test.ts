/**
 * A restore whose data is swapped in but does not open (its logs.db is not a database): the previous
 * data is put back and served, and nothing is left in the scratch dir (no empty old_pb_data_*).
 */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { beforeAll, expect, test } from "vitest";
import { uploadBackup, waitForBackupsIdle } from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";
import { demoRecordIds, expectLiveDataUnchanged } from "./live-data-check.ts";
import { snapshot } from "./restore-states.ts";
import { fixtureDataDb, zipOf } from "./zip-craft.ts";

const server = serverForSuite();
let pb: PocketBase;

beforeAll(() => {
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
});

test("the swapped-in data fails to open: rolled back, no leftover directory", async () => {
  const recordIds = await demoRecordIds(pb);
  const storageBefore = Object.entries(snapshot(server.dataDir)).filter(([path]) =>
    path.startsWith("storage/"),
  );
  const crafted = await zipOf([
    { name: "data.db", data: fixtureDataDb() },
    { name: "logs.db", data: Buffer.from("this is not a SQLite database, it only shows when opened") },
  ]);
  await uploadBackup(pb, new File([new Uint8Array(crafted)], "badlogs.zip"));
  await pb.backups.restore("badlogs.zip");
  await waitForBackupsIdle(pb, 30_000, 50);

  expect(server.output()).toContain("restoring badlogs.zip failed, the data is unchanged");
  await expectLiveDataUnchanged(pb, server.dataDir, recordIds);
  const scratch = join(server.dataDir, ".pb_temp_to_delete");
  expect(existsSync(scratch) ? readdirSync(scratch) : []).toEqual([]);
  expect(Object.entries(snapshot(server.dataDir)).filter(([path]) => path.startsWith("storage/"))).toEqual(
    storageBefore,
  );
  // and the backend works on: a write after the failed restore
  const created = await pb.collection("demo1").create({ text: "after the failed restore" });
  expect(created.id).toHaveLength(15);
});
