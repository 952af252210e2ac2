/**
 * @module The earliest `created` a logs filter allows, when it says so plainly: a `created >= "…"`
 * (or `>`) joined to the rest with `&&` only. The bucket stats use it to seek into the stats index.
 */
import { type FilterItem, parseFilter } from "../../filter/parser.ts";

const fullDate = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(\.\d+)?Z?$/;

function boundOf(items: readonly FilterItem[]): string | null {
  // with an OR among the items, no single comparison bounds the whole
  if (items.some((entry, i) => i > 0 && entry.join === "||")) return null;
  let bound: string | null = null;
  for (const { item } of items) {
    const found = Array.isArray(item)
      ? boundOf(item)
      : item.left.type === "identifier" &&
          item.left.literal === "created" &&
          (item.op === ">=" || item.op === ">") &&
          item.right.type === "text" &&
          fullDate.test(item.right.literal)
        ? item.right.literal
        : null;
    if (found !== null && (bound === null || found > bound)) bound = found;
  }
  return bound;
}

/**
 * The hour (`YYYY-MM-DD HH:00:00`, as the stats index holds it) no matching request can be before,
 * or null when the filter gives no such bound (or does not parse: the caller's compile reports that).
 * @example createdLowerHour('(auth != "admin") && (created >= "2025-01-01 10:15:00.000Z")') // "2025-01-01 10:00:00"
 */
export function createdLowerHour(filter: string): string | null {
  let items: FilterItem[];
  try {
    items = filter.trim() === "" ? [] : parseFilter(filter);
  } catch {
    return null;
  }
  const bound = boundOf(items);
  return bound === null ? null : `${bound.slice(0, 13)}:00:00`;
}
