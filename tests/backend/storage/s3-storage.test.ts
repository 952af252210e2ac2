/** Record files on S3 (settings.s3): uploads, downloads with ranges, thumbnails, protected files, deletes. */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import PocketBase from "pocketbase";
import sharp from "sharp";
import { afterAll, beforeAll, expect, test } from "vitest";
import { adminToken } from "../../helpers/fixture-tokens.ts";
import { fixtureDir } from "../../helpers/pbdeck-process.ts";
import { type S3Peer, startS3 } from "../../helpers/s3rver-peer.ts";
import { serverForSuite } from "../../helpers/server-suite.ts";

const server = serverForSuite();
const bucket = "files";
let s3: S3Peer;
let pb: PocketBase;
const png = readFileSync(join(fixtureDir, "storage/_pb_users_auth_/4q1xlclmfloku33/300_1SEi6Q6U72.png"));

beforeAll(async () => {
  s3 = await startS3([bucket]);
  pb = new PocketBase(server.url);
  pb.authStore.save(adminToken, null);
  await pb.settings.update({ s3: s3.config(bucket) });
});
afterAll(async () => {
  await pb.settings.update({ s3: { enabled: false } });
  await s3.close();
});

test("uploads go to the bucket and come back whole, by range and as thumbnails", async () => {
  const form = new FormData();
  form.append("text", "on s3");
  form.append("file_many", new Blob([png], { type: "image/png" }), "picture.png");
  form.append("file_one", new Blob(["secret text"]), "secret.txt");
  const record = await pb.collection("demo1").create(form);
  const [picture] = record.file_many as string[];
  const prefix = `${record.collectionId}/${record.id}/`;
  expect(await s3.keys(bucket, prefix)).toEqual(
    [`${prefix}${picture}`, `${prefix}${record.file_one}`].sort(),
  );
  // nothing on the local disk
  expect(existsSync(join(server.dataDir, "storage", record.collectionId, record.id))).toBe(false);

  const url = pb.files.getUrl(record, picture);
  const whole = await fetch(url);
  expect(whole.status).toBe(200);
  expect(whole.headers.get("content-type")).toBe("image/png");
  expect(Buffer.from(await whole.arrayBuffer())).toEqual(png);

  const part = await fetch(url, { headers: { Range: "bytes=1-3" } });
  expect(part.status).toBe(206);
  expect(part.headers.get("content-range")).toBe(`bytes 1-3/${png.length}`);
  expect(Buffer.from(await part.arrayBuffer()).toString("latin1")).toBe("PNG");

  // demo1 has no thumb sizes: 100x100 is refused, the original is served
  const users = await pb.collection("users").getFullList({ sort: "id" });
  const avatarForm = new FormData();
  avatarForm.append("avatar", new Blob([png], { type: "image/png" }), "avatar.png");
  const user = await pb.collection("users").update(users[0].id, avatarForm);
  const thumb = await fetch(pb.files.getUrl(user, user.avatar, { thumb: "70x50" }));
  expect(thumb.status).toBe(200);
  const meta = await sharp(Buffer.from(await thumb.arrayBuffer())).metadata();
  expect([meta.width, meta.height]).toEqual([70, 50]);
  expect(await s3.keys(bucket, `${user.collectionId}/${user.id}/thumbs_${user.avatar}/`)).toEqual([
    `${user.collectionId}/${user.id}/thumbs_${user.avatar}/70x50_${user.avatar}`,
  ]);

  // the protected file needs a file token
  const secretUrl = pb.files.getUrl(record, record.file_one);
  expect((await fetch(secretUrl)).status).toBe(403);
  const token = await pb.files.getToken();
  const secret = await fetch(pb.files.getUrl(record, record.file_one, { token }));
  expect(await secret.text()).toBe("secret text");

  await pb.collection("demo1").delete(record.id);
  expect(await s3.keys(bucket, prefix)).toEqual([]);
});

test("turning S3 off serves the local files again", async () => {
  await pb.settings.update({ s3: { enabled: false } });
  const record = await pb.collection("demo5").getOne("la4y2w4o98acwuj");
  const name = "300_uh_lkx91_hvb_Da8K5pl069.png";
  const local = await fetch(pb.files.getUrl(record, name));
  expect(local.status).toBe(200);
  expect(Buffer.from(await local.arrayBuffer())).toEqual(
    readFileSync(join(fixtureDir, "storage/9n89pl5vkct6330/la4y2w4o98acwuj", name)),
  );
  // back on S3, where that file was never uploaded
  await pb.settings.update({ s3: { enabled: true } });
  expect((await fetch(pb.files.getUrl(record, name))).status).toBe(404);
});
