/**
 * Zip bombs that pass the per-entry ratio check: central records pointing several entries at one deflate
 * stream. The restore refuses them from the central directory, before anything is extracted.
 */
import PocketBase from "pocketbase";
import { beforeAll, expect, test } from "vitest";
import { uploadBackup, waitForBackupsIdle } from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";
import { demoRecordIds, expectLiveDataUnchanged } from "./live-data-check.ts";
import { fixtureDataDb, zipSharingOneStream } from "./zip-craft.ts";

const server = serverForSuite();
let pb: PocketBase;
let recordIds: string[];

beforeAll(async () => {
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  recordIds = await demoRecordIds(pb);
});

/** Uploads the archive and asks for its restore: the error, after checking nothing changed or stayed behind. */
async function restoreRefusal(bytes: Buffer, name: string) {
  await uploadBackup(pb, new File([new Uint8Array(bytes)], name));
  const err = await rejection(pb.backups.restore(name));
  await waitForBackupsIdle(pb, 30_000, 50);
  // the live data is as it was and the scratch directory holds nothing: no byte was extracted
  await expectLiveDataUnchanged(pb, server.dataDir, recordIds);
  return err;
}

test("four entries on one 32 KiB deflate stream: more content than the archive can hold", async () => {
  const names = ["bomb/0.bin", "bomb/1.bin", "bomb/2.bin", "bomb/3.bin"];
  const bytes = zipSharingOneStream(
    [{ name: "data.db", data: fixtureDataDb() }],
    names,
    Buffer.alloc(32 << 20),
  );
  const err = await restoreRefusal(bytes, "shared-four.zip");
  expect(err.status).toBe(400);
  expect(err.response).toEqual({
    code: 400,
    message: `Invalid backup archive: the entries declare ${fixtureDataDb().length + 4 * (32 << 20)} bytes, more than an archive of ${bytes.length} bytes can hold.`,
    data: {},
  });
});

test("two entries on one small deflate stream: refused as overlapping", async () => {
  const bytes = zipSharingOneStream(
    [{ name: "data.db", data: fixtureDataDb() }],
    ["storage/a.bin", "storage/b.bin"],
    Buffer.alloc(1 << 20),
  );
  const err = await restoreRefusal(bytes, "shared-two.zip");
  expect(err.response.message).toBe(
    'Invalid backup archive: the entries "storage/a.bin" and "storage/b.bin" overlap.',
  );
});
