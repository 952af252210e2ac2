/** @module Looking inside a backup: whether the backend can, and the comparison with live data. */
import { atom } from "nanostores";
import {
  type BackupComparisonRow,
  compareBackupToLive,
  inspectBackup,
  probeInspectEndpoint,
} from "../../../../shared/client/backups.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { mayHavePbdeckEndpoints } from "../connection.ts";

/** null until probed; false on backends without the inspect endpoint (a real PocketBase). */
export const $canInspect = atom<boolean | null>(null);
export const $inspection = atom<{ key: string; rows: BackupComparisonRow[] } | null>(null);
export const $inspectLoading = atom<string | null>(null);

/** Inspects one backup; a backend without the endpoint hides the action from then on. */
export async function inspect(key: string): Promise<void> {
  $inspectLoading.set(key);
  try {
    const result = await inspectBackup(pb, key);
    if (!result) {
      $canInspect.set(false);
      $inspection.set(null);
      return;
    }
    $canInspect.set(true);
    $inspection.set({ key, rows: compareBackupToLive(result) });
  } catch (err) {
    handleApiError(err);
  } finally {
    $inspectLoading.set(null);
  }
}

const PROBE_STORAGE_KEY = "pbdeck_can_inspect";

/**
 * Finds out once per browser session whether the backend has the inspect endpoint, with one cheap
 * request for a backup that does not exist (no archive is read). A server of a newer API is not asked.
 */
export async function probeInspect(): Promise<void> {
  if ($canInspect.get() !== null) return;
  if (!mayHavePbdeckEndpoints()) {
    $canInspect.set(false);
    return;
  }
  const remembered = sessionStorage.getItem(PROBE_STORAGE_KEY);
  if (remembered === "1" || remembered === "0") {
    $canInspect.set(remembered === "1");
    return;
  }
  const can = await probeInspectEndpoint(pb);
  if (can === null) return;
  sessionStorage.setItem(PROBE_STORAGE_KEY, can ? "1" : "0");
  $canInspect.set(can);
}

export function closeInspection(): void {
  $inspection.set(null);
}
