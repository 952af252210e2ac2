/** LocalStorage.openBlob: one open file gives the attributes and the bytes; sidecars kept in memory follow the blob. */
import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Readable } from "node:stream";
import { buffer } from "node:stream/consumers";
import { afterEach, beforeEach, expect, test } from "vitest";
import type { OpenedBlob } from "../../../backend/storage/file-storage.ts";
import { readChunkLimit } from "../../../backend/storage/local-blob.ts";
import { LocalStorage } from "../../../backend/storage/local-storage.ts";

let root: string;
let storage: LocalStorage;

beforeEach(() => {
  root = join(mkdtempSync(join(tmpdir(), "pbdeck-blob-")), "storage");
  storage = new LocalStorage(root);
});
afterEach(() => {
  rmSync(join(root, ".."), { recursive: true, force: true });
});

async function opened(key: string): Promise<OpenedBlob> {
  const blob = await storage.openBlob(key);
  if (!blob) throw new Error(`${key} not found`);
  return blob;
}

async function bytesOf(content: Buffer | Readable): Promise<Buffer> {
  return Buffer.isBuffer(content) ? content : buffer(content);
}

test("a small blob: its attributes from the open file and sidecar, its bytes or a range in one buffer", async () => {
  await storage.put("c/r/a.txt", Buffer.from("hello world"), "text/plain; charset=utf-8", "a.txt");
  const blob = await opened("c/r/a.txt");
  expect(blob.attrs).toMatchObject({
    contentType: "text/plain; charset=utf-8",
    size: 11,
    originalName: "a.txt",
  });
  expect(blob.attrs).toEqual(await storage.attributes("c/r/a.txt"));
  const content = await blob.content();
  expect(Buffer.isBuffer(content)).toBe(true);
  expect(content.toString()).toBe("hello world");
  const ranged = await (await opened("c/r/a.txt")).content({ start: 6, end: 10 });
  expect(ranged.toString()).toBe("world");
});

test("a blob larger than one read is streamed, whole or a range of it", async () => {
  const data = Buffer.alloc(readChunkLimit * 2 + 123);
  for (let i = 0; i < data.length; i++) data[i] = i % 251;
  await storage.put("c/r/big.bin", data, "application/octet-stream", null);
  const whole = await (await opened("c/r/big.bin")).content();
  expect(Buffer.isBuffer(whole)).toBe(false);
  expect((await bytesOf(whole)).equals(data)).toBe(true);
  const range = { start: 100, end: readChunkLimit + 5000 };
  const part = await bytesOf(await (await opened("c/r/big.bin")).content(range));
  expect(part.equals(data.subarray(range.start, range.end + 1))).toBe(true);
});

test("missing blobs, directories and invalid keys open as nothing", async () => {
  await storage.put("c/r/a.txt", Buffer.from("x"), "text/plain", null);
  expect(await storage.openBlob("c/r/missing.txt")).toBeNull();
  expect(await storage.openBlob("c/r")).toBeNull();
  expect(await storage.openBlob("c/r/a.txt/deeper")).toBeNull();
  expect(await storage.openBlob("../outside")).toBeNull();
});

test("a blob replaced under the same key is served with its new sidecar, not the kept one", async () => {
  await storage.put("c/r/a.png", Buffer.from("first"), "image/png", "a.png");
  expect((await opened("c/r/a.png")).attrs.contentType).toBe("image/png");
  await storage.put("c/r/a.png", Buffer.from("second!"), "image/gif", "b.png");
  const blob = await opened("c/r/a.png");
  expect(blob.attrs).toMatchObject({ contentType: "image/gif", size: 7, originalName: "b.png" });
  expect((await blob.content()).toString()).toBe("second!");
  // written by another program (PocketBase on the same files): a new file, so a new sidecar is read
  writeFileSync(join(root, "c/r/a.png.attrs"), '{"user.content_type":"image/jpeg","md5":""}\n');
  rmSync(join(root, "c/r/a.png"));
  mkdirSync(join(root, "c/r"), { recursive: true });
  writeFileSync(join(root, "c/r/a.png"), "third, longer");
  expect((await opened("c/r/a.png")).attrs).toMatchObject({ contentType: "image/jpeg", size: 13 });
  // a deleted blob is gone, sidecar and all
  await storage.delete("c/r/a.png");
  expect(await storage.openBlob("c/r/a.png")).toBeNull();
});

test("a blob released without being read, or read, leaves no file descriptor open", async () => {
  await storage.put("c/r/a.txt", Buffer.from("abc"), "text/plain", null);
  const openFds = () => readdirSync("/proc/self/fd").length;
  const before = openFds();
  for (let i = 0; i < 50; i++) (await opened("c/r/a.txt")).close();
  for (let i = 0; i < 50; i++) expect((await (await opened("c/r/a.txt")).content()).toString()).toBe("abc");
  // closing is asynchronous: wait until the descriptors are back to where they were
  await expect.poll(openFds).toBeLessThanOrEqual(before);
});
