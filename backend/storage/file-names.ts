/** @module Names for uploaded files: snake-cased base, random suffix, sanitised extension (to be implemented). */

/** A new stored file name for an upload. */
export function newFileName(originalName: string, _mime: string): string {
  return originalName;
}
