/** @module Storage keys: validation against path tricks and the fileblob mapping of keys to paths. */
import { isAbsolute, relative, resolve, sep } from "node:path";

/** Suffix of gocloud's fileblob attribute sidecars. */
export const sidecarSuffix = ".attrs";

/** A key that is empty, escapes the storage root or names a sidecar. */
export class InvalidKeyError extends Error {
  constructor(key: string) {
    super(`invalid storage key ${JSON.stringify(key)}`);
  }
}

// fileblob stores ASCII control characters as `__0x<hex>__`
function escapeControl(segment: string): string {
  return segment.replace(/[\x00-\x1f]/g, (c) => `__0x${c.charCodeAt(0).toString(16)}__`);
}

function unescapeControl(segment: string): string {
  return segment.replace(/__0x([0-9a-f]{1,2})__/g, (match, hex: string) => {
    const code = Number.parseInt(hex, 16);
    return code < 0x20 ? String.fromCharCode(code) : match;
  });
}

function validSegment(segment: string): boolean {
  return segment !== "" && segment !== "." && segment !== ".." && !segment.includes("\\");
}

/** Whether a key names a blob that may be stored: `/`-separated, no empty, `.` or `..` segment, no `\`. */
export function isValidKey(key: string): boolean {
  if (key === "" || key.endsWith(sidecarSuffix)) return false;
  return key.split("/").every(validSegment);
}

/** Whether a key prefix is usable: like a key, but it may end with `/` (or be empty: everything). */
export function isValidPrefix(prefix: string): boolean {
  if (prefix === "") return true;
  const segments = (prefix.endsWith("/") ? prefix.slice(0, -1) : prefix).split("/");
  return segments.every(validSegment);
}

/**
 * The absolute path of a key (or prefix) under `root`.
 * @throws InvalidKeyError when the key is invalid or would leave the root.
 */
export function pathOfKey(root: string, key: string, allowPrefix = false): string {
  if (!(allowPrefix ? isValidPrefix(key) : isValidKey(key))) throw new InvalidKeyError(key);
  const base = resolve(root);
  const path = resolve(base, ...key.split("/").filter(Boolean).map(escapeControl));
  const rel = relative(base, path);
  // belt and braces: the segment checks already rule this out
  if (rel.startsWith("..") || isAbsolute(rel)) throw new InvalidKeyError(key);
  return key.endsWith("/") ? path + sep : path;
}

/** The key of a path relative to the root (segments unescaped, `/`-separated). */
export function keyOfRelativePath(rel: string): string {
  return rel.split(sep).map(unescapeControl).join("/");
}
