/** @module Looking inside a backup: whether the backend can, and the comparison with live data. */
import { atom } from "nanostores";
import {
  type BackupComparisonRow,
  compareBackupToLive,
  inspectBackup,
} from "../../../shared/client/backups.ts";
import { pb } from "../lib/api.ts";
import { handleApiError } from "../lib/handle-api-error.ts";

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

/** Finds out once whether the backend can inspect, using the smallest backup. */
export async function probeInspect(backups: readonly { key: string; size: number }[]): Promise<void> {
  if ($canInspect.get() !== null || backups.length === 0) return;
  const smallest = [...backups].sort((a, b) => a.size - b.size)[0];
  try {
    $canInspect.set((await inspectBackup(pb, smallest.key)) !== null);
  } catch (err) {
    // any answer but 404 comes from the endpoint (an unreadable archive gives 400); no answer proves nothing
    if (((err as { status?: number }).status ?? 0) > 0) $canInspect.set(true);
  }
}

export function closeInspection(): void {
  $inspection.set(null);
}
