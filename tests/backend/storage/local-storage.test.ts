import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { text } from "node:stream/consumers";
import { afterEach, beforeEach, expect, test } from "vitest";
import { InvalidKeyError } from "../../../backend/storage/blob-keys.ts";
import { LocalStorage } from "../../../backend/storage/local-storage.ts";
import { fixtureDir } from "../../helpers/pbdeck-process.ts";

const fixtureStorage = join(fixtureDir, "storage");
let root: string;
let storage: LocalStorage;

beforeEach(() => {
  root = join(mkdtempSync(join(tmpdir(), "pbdeck-storage-")), "storage");
  storage = new LocalStorage(root);
});
afterEach(() => {
  rmSync(join(root, ".."), { recursive: true, force: true });
});

test("an upload's sidecar is byte-identical to the one PocketBase wrote for the same content", async () => {
  const dir = "wsmn24bux7wo113/84nmscqy84lsi1t";
  const content = readFileSync(join(fixtureStorage, dir, "test_MaWC6mWyrP.txt"));
  await storage.put(`${dir}/test_MaWC6mWyrP.txt`, content, "text/plain; charset=utf-8", "test.txt");
  const written = readFileSync(join(root, dir, "test_MaWC6mWyrP.txt.attrs"), "utf8");
  expect(written).toBe(readFileSync(join(fixtureStorage, dir, "test_MaWC6mWyrP.txt.attrs"), "utf8"));
  expect(written.endsWith("}\n")).toBe(true);
  expect(readFileSync(join(root, dir, "test_MaWC6mWyrP.txt"))).toEqual(content);
});

test("an internal write (thumbnail) has null metadata, byte-identical to the fixture's thumb sidecar", async () => {
  const dir = "_pb_users_auth_/4q1xlclmfloku33/thumbs_300_1SEi6Q6U72.png";
  const content = readFileSync(join(fixtureStorage, dir, "70x50_300_1SEi6Q6U72.png"));
  await storage.put(`${dir}/70x50_300_1SEi6Q6U72.png`, content, "image/png", null);
  expect(readFileSync(join(root, dir, "70x50_300_1SEi6Q6U72.png.attrs"), "utf8")).toBe(
    readFileSync(join(fixtureStorage, dir, "70x50_300_1SEi6Q6U72.png.attrs"), "utf8"),
  );
});

test("original names are escaped like Go and cut to 255 bytes", async () => {
  await storage.put("c/r/a.txt", Buffer.from("x"), "text/plain; charset=utf-8", "a<b>&c.txt");
  expect(readFileSync(join(root, "c/r/a.txt.attrs"), "utf8")).toContain(
    '"user.metadata":{"original-filename":"a\\u003cb\\u003e\\u0026c.txt"}',
  );
  await storage.put("c/r/b.txt", Buffer.from("x"), "text/plain; charset=utf-8", `${"é".repeat(200)}.txt`);
  const name = (await storage.attributes("c/r/b.txt"))?.originalName ?? "";
  expect(Buffer.byteLength(name)).toBe(254);
  expect(name).toBe("é".repeat(127));
});

test("put leaves no temp file and overwrites an existing blob", async () => {
  await storage.put("c/r/f.txt", Buffer.from("one"), "text/plain; charset=utf-8", "f.txt");
  await storage.put("c/r/f.txt", Buffer.from("two!"), "text/plain; charset=utf-8", "f.txt");
  expect(readdirSync(join(root, "c/r")).sort()).toEqual(["f.txt", "f.txt.attrs"]);
  expect(await text(await storage.read("c/r/f.txt"))).toBe("two!");
});

test("attributes come from the sidecar and the blob's stat", async () => {
  const before = Date.now();
  await storage.put("c/r/f.png", Buffer.from("12345"), "image/png", "orig.png");
  const attrs = await storage.attributes("c/r/f.png");
  expect(attrs).toMatchObject({
    contentType: "image/png",
    size: 5,
    md5: "gnzLDuqKcGxMNKFokfhOew==",
    originalName: "orig.png",
  });
  expect(attrs?.modTime.getTime()).toBeGreaterThanOrEqual(before - 1000);
});

test("a blob without sidecar is application/octet-stream; missing blobs and directories have no attributes", async () => {
  await storage.put("c/r/f.bin", Buffer.from("abc"), "image/png", null);
  rmSync(join(root, "c/r/f.bin.attrs"));
  expect(await storage.attributes("c/r/f.bin")).toMatchObject({
    contentType: "application/octet-stream",
    size: 3,
    md5: "",
    originalName: null,
  });
  expect(await storage.attributes("c/r/missing.bin")).toBeNull();
  expect(await storage.attributes("c/r")).toBeNull();
  await expect(storage.read("c/r/missing.bin")).rejects.toThrow();
  await expect(storage.read("c/r")).rejects.toThrow();
});

test("read returns an inclusive byte range", async () => {
  await storage.put("c/r/f.txt", Buffer.from("0123456789"), "text/plain; charset=utf-8", null);
  expect(await text(await storage.read("c/r/f.txt", { start: 2, end: 5 }))).toBe("2345");
});

test("delete removes blob and sidecar, then the emptied directories but never the root", async () => {
  await storage.put("c/r/f.txt", Buffer.from("x"), "text/plain; charset=utf-8", null);
  await storage.put("c/other/g.txt", Buffer.from("y"), "text/plain; charset=utf-8", null);
  await storage.delete("c/r/f.txt");
  expect(existsSync(join(root, "c/r"))).toBe(false);
  expect(existsSync(join(root, "c/other/g.txt"))).toBe(true);
  await storage.delete("c/other/g.txt");
  expect(existsSync(join(root, "c"))).toBe(false);
  expect(existsSync(root)).toBe(true);
  await storage.delete("c/other/g.txt"); // a missing blob is not an error
});

