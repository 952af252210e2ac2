/** Backups on S3 (settings.backups.s3) against s3rver, and a failing bucket or S3 down: clear 400s, nothing lost. */
import { existsSync, readdirSync } from "node:fs";
import { join } from "node:path";
import PocketBase from "pocketbase";
import { afterAll, beforeAll, expect, test } from "vitest";
import {
  downloadBackup,
  inspectBackup,
  uploadBackup,
  waitForBackupsIdle,
} from "../../../shared/client/backups.ts";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { type S3Peer, startS3 } from "../../helpers/s3rver-peer.ts";
import { rejection } from "../../helpers/sdk-failure.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const server = serverForSuite();
const bucket = "backups";
let s3: S3Peer;
let pb: PocketBase;

beforeAll(async () => {
  s3 = await startS3([bucket]);
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  await pb.settings.update({ backups: { s3: s3.config(bucket) } });
});
afterAll(async () => {
  await s3.close();
});

function localBackups(): string[] {
  const dir = join(server.dataDir, "backups");
  return existsSync(dir) ? readdirSync(dir) : [];
}

function scratch(): string[] {
  const dir = join(server.dataDir, ".pb_temp_to_delete");
  return existsSync(dir) ? readdirSync(dir) : [];
}

test("create, list, download, inspect and restore from the bucket", async () => {
  await pb.backups.create("on-s3.zip");
  expect(await s3.keys(bucket)).toEqual(["on-s3.zip"]);
  expect(localBackups()).toEqual([]);
  const [info] = await pb.backups.getFullList();
  expect(info.key).toBe("on-s3.zip");

  const download = await downloadBackup(pb, "on-s3.zip");
  let size = 0;
  const reader = download.stream.getReader();
  for (let part = await reader.read(); !part.done; part = await reader.read()) size += part.value.byteLength;
  expect([size, download.size]).toEqual([info.size, info.size]);

  // an upload goes to the bucket too (in parts when large)
  const token = await pb.files.getToken();
  const bytes = await (await fetch(pb.backups.getDownloadUrl(token, "on-s3.zip"))).arrayBuffer();
  await uploadBackup(pb, new File([bytes], "uploaded.zip"));
  expect(await s3.keys(bucket)).toEqual(["on-s3.zip", "uploaded.zip"]);
  await pb.backups.delete("uploaded.zip");
  expect(await s3.keys(bucket)).toEqual(["on-s3.zip"]);

  const inspection = await inspectBackup(pb, "on-s3.zip");
  expect(inspection?.archive.find((item) => item.name === "demo1")).toEqual({
    name: "demo1",
    type: "base",
    records: 3,
  });

  const [first] = await pb.collection("demo1").getFullList({ sort: "id" });
  await pb.collection("demo1").delete(first.id);
  await pb.backups.restore("on-s3.zip");
  await waitForBackupsIdle(pb, 30_000, 50);
  await expect(pb.collection("demo1").getOne(first.id)).resolves.toMatchObject({ id: first.id });
  // the restored settings still point at the bucket
  expect((await pb.backups.getFullList()).map((item) => item.key)).toEqual(["on-s3.zip"]);
  // the previous data is removed once the restore is done
  await expect.poll(scratch, { timeout: 10_000 }).toEqual([]);
});

test("a missing bucket: clear 400s, no partial backup anywhere", async () => {
  await pb.settings.update({ backups: { s3: { bucket: "no-such-bucket" } } });
  const created = await rejection(pb.backups.create("lost.zip"));
  expect(created.response).toEqual({ code: 400, message: "Failed to create backup.", data: {} });
  const listed = await rejection(pb.backups.getFullList());
  expect(listed.response).toEqual({ code: 400, message: "Failed to retrieve backup items.", data: {} });
  expect(localBackups()).toEqual([]);
  expect(scratch()).toEqual([]);
  expect((await pb.health.check()).data).toEqual({ canBackup: true });
  await expect(pb.collection("demo1").getFullList()).resolves.toHaveLength(3);
  await pb.settings.update({ backups: { s3: { bucket } } });
  expect(await s3.keys(bucket)).toEqual(["on-s3.zip"]);
});

test("S3 down during a backup: 400, the data and the scratch directory are left clean", async () => {
  await pb.settings.update({ backups: { s3: { endpoint: "http://127.0.0.1:1" } } });
  const created = await rejection(pb.backups.create("down.zip"));
  expect(created.response).toEqual({ code: 400, message: "Failed to create backup.", data: {} });
  const restore = await rejection(pb.backups.restore("on-s3.zip"));
  expect(restore.response.message).toMatch(/^Missing or invalid backup file\./);
  expect(localBackups()).toEqual([]);
  expect(scratch()).toEqual([]);
  await expect(pb.collection("demo1").getFullList()).resolves.toHaveLength(3);
});
