/** @module The `fields` selection (http-api §1.13): keeps only the chosen keys, at any depth. */

/** The trimmed, non-empty paths of a `fields` value. */
export function parseFieldsParam(raw: string | null | undefined): string[] {
  if (!raw) return [];
  return raw
    .split(",")
    .map((f) => f.trim())
    .filter((f) => f !== "");
}

/**
 * A copy of `data` (an object, or an array of objects) with only the selected paths kept;
 * `a.b` keeps `b` inside `a`, `*` keeps every key of its level that no other path names.
 */
export function pickFields<T>(data: T, fields: string | string[]): T {
  const paths = typeof fields === "string" ? parseFieldsParam(fields) : fields;
  if (paths.length === 0) return data;
  return pickValue(data, paths) as T;
}

function pickValue(data: unknown, paths: string[]): unknown {
  // plain top-level names (the usual `fields=id,title`): a set lookup per key instead of prefix matching
  if (paths.every(isPlainName)) {
    const names = new Set(paths);
    if (Array.isArray(data)) return data.map((item) => (isPlainObject(item) ? pickNames(item, names) : item));
    return isPlainObject(data) ? pickNames(data, names) : data;
  }
  if (Array.isArray(data)) return data.map((item) => (isPlainObject(item) ? pickObject(item, paths) : item));
  if (isPlainObject(data)) return pickObject(data, paths);
  return data;
}

function isPlainName(path: string): boolean {
  return path !== "*" && !path.includes(".");
}

/** The keys of `data` named in `names`, in `data`'s order, with their whole values. */
function pickNames(data: Record<string, unknown>, names: Set<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(data)) if (names.has(key)) out[key] = data[key];
  return out;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function pickObject(data: Record<string, unknown>, paths: string[]): Record<string, unknown> {
  let selected = paths;
  if (paths.includes("*")) {
    const extra = Object.keys(data).filter((key) => !paths.some((p) => `${p}.`.startsWith(`${key}.`)));
    selected = [...paths, ...extra];
  }
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(data)) {
    const matching = selected.filter((p) => `${p}.`.startsWith(`${key}.`));
    if (matching.length === 0) continue;
    const rests = matching.map((p) => p.slice(key.length + 1));
    // a bare `key` keeps the whole value, even when deeper paths are also named
    out[key] = rests.includes("") ? data[key] : pickValue(data[key], rests);
  }
  return out;
}
