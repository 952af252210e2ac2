/** @module The `.attrs` sidecar of gocloud's fileblob: one JSON object and a newline, written like Go does. */
import { createHash } from "node:crypto";
import { goJson } from "../lib/go-json.ts";

/** Longest `original-filename` kept in the metadata, in bytes. */
const maxOriginalNameBytes = 255;

/** What a sidecar holds that pbdeck uses. */
export interface SidecarContent {
  contentType: string;
  /** `user.metadata`: null for internal writes such as thumbnails. */
  metadata: Record<string, string> | null;
  /** Standard base64 of the content's MD5. */
  md5: string;
}

/** The standard base64 MD5 of a buffer, as fileblob stores it. */
export function md5Base64(data: Buffer): string {
  return createHash("md5").update(data).digest("base64");
}

/** Cuts a name to 255 bytes without leaving half a character. */
export function truncateOriginalName(name: string): string {
  const bytes = Buffer.from(name, "utf8");
  if (bytes.length <= maxOriginalNameBytes) return name;
  let end = maxOriginalNameBytes;
  // step back over UTF-8 continuation bytes so the cut lands on a character boundary
  while (end > 0 && (bytes[end] & 0xc0) === 0x80) end--;
  return bytes.subarray(0, end).toString("utf8");
}

/** Sidecar content for a blob: `user.metadata` carries `original-filename` when a name is given. */
export function sidecarFor(data: Buffer, contentType: string, originalName: string | null): SidecarContent {
  return {
    contentType,
    metadata: originalName === null ? null : { "original-filename": truncateOriginalName(originalName) },
    md5: md5Base64(data),
  };
}

/** The exact sidecar bytes: Go's struct field order, Go's escaping, trailing newline. */
export function encodeSidecar(content: SidecarContent): string {
  const metadata =
    content.metadata === null
      ? null
      : Object.fromEntries(Object.entries(content.metadata).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  const ordered = {
    "user.cache_control": "",
    "user.content_disposition": "",
    "user.content_encoding": "",
    "user.content_language": "",
    "user.content_type": content.contentType,
    "user.metadata": metadata,
    md5: content.md5,
  };
  return `${goJson(ordered)}\n`;
}

/** Reads a sidecar; unknown or malformed parts fall back to empty values. */
export function decodeSidecar(text: string): SidecarContent {
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed)) {
      raw = parsed as Record<string, unknown>;
    }
  } catch {
    // a damaged sidecar reads like a missing one
  }
  const rawMetadata = raw["user.metadata"];
  let metadata: Record<string, string> | null = null;
  if (rawMetadata !== null && typeof rawMetadata === "object" && !Array.isArray(rawMetadata)) {
    metadata = {};
    for (const [key, value] of Object.entries(rawMetadata)) metadata[key] = String(value);
  }
  return {
    contentType: typeof raw["user.content_type"] === "string" ? raw["user.content_type"] : "",
    metadata,
    md5: typeof raw.md5 === "string" ? raw.md5 : "",
  };
}
