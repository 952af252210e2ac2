/** @module The settings object shared by the settings pages: load once per page, save a partial patch. */
import { atom } from "nanostores";
import {
  type NewerSettingsGroups,
  type SettingsApi,
  settingsApi,
} from "../../../../shared/client/generations/settings-api.ts";
import type { Settings } from "../../../../shared/client/settings.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { applyAppMeta } from "../app.ts";
import { backendGeneration } from "../connection.ts";
import { resetFieldErrors } from "../field-errors.ts";
import { addSuccessToast } from "../toasts.ts";

/** The settings as the pages see them, whatever the server's generation (the adapter maps them). */
export type ConsoleSettings = Settings & NewerSettingsGroups;

/** The settings API of the connected backend's generation. */
export function settingsOfBackend(): SettingsApi {
  return settingsApi(pb, backendGeneration());
}

/** The last settings read or saved (secrets masked); never persisted. */
export const $settings = atom<ConsoleSettings | null>(null);
export const $settingsLoading = atom(false);

/** Reads the settings (shown with a loader by the page). */
export async function loadSettings(): Promise<void> {
  $settingsLoading.set(true);
  try {
    const settings = await settingsOfBackend().read("settings_load");
    $settings.set(settings);
    applyAppMeta(settings.meta);
  } catch (err) {
    handleApiError(err);
  } finally {
    $settingsLoading.set(false);
  }
}

/**
 * Saves the groups in `patch` (masked values left out); on success the settings reload from the
 * answer and `successMessage` is toasted (unless empty). Answers whether it saved.
 */
export async function saveSettings(patch: Record<string, unknown>, successMessage: string): Promise<boolean> {
  try {
    const settings = await settingsOfBackend().save(patch);
    resetFieldErrors();
    $settings.set(settings);
    applyAppMeta(settings.meta);
    if (successMessage) addSuccessToast(successMessage);
    return true;
  } catch (err) {
    handleApiError(err);
    return false;
  }
}
