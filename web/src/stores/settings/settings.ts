/** @module The settings object shared by the settings pages: load once per page, save a partial patch. */
import { atom } from "nanostores";
import { getSettings, type Settings, updateSettings } from "../../../../shared/client/settings.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { applyAppMeta } from "../app.ts";
import { resetFieldErrors } from "../field-errors.ts";
import { addSuccessToast } from "../toasts.ts";

/** The last settings read or saved (secrets redacted by the server); never persisted. */
export const $settings = atom<Settings | null>(null);
export const $settingsLoading = atom(false);

/** Reads the settings (shown with a loader by the page). */
export async function loadSettings(): Promise<void> {
  $settingsLoading.set(true);
  try {
    const settings = await getSettings(pb, "settings_load");
    $settings.set(settings);
    applyAppMeta(settings.meta);
  } catch (err) {
    handleApiError(err);
  } finally {
    $settingsLoading.set(false);
  }
}

/**
 * Saves the groups in `patch` (redacted values left out); on success the settings reload from the
 * answer and `successMessage` is toasted (unless empty). Answers whether it saved.
 */
export async function saveSettings(patch: Record<string, unknown>, successMessage: string): Promise<boolean> {
  try {
    const settings = await updateSettings(pb, patch);
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
