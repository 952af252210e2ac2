/** @module Thumbnails of record images (data-model §4.6.4): size syntax, rendering with sharp, lazy cached generation. */
import type { Readable } from "node:stream";
import sharp, { type Sharp } from "sharp";
import type { FileStorage } from "./file-storage.ts";

/** Sizes served for every file field, whatever its `thumbs` option says. */
export const defaultThumbSizes: readonly string[] = ["100x100"];

/** Original content types (from the sidecar) that get thumbnails; anything else is served as is. */
export const thumbableContentTypes: readonly string[] = ["image/png", "image/jpg", "image/jpeg", "image/gif"];

const thumbSizePattern = /^(\d+)x(\d+)(t|b|f)?$/;

/** A parsed `WxH[t|b|f]` size; `mode` is the optional suffix. */
export interface ThumbSize {
  width: number;
  height: number;
  mode: "" | "t" | "b" | "f";
}

/** Parses a thumb size; null when it is malformed or `0x0`. */
export function parseThumbSize(text: string): ThumbSize | null {
  const match = thumbSizePattern.exec(text);
  if (!match) return null;
  const width = Number(match[1]);
  const height = Number(match[2]);
  if (!Number.isSafeInteger(width) || !Number.isSafeInteger(height)) return null;
  if (width === 0 && height === 0) return null;
  return { width, height, mode: (match[3] ?? "") as ThumbSize["mode"] };
}

/** The storage key of a thumbnail: `<dir>/thumbs_<name>/<size>_<name>`. */
export function thumbKey(recordDir: string, fileName: string, size: string): string {
  return `${recordDir}/thumbs_${fileName}/${size}_${fileName}`;
}

/** Whether `size` may be served for a field whose `thumbs` option is `allowed`. */
export function isAllowedThumbSize(size: string, allowed: readonly string[] | null): boolean {
  return defaultThumbSizes.includes(size) || (allowed ?? []).includes(size);
}

type Resize = { width: number; height: number; fit: "fill" | "cover"; position?: string } | null;

/** What to resize to, with the arithmetic of Go's imaging library so sizes match PocketBase's thumbs. */
function plannedResize(size: ThumbSize, srcWidth: number, srcHeight: number): Resize {
  const { width, height, mode } = size;
  if (width === 0 || height === 0) {
    // keep the aspect ratio, rounding the missing side
    const w = width || Math.max(1, Math.floor((height * srcWidth) / srcHeight + 0.5));
    const h = height || Math.max(1, Math.floor((width * srcHeight) / srcWidth + 0.5));
    return { width: w, height: h, fit: "fill" };
  }
  if (mode === "f") {
    // fit never enlarges, and truncates the computed side
    if (srcWidth <= width && srcHeight <= height) return null;
    const srcRatio = srcWidth / srcHeight;
    if (srcRatio > width / height)
      return { width, height: Math.max(1, Math.trunc(width / srcRatio)), fit: "fill" };
    return { width: Math.max(1, Math.trunc(height * srcRatio)), height, fit: "fill" };
  }
  const position = mode === "t" ? "top" : mode === "b" ? "bottom" : "centre";
  return { width, height, fit: "cover", position };
}

function encodeFor(pipeline: Sharp, fileName: string): Sharp {
  const ext = fileName.slice(fileName.lastIndexOf(".") + 1).toLowerCase();
  if (ext === "jpg" || ext === "jpeg") return pipeline.jpeg({ quality: 95 });
  if (ext === "gif") return pipeline.gif();
  if (ext === "tif" || ext === "tiff") return pipeline.tiff();
  // png, and the fallback for anything else (bmp included: sharp cannot write it)
  return pipeline.png();
}

/**
 * Renders a thumbnail of an image: first frame only, EXIF orientation applied, Catmull-Rom
 * resampling, encoded after the extension of `fileName` (PNG when unknown).
 * @throws Error when the image cannot be decoded
 */
export async function renderThumb(original: Buffer, size: ThumbSize, fileName: string): Promise<Buffer> {
  const meta = await sharp(original, { autoOrient: true }).metadata();
  const srcWidth = meta.autoOrient.width;
  const srcHeight = meta.autoOrient.height;
  if (!srcWidth || !srcHeight) throw new Error("image without dimensions");
  let pipeline = sharp(original, { autoOrient: true });
  const resize = plannedResize(size, srcWidth, srcHeight);
  if (resize) pipeline = pipeline.resize({ ...resize, kernel: "cubic" });
  return encodeFor(pipeline, fileName).toBuffer();
}

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk));
  return Buffer.concat(chunks);
}

// one generation per thumb at a time, per storage: concurrent first requests share it
const inFlight = new WeakMap<FileStorage, Map<string, Promise<void>>>();

async function generateThumb(
  storage: FileStorage,
  originalKey: string,
  key: string,
  size: ThumbSize,
  contentType: string,
): Promise<void> {
  const original = await readAll(await storage.read(originalKey));
  const fileName = key.slice(key.lastIndexOf("/") + 1);
  // the sidecar keeps the original's content type, as PocketBase does
  await storage.put(key, await renderThumb(original, size, fileName), contentType, null);
}

/**
 * Makes sure the thumbnail at `key` exists, generating it from the original on first use.
 * @throws Error when the size is invalid or the original cannot be read or decoded
 */
export async function ensureThumb(
  storage: FileStorage,
  originalKey: string,
  key: string,
  sizeText: string,
  contentType: string,
): Promise<void> {
  if (await storage.attributes(key)) return;
  const size = parseThumbSize(sizeText);
  if (!size) throw new Error(`invalid thumb size ${sizeText}`);
  let jobs = inFlight.get(storage);
  if (!jobs) inFlight.set(storage, (jobs = new Map()));
  let job = jobs.get(key);
  if (!job) {
    const running = jobs;
    job = generateThumb(storage, originalKey, key, size, contentType).finally(() => running.delete(key));
    jobs.set(key, job);
  }
  await job;
}
