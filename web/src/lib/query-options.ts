/** @module SDK options without empty values: SDK 0.18 would send `undefined` as a literal query value. */

/** A copy of `options` without undefined, null or "" values. */
export function queryOptions<T extends Record<string, unknown>>(options: T): Partial<T> {
  const out: Partial<T> = {};
  for (const [key, value] of Object.entries(options)) {
    if (value !== undefined && value !== null && value !== "") out[key as keyof T] = value as T[keyof T];
  }
  return out;
}
