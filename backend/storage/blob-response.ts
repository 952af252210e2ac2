/**
 * @module Sends a stored blob as an HTTP response the way PocketBase serves files: its headers
 * (disposition, sidecar content type, CSP, caching), then static-file semantics (Last-Modified,
 * If-Modified-Since, single byte ranges).
 */

import type { Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import type { Request, Response } from "express";
import type { ByteRange, OpenedBlob } from "./file-storage.ts";
import { giveBackReadBuffer } from "./read-buffers.ts";

/** Content types served `inline`; every other type is an `attachment`. */
// biome-ignore format: a list of types
export const inlineContentTypes: readonly string[] = [
  "image/png", "image/jpg", "image/jpeg", "image/gif", "image/webp", "image/x-icon", "image/bmp",
  "video/webm", "video/mp4", "video/3gpp", "video/quicktime", "video/x-ms-wmv",
  "audio/basic", "audio/aiff", "audio/mpeg", "audio/midi", "audio/mp3", "audio/wave", "audio/wav",
  "audio/x-wav", "audio/x-mpeg", "audio/x-m4a", "audio/aac", "application/pdf", "application/x-pdf",
];

// served with a fixed type whatever was sniffed, so browsers load them
const typeByExtension: Record<string, string> = { ".svg": "image/svg+xml", ".css": "text/css" };

const contentSecurityPolicy = "default-src 'none'; media-src 'self'; style-src 'unsafe-inline'; sandbox";
const cacheControl = "max-age=2592000, stale-while-revalidate=86400";
const truthy = new Set(["1", "t", "T", "TRUE", "true", "True"]);

/** Whether a query value is true the way Go's strconv.ParseBool reads it. */
export function isTruthy(value: string | undefined): boolean {
  return value !== undefined && truthy.has(value);
}

// header values carry the UTF-8 bytes of names, as Go writes them; control characters cannot be sent
function headerText(text: string): string {
  return Buffer.from(text.replace(/[\x00-\x08\x0a-\x1f\x7f]/g, ""), "utf8").toString("latin1");
}

function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  return dot < 0 || name.lastIndexOf("/") > dot ? "" : name.slice(dot);
}

/** The file headers of a blob served under `name`; `download` forces an attachment. */
export function fileHeaders(contentType: string, name: string, download: boolean): Record<string, string> {
  const disposition = !download && inlineContentTypes.includes(contentType) ? "inline" : "attachment";
  return {
    "Content-Disposition": headerText(`${disposition}; filename=${name}`),
    "Content-Type": headerText(typeByExtension[extensionOf(name)] ?? contentType),
    "Content-Security-Policy": contentSecurityPolicy,
    "Cache-Control": cacheControl,
  };
}

type RangeResult = ByteRange | "full" | "unsatisfiable";

/** A single `bytes=` range; several ranges are answered with the whole content. */
export function parseRange(header: string, size: number): RangeResult {
  if (!header.startsWith("bytes=")) return "unsatisfiable";
  const parts = header
    .slice(6)
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
  if (parts.length !== 1) return "full";
  const match = /^(\d*)-(\d*)$/.exec(parts[0]);
  if (!match || (match[1] === "" && match[2] === "")) return "unsatisfiable";
  if (match[1] === "") {
    const suffix = Math.min(Number(match[2]), size);
    if (suffix === 0) return "unsatisfiable";
    return { start: size - suffix, end: size - 1 };
  }
  const start = Number(match[1]);
  if (start >= size) return "unsatisfiable";
  const end = match[2] === "" ? size - 1 : Number(match[2]);
  if (end < start) return "unsatisfiable";
  return { start, end: Math.min(end, size - 1) };
}

function seconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

function notModifiedSince(req: Request, modTime: Date): boolean {
  if (req.headers["if-none-match"] !== undefined) return false;
  const since = Date.parse(req.headers["if-modified-since"] ?? "");
  return !Number.isNaN(since) && seconds(modTime) <= Math.floor(since / 1000);
}

// If-Range with a date keeps the range only while the blob is unchanged; entity tags never match
function rangeStillValid(req: Request, modTime: Date): boolean {
  const ifRange = req.get("if-range");
  if (ifRange === undefined) return true;
  const date = Date.parse(ifRange);
  return !Number.isNaN(date) && seconds(modTime) === Math.floor(date / 1000);
}

/**
 * Answers a GET or HEAD with an opened blob under the name `name`, and releases it.
 * @throws Error when the blob cannot be read (nothing has been sent then)
 */
export async function sendBlob(
  req: Request,
  res: Response,
  blob: OpenedBlob,
  name: string,
  download: boolean,
): Promise<void> {
  const { attrs } = blob;
  const notModified = notModifiedSince(req, attrs.modTime);
  const rangeHeader = req.headers.range;
  const range: RangeResult =
    notModified || rangeHeader === undefined || !rangeStillValid(req, attrs.modTime)
      ? "full"
      : parseRange(rangeHeader, attrs.size);
  const partial = range !== "full" && range !== "unsatisfiable";
  const length = partial ? range.end - range.start + 1 : attrs.size;
  const sendsBody = !notModified && range !== "unsatisfiable" && req.method !== "HEAD" && length > 0;
  // read before any header is set, so a read failure can still become a clean 404
  let content: Buffer | Readable | null = null;
  try {
    if (sendsBody) content = await blob.content(partial ? range : undefined);
  } finally {
    if (!content) blob.close();
  }

  // uploaded files may be embedded anywhere; their CSP sandboxes them instead
  res.removeHeader("X-Frame-Options");
  for (const [header, value] of Object.entries(fileHeaders(attrs.contentType, name, download))) {
    res.setHeader(header, value);
  }
  res.setHeader("Last-Modified", attrs.modTime.toUTCString());
  res.setHeader("Accept-Ranges", "bytes");
  if (notModified) {
    res.removeHeader("Content-Type");
    res.status(304).end();
    return;
  }
  if (range === "unsatisfiable") {
    res.setHeader("Content-Range", `bytes */${attrs.size}`);
    res.setHeader("Content-Type", "text/plain; charset=utf-8");
    res.status(416).end(req.method === "HEAD" ? undefined : "invalid range\n");
    return;
  }
  if (partial) res.setHeader("Content-Range", `bytes ${range.start}-${range.end}/${attrs.size}`);
  res.setHeader("Content-Length", String(length));
  res.status(partial ? 206 : 200);
  if (!content) {
    res.end();
    return;
  }
  if (Buffer.isBuffer(content)) {
    // a small blob: its one chunk goes out with the headers, and its buffer serves again once it left
    const sent = content;
    res.end(sent, () => giveBackReadBuffer(sent));
    return;
  }
  try {
    await pipeline(content, res);
  } catch {
    // the client went away mid-transfer; the response is already committed, nothing to report
  }
}
