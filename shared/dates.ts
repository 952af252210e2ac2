/** @module PocketBase timestamps: `YYYY-MM-DD HH:MM:SS.mmmZ`, UTC, empty string when unset. */

/** Formats a Date in the PocketBase timestamp layout. */
export function formatDateTime(date: Date): string {
  return date.toISOString().replace("T", " ");
}

/** The current time as a PocketBase timestamp. */
export function nowDateTime(): string {
  return formatDateTime(new Date());
}

const pbLayout = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})(?:\.(\d+))?(Z|[+-]\d{2}:?\d{2})?$/;
const dateOnly = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Parses the date layouts PocketBase accepts and returns a PocketBase timestamp,
 * or "" when the value cannot be parsed (PocketBase never errors on bad dates).
 */
export function parseDateTime(value: unknown): string {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? "" : formatDateTime(value);
  if (typeof value !== "string") return "";
  const text = value.trim();
  if (text === "") return "";
  const only = dateOnly.exec(text);
  if (only) return fromParts(+only[1], +only[2], +only[3], 0, 0, 0, "0", "Z");
  const m = pbLayout.exec(text);
  if (m) return fromParts(+m[1], +m[2], +m[3], +m[4], +m[5], +m[6], m[7] ?? "0", m[8] ?? "Z");
  // RFC 1123 / RFC 822 style and other textual layouts: fall back on Date's parser,
  // but only for strings that carry an explicit zone or month name, as Go's layouts do.
  if (/[A-Za-z]{3}/.test(text)) {
    const parsed = new Date(/(Z|[+-]\d{2}:?\d{2}|GMT|UTC|[A-Z]{3})$/.test(text) ? text : `${text} UTC`);
    if (!Number.isNaN(parsed.getTime())) return formatDateTime(parsed);
  }
  return "";
}

function fromParts(
  y: number,
  mo: number,
  d: number,
  h: number,
  mi: number,
  s: number,
  frac: string,
  zone: string,
) {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return "";
  const ms = Number(frac.padEnd(3, "0").slice(0, 3)); // truncate, never round
  let time = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const check = new Date(Date.UTC(y, mo - 1, d));
  if (check.getUTCDate() !== d) return ""; // 2023-02-30 and friends
  if (zone !== "Z") {
    const sign = zone[0] === "-" ? -1 : 1;
    const digits = zone.slice(1).replace(":", "");
    time -= sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2))) * 60_000;
  }
  return formatDateTime(new Date(time));
}
