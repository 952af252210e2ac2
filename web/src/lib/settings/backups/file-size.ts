/** @module Human-readable byte sizes for the backups list. */

const UNITS = ["B", "KB", "MB", "GB", "TB"];

/** `1536` -> `1.5 KB`; whole bytes stay whole. */
export function formatFileSize(bytes: number): string {
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  const text =
    unit === 0 ? String(Math.round(value)) : value.toFixed(value < 10 ? 2 : 1).replace(/\.?0+$/, "");
  return `${text} ${UNITS[unit]}`;
}
