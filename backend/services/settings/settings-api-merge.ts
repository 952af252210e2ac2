/**
 * @module Deep-merging a PATCH body into the current settings the way Go decodes JSON into the
 * settings struct: members merge one by one, unknown keys are ignored, `null` leaves a value as it
 * is (but empties a list), and a value of the wrong JSON type makes the whole body unreadable.
 */
import type { Settings } from "./settings-defaults.ts";

/** Thrown when a member of the body does not fit the type of the setting it targets. */
export class SettingsDecodeError extends Error {}

// Go decodes JSON numbers into int/int64 fields: no fractions, nothing beyond the exact range
function isGoInteger(value: unknown): value is number {
  return typeof value === "number" && Number.isSafeInteger(value);
}

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === "object" && !Array.isArray(value);
}

function mergeValue(current: unknown, patch: unknown, path: string): unknown {
  if (Array.isArray(current) || (current === null && (patch === null || Array.isArray(patch)))) {
    // string lists (the deprecated emailAuth domains): replaced whole, null empties them
    if (patch === null) return null;
    if (!Array.isArray(patch) || !patch.every((item) => typeof item === "string"))
      throw new SettingsDecodeError(`cannot decode ${path}`);
    return [...patch];
  }
  if (patch === null) return current;
  if (isObject(current)) {
    if (!isObject(patch)) throw new SettingsDecodeError(`cannot decode ${path}`);
    const out: Record<string, unknown> = { ...current };
    for (const [key, value] of Object.entries(patch)) {
      if (!Object.hasOwn(current, key)) continue;
      out[key] = mergeValue(current[key], value, `${path}.${key}`);
    }
    return out;
  }
  if (typeof current === "string" && typeof patch === "string") return patch;
  if (typeof current === "boolean" && typeof patch === "boolean") return patch;
  if (typeof current === "number" && isGoInteger(patch)) return patch;
  throw new SettingsDecodeError(`cannot decode ${path}`);
}

/**
 * A new settings object: `patch` merged over `current` (which is left untouched).
 * @throws SettingsDecodeError when the body is not an object or a member has the wrong type.
 */
export function mergeSettingsPatch(current: Settings, patch: unknown): Settings {
  if (patch === null || patch === undefined) return structuredClone(current);
  if (!isObject(patch)) throw new SettingsDecodeError("the body must be an object");
  return mergeValue(structuredClone(current), patch, "settings") as Settings;
}