test("list skips sidecars and temp files, by string prefix, sorted", async () => {
  await storage.put("c/r/b.txt", Buffer.from("x"), "text/plain; charset=utf-8", null);
  await storage.put("c/r/a.txt", Buffer.from("x"), "text/plain; charset=utf-8", null);
  await storage.put("c/r/thumbs_a.png/100x100_a.png", Buffer.from("x"), "image/png", null);
  await storage.put("c/rr/z.txt", Buffer.from("x"), "text/plain; charset=utf-8", null);
  writeFileSync(join(root, "c/r/a.txt.18a2b3c4d5e6f708.tmp"), "partial");
  expect(await storage.list("c/r/")).toEqual(["c/r/a.txt", "c/r/b.txt", "c/r/thumbs_a.png/100x100_a.png"]);
  expect(await storage.list("c/r")).toEqual([
    "c/r/a.txt",
    "c/r/b.txt",
    "c/r/thumbs_a.png/100x100_a.png",
    "c/rr/z.txt",
  ]);
  expect(await storage.list("c/r/thumbs_")).toEqual(["c/r/thumbs_a.png/100x100_a.png"]);
  expect(await storage.list("nothing/")).toEqual([]);
});

test("the fixture storage lists every blob, without sidecars", async () => {
  const fixture = new LocalStorage(fixtureStorage);
  const keys = await fixture.list("_pb_users_auth_/");
  expect(keys).toEqual([
    "_pb_users_auth_/4q1xlclmfloku33/300_1SEi6Q6U72.png",
    "_pb_users_auth_/4q1xlclmfloku33/thumbs_300_1SEi6Q6U72.png/0x50_300_1SEi6Q6U72.png",
    "_pb_users_auth_/4q1xlclmfloku33/thumbs_300_1SEi6Q6U72.png/100x100_300_1SEi6Q6U72.png",
    "_pb_users_auth_/4q1xlclmfloku33/thumbs_300_1SEi6Q6U72.png/70x0_300_1SEi6Q6U72.png",
    "_pb_users_auth_/4q1xlclmfloku33/thumbs_300_1SEi6Q6U72.png/70x50_300_1SEi6Q6U72.png",
    "_pb_users_auth_/4q1xlclmfloku33/thumbs_300_1SEi6Q6U72.png/70x50b_300_1SEi6Q6U72.png",
    "_pb_users_auth_/4q1xlclmfloku33/thumbs_300_1SEi6Q6U72.png/70x50f_300_1SEi6Q6U72.png",
    "_pb_users_auth_/4q1xlclmfloku33/thumbs_300_1SEi6Q6U72.png/70x50t_300_1SEi6Q6U72.png",
    "_pb_users_auth_/oap640cot4yru2s/test_kfd2wYLxkz.txt",
  ]);
  expect(await fixture.attributes("_pb_users_auth_/oap640cot4yru2s/test_kfd2wYLxkz.txt")).toMatchObject({
    contentType: "text/plain; charset=utf-8",
    size: 5,
    md5: "2Oj8otwPiW/Xy0ywAxuiSQ==",
    originalName: null,
  });
});

test("deletePrefix removes a record's files, thumbs and sidecars but not a sibling prefix", async () => {
  await storage.put("c/r/a.png", Buffer.from("x"), "image/png", null);
  await storage.put("c/r/thumbs_a.png/100x100_a.png", Buffer.from("x"), "image/png", null);
  await storage.put("c/r2/b.png", Buffer.from("x"), "image/png", null);
  writeFileSync(join(root, "c/r/orphan.attrs"), "{}\n");
  await storage.deletePrefix("c/r/");
  expect(existsSync(join(root, "c/r"))).toBe(false);
  expect(await storage.list("c/")).toEqual(["c/r2/b.png"]);
  await expect(storage.deletePrefix("")).rejects.toThrow();
});

test("control characters are stored hex-escaped and listed back unescaped", async () => {
  await storage.put("c/r/a\x01b.txt", Buffer.from("x"), "text/plain; charset=utf-8", null);
  expect(readdirSync(join(root, "c/r")).sort()).toEqual(["a__0x1__b.txt", "a__0x1__b.txt.attrs"]);
  expect(await storage.list("c/")).toEqual(["c/r/a\x01b.txt"]);
});

test.each([
  "../outside.txt",
  "c/../../outside.txt",
  "c/./f.txt",
  "c//f.txt",
  "/etc/passwd",
  "c/r/..",
  "c\\..\\..\\outside.txt",
  "",
  "c/r/f.txt.attrs",
])("key %j is refused and nothing is written outside the root", async (key) => {
  await expect(storage.put(key, Buffer.from("x"), "text/plain; charset=utf-8", null)).rejects.toThrow(
    InvalidKeyError,
  );
  await expect(storage.read(key)).rejects.toThrow(InvalidKeyError);
  await expect(storage.delete(key)).rejects.toThrow(InvalidKeyError);
  expect(await storage.attributes(key)).toBeNull();
  expect(existsSync(join(root, "..", "outside.txt"))).toBe(false);
});

test("prefixes with traversal are refused", async () => {
  await expect(storage.list("../")).rejects.toThrow(InvalidKeyError);
  await expect(storage.list("c/../../")).rejects.toThrow(InvalidKeyError);
  await expect(storage.deletePrefix("../")).rejects.toThrow(InvalidKeyError);
});
