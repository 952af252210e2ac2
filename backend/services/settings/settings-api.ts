/** @module Reading and updating the settings through the API: redaction, merge, validation, save, side effects. */
import { REDACTED } from "../../../shared/client/settings.ts";
import type { Backend } from "../../context.ts";
import { badRequest, validationFailed } from "../../errors.ts";
import { purgeRequestLogs } from "../logs/logs.ts";
import { saveSettings } from "./settings.ts";
import { mergeSettingsPatch, SettingsDecodeError } from "./settings-api-merge.ts";
import { oauth2Providers, type Settings, tokenKinds } from "./settings-defaults.ts";
import { validateSettings } from "./settings-validation.ts";

/** The value the API shows instead of a non-empty secret (the client's REDACTED). */
export const secretMask = REDACTED;

const mask = (value: string): string => (value === "" ? "" : secretMask);

/** A copy of the settings with every secret (http-api §3.9.1) replaced by `******` when it is set. */
export function redactSettings(settings: Settings): Settings {
  const out = structuredClone(settings);
  out.smtp.password = mask(out.smtp.password);
  out.s3.secret = mask(out.s3.secret);
  out.backups.s3.secret = mask(out.backups.s3.secret);
  for (const kind of tokenKinds) out[kind].secret = mask(out[kind].secret);
  for (const [key] of oauth2Providers) out[key].clientSecret = mask(out[key].clientSecret);
  return out;
}

/**
 * Merges `patch` (a parsed JSON body) over the current settings, validates the result as a whole,
 * saves it and makes it current; then purges the request logs per the new `logs.maxDays`.
 * Nothing changes when any step before the save fails.
 * @throws ApiError 400 "An error occurred while loading the submitted data." for a body of the wrong shape,
 * 400 with nested field errors for invalid settings, 400 "An error occurred while submitting the form." when saving fails.
 */
export function updateSettings(backend: Backend, patch: unknown): Settings {
  let merged: Settings;
  try {
    merged = mergeSettingsPatch(backend.settings, patch);
  } catch (err) {
    if (err instanceof SettingsDecodeError)
      throw badRequest("An error occurred while loading the submitted data.");
    throw err;
  }
  const errors = validateSettings(merged);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  try {
    saveSettings(backend.db, merged, backend.encryptionKey);
  } catch {
    throw badRequest("An error occurred while submitting the form.");
  }
  const previous = backend.settings;
  backend.settings = merged;
  for (const listener of backend.onSettingsChange) listener(previous);
  try {
    purgeRequestLogs(backend.logsDb, merged.logs.maxDays);
  } catch (err) {
    // the settings are saved; a busy logs.db is purged again after later requests
    if (process.env.PBDECK_DEBUG) console.error("request log purge failed:", err);
  }
  return merged;
}
