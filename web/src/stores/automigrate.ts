/** @module Whether the backend writes a migration for each collection change (the embedded backend's `serve --automigrate`). */
import { atom, onMount } from "nanostores";
import { pb } from "../lib/api.ts";
import { handleApiError } from "../lib/handle-api-error.ts";
import { backendIsEmbedded } from "./connection.ts";

/** True only when the health check says `automigrate: true`; a remote PocketBase never does. */
export const $automigrate = atom(false);

/** Reads the health check once. */
export async function loadAutomigrate(): Promise<void> {
  try {
    const health = await pb.health.check({ requestKey: "automigrate" });
    $automigrate.set((health.data as { automigrate?: unknown } | undefined)?.automigrate === true);
  } catch (err) {
    // a failed health check is no reason to interrupt editing with a toast
    handleApiError(err, { notify: false });
  }
}

// asked when something first shows the flag (the collection editor), of the embedded backend only
onMount($automigrate, () => {
  if (backendIsEmbedded()) void loadAutomigrate();
});
