/**
 * A data.db large enough to be read in place (held still by a read transaction, copied by a child
 * process, not snapshotted first): the archive passes `unzip -t`, stores the database, and restores.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import { waitForBackupsIdle } from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const server = serverForSuite({ env: { PBDECK_DEBUG: "1" } });
const downloads = mkdtempSync(join(tmpdir(), "pbdeck-held-"));
const records = 40_000;
let pb: PocketBase;

afterAll(() => rmSync(downloads, { recursive: true, force: true }));

beforeAll(async () => {
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  await pb.collections.create({ name: "bulk", type: "base", schema: [{ name: "body", type: "text" }] });
  // written beside the running server, as another process would: about 12 MB of records
  const db = new DatabaseSync(join(server.dataDir, "data.db"), { timeout: 10_000 });
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${records})
    INSERT INTO bulk (id, created, updated, body)
    SELECT printf('b%014d', i), '2024-01-01 00:00:00.000Z', '2024-01-01 00:00:00.000Z', hex(randomblob(120)) FROM n`);
  db.exec("PRAGMA wal_checkpoint(TRUNCATE)");
  db.close();
});

test("the archive of a held data.db passes unzip -t and restores", async () => {
  await pb.backups.create("held.zip");
  // data.db was read in place; the small logs.db went through SQLite's online backup
  expect(server.output()).toContain("backup: logs.db goes through an online backup");
  expect(server.output()).not.toContain("backup: data.db goes through an online backup");

  const token = await pb.files.getToken();
  const zipBytes = Buffer.from(
    await (await fetch(pb.backups.getDownloadUrl(token, "held.zip"))).arrayBuffer(),
  );
  const path = join(downloads, "held.zip");
  writeFileSync(path, zipBytes);
  const tested = spawnSync("unzip", ["-t", path], { encoding: "utf8" });
  expect(tested.stdout).toContain("No errors detected in compressed data");
  expect(tested.status).toBe(0);
  const listing = spawnSync("unzip", ["-Z", "-v", path], { encoding: "utf8" }).stdout;
  expect(listing).toMatch(/data\.db[\s\S]*?compression method:\s+none \(stored\)/);

  // the data changes, then the backup brings it back
  const first = await pb.collection("bulk").getFirstListItem("", { sort: "id" });
  await pb.collection("bulk").delete(first.id);
  expect((await pb.collection("bulk").getList(1, 1)).totalItems).toBe(records - 1);
  await pb.backups.restore("held.zip");
  await waitForBackupsIdle(pb, 60_000, 20);
  expect((await pb.collection("bulk").getList(1, 1)).totalItems).toBe(records);
  expect((await pb.collection("bulk").getOne(first.id)).body).toBe(first.body);
});
