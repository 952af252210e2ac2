/** Lists where two normalised answers differ, one line per path, so a failure reads in a glance. */

function describeValue(value: unknown): string {
  const text = JSON.stringify(value);
  return text === undefined ? "(absent)" : text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** The paths at which `left` and `right` differ, as `path: left ≠ right` (at most `limit`). */
export function differences(left: unknown, right: unknown, limit = 25): string[] {
  const found: string[] = [];
  const walk = (a: unknown, b: unknown, path: string) => {
    if (found.length >= limit) return;
    const bothObjects = a && b && typeof a === "object" && typeof b === "object";
    if (bothObjects && Array.isArray(a) === Array.isArray(b)) {
      const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
      for (const key of keys)
        walk(
          (a as Record<string, unknown>)[key],
          (b as Record<string, unknown>)[key],
          path ? `${path}.${key}` : key,
        );
      return;
    }
    if (JSON.stringify(a) !== JSON.stringify(b))
      found.push(`${path || "(root)"}: ${describeValue(a)} ≠ ${describeValue(b)}`);
  };
  walk(left, right, "");
  return found;
}
