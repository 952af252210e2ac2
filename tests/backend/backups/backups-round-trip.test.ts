/** Backup → change data → restore: the restored pb_data is the backed-up data, in the same process. */
import { createHash } from "node:crypto";
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { DatabaseSync } from "node:sqlite";
import PocketBase from "pocketbase";
import { beforeAll, expect, test } from "vitest";
import yauzl from "yauzl";
import { compareBackupToLive, inspectBackup, waitForBackupsIdle } from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const server = serverForSuite();
let pb: PocketBase;

beforeAll(() => {
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
});

/** Every file under dir (relative path → bytes), but the databases, backups and scratch. */
function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/");
    if (/^(backups|\.pb_temp_to_delete)\//.test(rel) || /^(data|logs)\.db/.test(rel)) continue;
    out.set(rel, readFileSync(join(entry.parentPath, entry.name)));
  }
  return out;
}

/** Every row of every table of a database, in a stable order: its logical content. */
function dump(path: string | Buffer): Record<string, unknown[]> {
  const db = new DatabaseSync(path as string, { readOnly: true });
  try {
    const tables = db
      .prepare(
        "SELECT name FROM sqlite_master WHERE type = 'table' AND name NOT LIKE 'sqlite_%' ORDER BY name",
      )
      .all() as Array<{ name: string }>;
    const out: Record<string, unknown[]> = {};
    for (const { name } of tables) out[name] = db.prepare(`SELECT * FROM "${name}" ORDER BY rowid`).all();
    return out;
  } finally {
    db.close();
  }
}

/** The archive's entries (name → bytes). */
async function archiveEntries(zipBytes: Buffer): Promise<Map<string, Buffer>> {
  const zip = await yauzl.fromBufferPromise(zipBytes, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  await new Promise<void>((resolve, reject) => {
    zip.on("entry", (entry: yauzl.Entry) => {
      zip.openReadStream(entry, (err, stream) => {
        if (err) return reject(err);
        const chunks: Buffer[] = [];
        stream.on("data", (chunk: Buffer) => chunks.push(chunk));
        stream.on("end", () => {
          out.set(entry.fileName, Buffer.concat(chunks));
          zip.readEntry();
        });
      });
    });
    zip.on("end", () => resolve());
    zip.on("error", reject);
    zip.readEntry();
  });
  return out;
}

test("restoring a backup brings back exactly the backed-up data", async () => {
  await pb.backups.create("before.zip");
  const dataAtBackup = dump(join(server.dataDir, "data.db"));
  const filesAtBackup = files(server.dataDir);
  const token = await pb.files.getToken();
  const zipBytes = Buffer.from(
    await (await fetch(pb.backups.getDownloadUrl(token, "before.zip"))).arrayBuffer(),
  );
  // the sidecar's MD5 (hashed while the archive was written) is the archive's
  const sidecar = JSON.parse(readFileSync(join(server.dataDir, "backups", "before.zip.attrs"), "utf8"));
  expect(sidecar).toMatchObject({
    "user.content_type": "application/zip",
    "user.metadata": { "original-filename": "before.zip" },
    md5: createHash("md5").update(zipBytes).digest("base64"),
  });
  const entries = await archiveEntries(zipBytes);
  // the archive: both databases (no live WAL files), every other file, nothing of backups/
  expect([...entries.keys()].filter((name) => /\.db(-wal|-shm)?$/.test(name)).sort()).toEqual([
    "data.db",
    "logs.db",
  ]);
  expect([...entries.keys()].some((name) => name.startsWith("backups/"))).toBe(false);
  for (const [name, bytes] of filesAtBackup) expect(entries.get(name), name).toEqual(bytes);

  // change the data: a record deleted, one created with a file, one updated, a collection added
  const [first, second] = await pb.collection("demo1").getFullList({ sort: "created" });
  await pb.collection("demo1").delete(first.id);
  const form = new FormData();
  form.append("text", "added after the backup");
  form.append("file_many", new Blob(["new file"]), "added.txt");
  await pb.collection("demo1").create(form);
  await pb
    .collection("demo2")
    .update((await pb.collection("demo2").getFirstListItem("")).id, { title: "changed" });
  await pb.collections.create({
    name: "after_backup",
    type: "base",
    schema: [{ name: "title", type: "text" }],
  });
  await pb.collection("after_backup").create({ title: "x" });

  const inspection = await inspectBackup(pb, "before.zip");
  expect(inspection).not.toBeNull();
  const changes = compareBackupToLive(inspection ?? { key: "", archive: [], live: [] }).filter(
    (row) => row.change !== "same",
  );
  expect(changes).toEqual([
    { name: "after_backup", type: "base", archiveRecords: null, liveRecords: 1, change: "removed" },
  ]);

  await pb.backups.restore("before.zip");
  await waitForBackupsIdle(pb, 30_000, 50);

  // the API serves the old data from the same process
  const restored = await pb.collection("demo1").getFullList({ sort: "created" });
  expect(restored.map((record) => record.id).slice(0, 2)).toEqual([first.id, second.id]);
  expect(restored.some((record) => record.text === "added after the backup")).toBe(false);
  await expect(pb.collections.getOne("after_backup")).rejects.toMatchObject({ status: 404 });

  // on disk: the same rows and the same files, byte for byte
  expect(dump(join(server.dataDir, "data.db"))).toEqual(dataAtBackup);
  expect(files(server.dataDir)).toEqual(filesAtBackup);
  // the backups stay, the scratch directory is emptied
  expect((await pb.backups.getFullList()).map((item) => item.key)).toEqual(["before.zip"]);
  await expect.poll(scratchNames, { timeout: 10_000 }).toEqual([]);
});

/** What is left in the scratch directory (the previous data goes once a restore is done). */
function scratchNames(): string[] {
  const scratch = join(server.dataDir, ".pb_temp_to_delete");
  return statSync(scratch, { throwIfNoEntry: false }) ? readdirSync(scratch) : [];
}

test("restores back to back: each one finds the data of the one before, nothing is left over", async () => {
  await pb.backups.create("one.zip");
  await pb.collection("demo1").create({ text: "only in two" });
  await pb.backups.create("two.zip");
  const onlyInTwo = () => pb.collection("demo1").getList(1, 1, { filter: 'text = "only in two"' });

  for (const [key, count] of [
    ["one.zip", 0],
    ["two.zip", 1],
    ["one.zip", 0],
  ] as const) {
    // no wait in between: a restore may start while the previous data of the one before is still removed
    await pb.backups.restore(key);
    await waitForBackupsIdle(pb, 30_000, 5);
    expect((await onlyInTwo()).totalItems, key).toBe(count);
  }
  await expect.poll(scratchNames, { timeout: 10_000 }).toEqual([]);
});
