/** @module App-wide UI state: page title, app name and the hide-controls flag from settings. */
import { atom } from "nanostores";
import { pb } from "../lib/api.ts";
import { isAbortError } from "../lib/handle-api-error.ts";

export const $pageTitle = atom("");
export const $appName = atom("");
/** Whether the collection editing controls are hidden (meta.hideControls of the settings). */
export const $hideControls = atom(false);

/** Sets the current page's title. */
export function setPageTitle(title: string): void {
  $pageTitle.set(title);
}

/** Applies the app name and hide-controls flag of freshly read or saved settings (titles update at once). */
export function applyAppMeta(meta: { appName?: string; hideControls?: boolean } | undefined): void {
  $appName.set(meta?.appName ?? "");
  $hideControls.set(!!meta?.hideControls);
}

/** Reads meta.appName and meta.hideControls from the settings (admins only); a failure is only a warning. */
export async function loadAppSettings(): Promise<void> {
  try {
    const settings = (await pb.settings.getAll({ requestKey: "app_settings" })) as {
      meta?: { appName?: string; hideControls?: boolean };
    };
    applyAppMeta(settings.meta);
  } catch (err) {
    // the shell works without them (default name, controls shown): no toast, as the spec asks
    if (!isAbortError(err)) console.warn("Failed to load the application settings.", err);
  }
}
