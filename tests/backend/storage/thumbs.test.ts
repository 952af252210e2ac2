import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import sharp from "sharp";
import { afterEach, beforeEach, expect, test } from "vitest";
import { LocalStorage } from "../../../backend/storage/local-storage.ts";
import {
  ensureThumb,
  isAllowedThumbSize,
  parseThumbSize,
  renderThumb,
  thumbKey,
} from "../../../backend/storage/thumbs.ts";
import { fixtureDir } from "../../helpers/pbdeck-process.ts";

const userDir = join(fixtureDir, "storage/_pb_users_auth_/4q1xlclmfloku33");
const original = readFileSync(join(userDir, "300_1SEi6Q6U72.png"));
let root: string;
let storage: LocalStorage;

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), "pbdeck-thumbs-"));
  storage = new LocalStorage(root);
});
afterEach(() => {
  rmSync(root, { recursive: true, force: true });
});

/** A width×height PNG whose top half is red and bottom half blue. */
async function twoTone(width: number, height: number): Promise<Buffer> {
  const half = Math.floor(height / 2);
  const red = await sharp({ create: { width, height: half, channels: 3, background: "#ff0000" } })
    .png()
    .toBuffer();
  return sharp({ create: { width, height, channels: 3, background: "#0000ff" } })
    .composite([{ input: red, top: 0, left: 0 }])
    .png()
    .toBuffer();
}

async function pixel(image: Buffer, x: number, y: number): Promise<number[]> {
  const { data, info } = await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return [data[at], data[at + 1], data[at + 2]];
}

test("parseThumbSize accepts WxH with an optional t/b/f and refuses 0x0", () => {
  expect(parseThumbSize("100x100")).toEqual({ width: 100, height: 100, mode: "" });
  expect(parseThumbSize("70x50t")).toEqual({ width: 70, height: 50, mode: "t" });
  expect(parseThumbSize("0x50f")).toEqual({ width: 0, height: 50, mode: "f" });
  for (const bad of ["0x0", "0x0f", "100", "100x", "x100", "100x100x", "-1x5", "10x10c", " 10x10", "1e2x5"]) {
    expect([bad, parseThumbSize(bad)]).toEqual([bad, null]);
  }
});

test("100x100 is always allowed; other sizes only when the field lists them", () => {
  expect(isAllowedThumbSize("100x100", null)).toBe(true);
  expect(isAllowedThumbSize("70x50", null)).toBe(false);
  expect(isAllowedThumbSize("70x50", ["70x50", "0x50"])).toBe(true);
  expect(isAllowedThumbSize("70x50t", ["70x50"])).toBe(false);
  expect(thumbKey("c/r", "a.png", "70x50")).toBe("c/r/thumbs_a.png/70x50_a.png");
});

test.each(["100x100", "70x50", "70x50t", "70x50b", "70x50f", "0x50", "70x0"])(
  "%s of the fixture PNG has the pixel size of PocketBase's own thumb",
  async (size) => {
    const parsed = parseThumbSize(size);
    if (!parsed) throw new Error("size");
    const thumb = await renderThumb(original, parsed, "300_1SEi6Q6U72.png");
    const expected = await sharp(
      join(userDir, `thumbs_300_1SEi6Q6U72.png/${size}_300_1SEi6Q6U72.png`),
    ).metadata();
    const actual = await sharp(thumb).metadata();
    expect([actual.format, actual.width, actual.height]).toEqual(["png", expected.width, expected.height]);
  },
);

test("fill crops from the centre, the top or the bottom", async () => {
  const image = await twoTone(100, 200);
  const centre = await renderThumb(image, { width: 50, height: 50, mode: "" }, "a.png");
  expect(await pixel(centre, 25, 5)).toEqual([255, 0, 0]);
  expect(await pixel(centre, 25, 45)).toEqual([0, 0, 255]);
  const top = await renderThumb(image, { width: 50, height: 50, mode: "t" }, "a.png");
  expect(await pixel(top, 25, 45)).toEqual([255, 0, 0]);
  const bottom = await renderThumb(image, { width: 50, height: 50, mode: "b" }, "a.png");
  expect(await pixel(bottom, 25, 5)).toEqual([0, 0, 255]);
});

