/** @module `--since` durations: 30s, 15m, 1h, 7d. */
import { CliError } from "../cli-error.ts";

const UNITS: Record<string, number> = { s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 };

/** Milliseconds in `text`. @throws CliError for anything but a positive number with s, m, h or d */
export function parseDuration(text: string, option = "--since"): number {
  const match = /^(\d+)([smhd])$/.exec(text.trim());
  const amount = match ? Number(match[1]) : 0;
  if (!match || amount <= 0) {
    throw new CliError(`invalid ${option} "${text}": use a number with s, m, h or d (30s, 15m, 1h, 7d)`);
  }
  return amount * (UNITS[match[2] ?? "s"] ?? 1000);
}
