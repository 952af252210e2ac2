/** @module Whether a backup or restore may start (health `canBackup`, polled), and the reconnect after a restore. */
import { atom } from "nanostores";
import { waitForBackupsIdle } from "../../../../shared/client/backups.ts";
import { pb } from "../../lib/api.ts";
import { addSuccessToast } from "../toasts.ts";

/** Health poll interval in ms. */
export const HEALTH_POLL_MS = 3000;
/** Delay before the console starts waiting for the restored backend. */
export const RESTORE_RELOAD_MS = 2000;
/** sessionStorage key carrying the restored backup's name across the reload. */
const RESTORED_KEY = "pbdeck_restored_backup";

/** null until the first answer. */
export const $canBackup = atom<boolean | null>(null);
/** The key of the backup being restored, while the console waits for the backend. */
export const $restoring = atom<string | null>(null);
/** The 2 s before the reload have passed and the backend's health still says it is busy. */
export const $restoreWaitsForBackend = atom(false);

/** Reads the health check once; errors leave the last value (they are ignored). */
export async function checkCanBackup(): Promise<boolean | null> {
  try {
    const health = await pb.health.check({ requestKey: null });
    const can = (health.data as { canBackup?: boolean } | undefined)?.canBackup !== false;
    $canBackup.set(can);
    return can;
  } catch {
    return $canBackup.get();
  }
}

/** Polls the health check every 3 s; `onPossible` runs when it turns from not possible to possible. */
export function pollCanBackup(onPossible: () => void): () => void {
  let previous = $canBackup.get();
  const tick = async () => {
    const now = await checkCanBackup();
    if (previous === false && now === true) onPossible();
    previous = now;
  };
  void tick();
  const timer = setInterval(tick, HEALTH_POLL_MS);
  return () => clearInterval(timer);
}

/** After an accepted restore: wait, reconnect once the backend answers, then reload the console. */
export async function reconnectAfterRestore(key: string): Promise<void> {
  $restoring.set(key);
  await new Promise((done) => setTimeout(done, RESTORE_RELOAD_MS));
  try {
    // the backend swaps its data in the background; health says when it is done
    await waitForBackupsIdle(pb, 10 * 60_000, 500, () => $restoreWaitsForBackend.set(true));
  } catch {
    // still busy after 10 minutes: reload anyway, the page shows the state it finds
  }
  sessionStorage.setItem(RESTORED_KEY, key);
  location.reload();
}

/** Says so after the reload that followed a restore. */
export function announceRestore(): void {
  const key = sessionStorage.getItem(RESTORED_KEY);
  if (!key) return;
  sessionStorage.removeItem(RESTORED_KEY);
  addSuccessToast(`The backend finished restoring ${key} and the console reconnected.`);
}