test("fit keeps the aspect ratio and never enlarges; Wx0 and 0xH keep the ratio", async () => {
  const image = await twoTone(100, 200);
  const sizeOf = async (b: Buffer) => {
    const m = await sharp(b).metadata();
    return [m.width, m.height];
  };
  expect(await sizeOf(await renderThumb(image, { width: 70, height: 70, mode: "f" }, "a.png"))).toEqual([
    35, 70,
  ]);
  expect(await sizeOf(await renderThumb(image, { width: 500, height: 500, mode: "f" }, "a.png"))).toEqual([
    100, 200,
  ]);
  expect(await sizeOf(await renderThumb(image, { width: 30, height: 0, mode: "" }, "a.png"))).toEqual([
    30, 60,
  ]);
  expect(await sizeOf(await renderThumb(image, { width: 0, height: 500, mode: "t" }, "a.png"))).toEqual([
    250, 500,
  ]);
});

test("the output format follows the file extension, PNG otherwise", async () => {
  const size = { width: 10, height: 10, mode: "" } as const;
  expect((await sharp(await renderThumb(original, size, "a.jpg")).metadata()).format).toBe("jpeg");
  expect((await sharp(await renderThumb(original, size, "a.JPEG")).metadata()).format).toBe("jpeg");
  expect((await sharp(await renderThumb(original, size, "a.gif")).metadata()).format).toBe("gif");
  expect((await sharp(await renderThumb(original, size, "a.webp")).metadata()).format).toBe("png");
});

test("EXIF orientation is applied before resizing", async () => {
  // stored 200 wide, 100 high; orientation 6 means it displays 100 wide, 200 high
  const rotated = await sharp({ create: { width: 200, height: 100, channels: 3, background: "#00ff00" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .toBuffer();
  const thumb = await renderThumb(rotated, { width: 50, height: 0, mode: "" }, "a.jpg");
  const meta = await sharp(thumb).metadata();
  expect([meta.width, meta.height]).toEqual([50, 100]);
});

test("only the first frame of an animated GIF is used", async () => {
  const frames = await sharp({ create: { width: 20, height: 40, channels: 4, background: "#ff0000" } })
    .gif()
    .toBuffer();
  const animated = await sharp(frames, { pages: -1 }).metadata();
  expect(animated.format).toBe("gif");
  const thumb = await renderThumb(frames, { width: 10, height: 10, mode: "" }, "a.gif");
  expect((await sharp(thumb).metadata()).pages ?? 1).toBe(1);
});

test("undecodable content is an error", async () => {
  await expect(
    renderThumb(Buffer.from("not an image"), { width: 10, height: 10, mode: "" }, "a.png"),
  ).rejects.toThrow();
});

test("ensureThumb writes the thumb once, with the original's content type and null metadata", async () => {
  await storage.put("c/r/a.png", original, "image/png", "a.png");
  const key = thumbKey("c/r", "a.png", "70x50");
  await Promise.all([
    ensureThumb(storage, "c/r/a.png", key, "70x50", "image/png"),
    ensureThumb(storage, "c/r/a.png", key, "70x50", "image/png"),
  ]);
  const sidecar = readFileSync(join(root, `${key}.attrs`), "utf8");
  expect(sidecar).toMatch(
    /"user.content_type":"image\/png","user.metadata":null,"md5":"[A-Za-z0-9+/=]{24}"}\n$/,
  );
  const meta = await sharp(join(root, key)).metadata();
  expect([meta.width, meta.height]).toEqual([70, 50]);
  const before = (await storage.attributes(key))?.modTime.getTime();
  await ensureThumb(storage, "c/r/a.png", key, "70x50", "image/png");
  expect((await storage.attributes(key))?.modTime.getTime()).toBe(before);
  expect(await storage.list("c/r/")).toEqual(["c/r/a.png", "c/r/thumbs_a.png/70x50_a.png"]);
});

test("ensureThumb fails for 0x0 and for a missing original, writing nothing", async () => {
  await storage.put("c/r/a.png", original, "image/png", "a.png");
  await expect(
    ensureThumb(storage, "c/r/a.png", thumbKey("c/r", "a.png", "0x0"), "0x0", "image/png"),
  ).rejects.toThrow();
  await expect(
    ensureThumb(storage, "c/r/b.png", thumbKey("c/r", "b.png", "100x100"), "100x100", "image/png"),
  ).rejects.toThrow();
  expect(await storage.list("c/")).toEqual(["c/r/a.png"]);
});
