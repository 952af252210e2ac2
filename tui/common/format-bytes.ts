/** @module Byte counts for people: 1023 B, 1.5 KB, 2.3 MB (powers of 1024, one decimal). */

const UNITS = ["B", "KB", "MB", "GB", "TB"];

/** @example formatBytes(1536) // "1.5 KB" */
export function formatBytes(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  return unit === 0 ? `${value} B` : `${value.toFixed(1)} ${UNITS[unit]}`;
}
