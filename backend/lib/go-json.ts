/** @module JSON text written the way Go's encoding/json writes it, so pb_data stays byte-compatible. */

/** Escapes what Go escapes in JSON output: <, >, & and the JS line separators. */
function goEscape(json: string): string {
  return json
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Compact JSON with Go's escaping; key order is the object's own. */
export function goJson(value: unknown): string {
  return goEscape(JSON.stringify(value) ?? "null");
}

/** Compact JSON with Go's escaping and object keys sorted by byte order at every depth (Go maps). */
export function goJsonSorted(value: unknown): string {
  return goEscape(JSON.stringify(sortKeysDeep(value)) ?? "null");
}

/** A copy of a JSON value with object keys sorted by byte order at every depth, as Go writes maps. */
export function sortKeysDeep(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeysDeep);
  if (value !== null && typeof value === "object") {
    const out: Record<string, unknown> = {};
    for (const key of Object.keys(value).sort(byteOrder))
      out[key] = sortKeysDeep((value as Record<string, unknown>)[key]);
    return out;
  }
  return value;
}

/** Byte-order comparison of two strings (uppercase before lowercase). */
export function byteOrder(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
