/** @module MIME detection by content sniffing, with the strings PocketBase's detector produces (to be implemented). */

/** The MIME type of a blob's content. */
export function detectMime(_data: Buffer): string {
  return "application/octet-stream";
}
