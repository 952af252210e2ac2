/** @module `field+` / `field-` modifiers and the legacy `file.{name}` / `file.{index}` removal keys. */
import type { Collection, SchemaField } from "../../../shared/models.ts";
import { castToNumber, castToString, normaliseFieldValue, toUniqueStrings } from "./record-values.ts";

/** Whether request data has any key ending in `+` or `-`. */
export function hasModifierKeys(data: Record<string, unknown>): boolean {
  return Object.keys(data).some((key) => key.endsWith("+") || key.endsWith("-"));
}

function applyModifier(field: SchemaField, base: unknown, modifier: "+" | "-", value: unknown): unknown {
  let resolved = base;
  if (field.type === "number") {
    resolved = castToNumber(base) + (modifier === "+" ? 1 : -1) * castToNumber(value);
  } else if (field.type === "select" || field.type === "relation") {
    const current = toUniqueStrings(base);
    const given = toUniqueStrings(value);
    resolved = modifier === "+" ? [...current, ...given] : current.filter((v) => !given.includes(v));
  } else if (field.type === "file" && modifier === "-") {
    const given = toUniqueStrings(value);
    resolved = toUniqueStrings(base).filter((v) => !given.includes(v));
  }
  return normaliseFieldValue(field, resolved);
}

/**
 * A copy of `data` with every modifier key folded into its field (`+` then `-`, starting from the
 * submitted value or else the record's current value) and the legacy file removal keys applied.
 */
export function replaceModifiers(
  collection: Collection,
  data: Record<string, unknown>,
  current: Record<string, unknown>,
): Record<string, unknown> {
  const out = { ...data };
  for (const field of collection.schema) {
    const key = field.name;
    for (const modifier of ["+", "-"] as const) {
      if (!Object.hasOwn(out, `${key}${modifier}`)) continue;
      const base = Object.hasOwn(out, key) ? out[key] : current[key];
      out[key] = applyModifier(field, base, modifier, out[`${key}${modifier}`]);
      delete out[`${key}${modifier}`];
    }
    if (field.type !== "file") continue;
    const names = toUniqueStrings(Object.hasOwn(out, key) ? out[key] : current[key]);
    const toDelete: string[] = [];
    for (const name of names) {
      const named = `${key}.${name}`;
      if (Object.hasOwn(out, named) && castToString(out[named]) === "") {
        toDelete.push(name);
        delete out[named];
      }
    }
    const indexed = new RegExp(`^${key.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\.(\\d+)$`);
    for (const candidate of Object.keys(out)) {
      const m = indexed.exec(candidate);
      if (!m || castToString(out[candidate]) !== "") continue;
      const index = Number(m[1]);
      if (index >= names.length) continue;
      toDelete.push(names[index]);
      delete out[candidate];
    }
    if (toDelete.length > 0)
      out[key] = normaliseFieldValue(
        field,
        names.filter((n) => !toDelete.includes(n)),
      );
  }
  return out;
}
