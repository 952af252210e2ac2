/**
 * @module Splitting the ids of an export into ranges walked side by side: each range pages by keyset on
 * its own, and the file joins the ranges in id order. Boundaries only need to be sorted for the ranges to
 * cover every id once; picking them between the first and last id keeps the ranges about even.
 */
import { withFilter } from "./export-paging.ts";

// PocketBase's id alphabet; boundaries use only these characters, so they are safe inside a filter string
const alphabet = "0123456789abcdefghijklmnopqrstuvwxyz";
const digits = 4;

function digitOf(char: string | undefined, fallback: number): number {
  if (char === undefined) return fallback;
  const at = alphabet.indexOf(char);
  if (at >= 0) return at;
  return char < "0"
    ? 0
    : char > "z"
      ? alphabet.length - 1
      : alphabet.split("").filter((c) => c < char).length;
}

function numberOf(text: string, fallback: number): number {
  let value = 0;
  for (let i = 0; i < digits; i++) value = value * alphabet.length + digitOf(text[i], fallback);
  return value;
}

function textOf(value: number): string {
  let text = "";
  for (let i = 0; i < digits; i++) {
    text = alphabet[value % alphabet.length] + text;
    value = Math.floor(value / alphabet.length);
  }
  return text;
}

/**
 * Up to `count - 1` sorted boundaries strictly between `first` and `last` (the smallest and largest id):
 * range i is `[boundary[i-1], boundary[i])`, the first open below, the last open above. Fewer boundaries
 * (none: one range) when the ids are too close to split.
 * @example idBoundaries("a0000", "z0000", 2) // ["hz..."]: two ranges about half and half
 */
export function idBoundaries(first: string, last: string, count: number): string[] {
  if (count < 2 || !(first < last)) return [];
  let common = 0;
  while (common < first.length && first[common] === last[common]) common++;
  const prefix = first.slice(0, common);
  const low = numberOf(first.slice(common), 0);
  const high = numberOf(last.slice(common), alphabet.length - 1);
  const boundaries: string[] = [];
  for (let i = 1; i < count; i++) {
    const boundary = prefix + textOf(Math.floor(low + ((high - low) * i) / count));
    const previous = boundaries[boundaries.length - 1] ?? first;
    if (boundary > previous && boundary <= last) boundaries.push(boundary);
  }
  return boundaries;
}

/** The filter of one range: the user's filter AND `lo <= id < hi` ("" for an open end). */
export function idRangeFilter(filter: string, lo: string, hi: string): string {
  const bounds = [lo && `id >= ${JSON.stringify(lo)}`, hi && `id < ${JSON.stringify(hi)}`].filter(Boolean);
  if (bounds.length === 0) return filter;
  return withFilter(filter, bounds.join(" && "));
}
