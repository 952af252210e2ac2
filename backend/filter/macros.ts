/** @module Date macros of the filter language (`@now`, `@todayStart`, ...), all in UTC. */
import { formatDateTime } from "../../shared/dates.ts";

/** A macro value: a PocketBase timestamp string or an integer (bound as INTEGER). */
export type MacroValue = string | bigint;

function utc(y: number, m: number, d: number, h = 0, mi = 0, s = 0, ms = 0): string {
  return formatDateTime(new Date(Date.UTC(y, m, d, h, mi, s, ms)));
}

/** The value of macro `name` at `now`, or undefined when `name` is not a macro (names are case-sensitive). */
export function macroValue(name: string, now: Date = new Date()): MacroValue | undefined {
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth();
  const d = now.getUTCDate();
  switch (name) {
    case "@now":
      return formatDateTime(now);
    case "@second":
      return BigInt(now.getUTCSeconds());
    case "@minute":
      return BigInt(now.getUTCMinutes());
    case "@hour":
      return BigInt(now.getUTCHours());
    case "@day":
      return BigInt(d);
    case "@month":
      return BigInt(m + 1);
    case "@year":
      return BigInt(y);
    case "@weekday":
      return BigInt(now.getUTCDay());
    case "@todayStart":
      return utc(y, m, d);
    case "@todayEnd":
      return utc(y, m, d, 23, 59, 59, 999);
    case "@monthStart":
      return utc(y, m, 1);
    case "@monthEnd":
      return utc(y, m + 1, 0, 23, 59, 59, 999); // day 0 of next month = last day of this one
    case "@yearStart":
      return utc(y, 0, 1);
    case "@yearEnd":
      return utc(y, 11, 31, 23, 59, 59, 999);
    default:
      return undefined;
  }
}
