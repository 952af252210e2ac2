/**
 * @module Typed helpers over `pb.backups` and pbdeck's inspect endpoint: list, create, delete, restore,
 * upload and download with progress (from backup-transfer.ts), and a comparison of a backup's record
 * counts with the live data.
 */
import type PocketBase from "pocketbase";
import { ClientResponseError } from "pocketbase";

/** One backup archive of the backups storage (http-api §2.8). */
export interface BackupFileInfo {
  key: string;
  size: number;
  modified: string;
}

/** One collection with its record count (`records` is null for views). */
export interface CollectionCount {
  name: string;
  type: "base" | "auth" | "view";
  records: number | null;
}

/** What `GET /api/backups/{key}/inspect` answers: the archive's collections beside the live ones. */
export interface BackupInspection {
  key: string;
  archive: CollectionCount[];
  live: CollectionCount[];
}

/** What restoring the backup would do to one collection of the live data. */
export type BackupChange = "added" | "removed" | "more" | "fewer" | "same";

/** One line of {@link compareBackupToLive}. */
export interface BackupComparisonRow {
  name: string;
  type: CollectionCount["type"];
  /** Records in the archive; null when the archive lacks the collection or it is a view. */
  archiveRecords: number | null;
  /** Records in the live data; null when the live data lacks the collection or it is a view. */
  liveRecords: number | null;
  change: BackupChange;
}

/**
 * Every backup, newest first (the API lists them by key).
 * @throws ClientResponseError 401 for non-admins.
 */
export async function listBackups(pb: PocketBase): Promise<BackupFileInfo[]> {
  const items = (await pb.backups.getFullList()) as BackupFileInfo[];
  return [...items].sort((a, b) => (a.modified < b.modified ? 1 : a.modified > b.modified ? -1 : 0));
}

/**
 * Creates a backup and resolves once the archive is stored; an empty name lets the server choose one.
 * @throws ClientResponseError 400 for an invalid or taken name, or while another backup/restore runs.
 */
export async function createBackup(pb: PocketBase, name = ""): Promise<void> {
  await pb.backups.create(name);
}

/**
 * Deletes one backup.
 * @throws ClientResponseError 400 when it does not exist or is in use.
 */
export async function deleteBackup(pb: PocketBase, key: string): Promise<void> {
  await pb.backups.delete(key);
}

/**
 * Starts restoring a backup; the server answers at once and swaps its data shortly after, so the
 * API may be briefly unavailable. Use {@link waitForRestore} to know when it is done.
 * @throws ClientResponseError 400 for an unknown or invalid archive, or while another backup/restore runs.
 */
export async function restoreBackup(pb: PocketBase, key: string): Promise<void> {
  await pb.backups.restore(key);
}

/**
 * How long a restore may take to show it started. PocketBase v0.18 answers the request at once and
 * starts restoring about a second later; until then its health still says `canBackup: true`.
 */
const RESTORE_START_MS = 5_000;

/** Whether health says no backup or restore runs (false as well while the server does not answer). */
async function backupsIdle(pb: PocketBase): Promise<boolean> {
  try {
    const health = await pb.health.check({ requestKey: null });
    return (health as { data?: { canBackup?: boolean } }).data?.canBackup !== false;
  } catch {
    // the server may be restarting after a restore
    return false;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Resolves once `GET /api/health` answers with `canBackup: true` (no backup or restore running);
 * connection failures while a server restarts are retried. `onBusy` runs once, when the first look
 * finds it busy (so a caller can say it is waiting).
 * @throws Error when it is still busy after `timeoutMs`.
 */
export async function waitForBackupsIdle(
  pb: PocketBase,
  timeoutMs = 60_000,
  pollMs = 200,
  onBusy?: () => void,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let first = true;
  while (!(await backupsIdle(pb))) {
    if (first) onBusy?.();
    first = false;
    if (Date.now() > deadline) throw new Error("the backup or restore is still running");
    await pause(pollMs);
  }
}

/**
 * After {@link restoreBackup}: resolves once the restored data is served. It first waits (up to 5 s)
 * for the restore to show it started, busy or restarting, since a real PocketBase is still idle for
 * about a second after accepting it; then for the backend to be idle again.
 * @throws Error when it is still busy after `timeoutMs`.
 */
export async function waitForRestore(pb: PocketBase, timeoutMs = 60_000, pollMs = 200): Promise<void> {
  const startBy = Date.now() + RESTORE_START_MS;
  // a restore that ended before the first look (little data) is never seen busy: hence the bound
  while (Date.now() < startBy && (await backupsIdle(pb))) await pause(pollMs);
  await waitForBackupsIdle(pb, timeoutMs, pollMs);
}

/**
 * The archive's collections and record counts beside the live ones, or null when the server has no
 * inspect endpoint (a real PocketBase answers 404): UIs then hide "Inspect".
 * @throws ClientResponseError 400 for an unknown or unreadable archive, 401 for non-admins.
 */
export async function inspectBackup(pb: PocketBase, key: string): Promise<BackupInspection | null> {
  try {
    return await pb.send<BackupInspection>(`/api/backups/${encodeURIComponent(key)}/inspect`, {
      method: "GET",
      requestKey: null,
    });
  } catch (err) {
    if (err instanceof ClientResponseError && err.status === 404) return null;
    throw err;
  }
}

/** A backup name no archive has: pbdeck answers 400 for it at once, a PocketBase server 404 (no such route). */
export const INSPECT_PROBE_KEY = "pbdeck-inspect-probe.zip";

/**
 * Whether the backend has the inspect endpoint, with one cheap request for a backup that does not
 * exist (no archive is read): false on a real PocketBase, null when no answer came (nothing proven).
 */
export async function probeInspectEndpoint(pb: PocketBase): Promise<boolean | null> {
  try {
    return (await inspectBackup(pb, INSPECT_PROBE_KEY)) !== null;
  } catch (err) {
    // any answer but 404 comes from the endpoint; no answer at all proves nothing
    return err instanceof ClientResponseError && err.status > 0 ? true : null;
  }
}

function changeOf(archive: CollectionCount | undefined, live: CollectionCount | undefined): BackupChange {
  if (!live) return "added";
  if (!archive) return "removed";
  if (archive.records === null || live.records === null || archive.records === live.records) return "same";
  return archive.records > live.records ? "more" : "fewer";
}

/**
 * One row per collection of either side, sorted by name: "added" when only the archive has it,
 * "removed" when only the live data has it, "more"/"fewer" when the archive has more/fewer records.
 * @example compareBackupToLive(await inspectBackup(pb, key)).filter((row) => row.change !== "same")
 */
export function compareBackupToLive(inspection: BackupInspection): BackupComparisonRow[] {
  const archive = new Map(inspection.archive.map((c) => [c.name, c]));
  const live = new Map(inspection.live.map((c) => [c.name, c]));
  const names = [...new Set([...archive.keys(), ...live.keys()])].sort((a, b) => a.localeCompare(b));
  return names.map((name) => {
    const a = archive.get(name);
    const l = live.get(name);
    return {
      name,
      type: (a ?? l)?.type ?? "base",
      archiveRecords: a?.records ?? null,
      liveRecords: l?.records ?? null,
      change: changeOf(a, l),
    };
  });
}

export {
  type BackupDownload,
  backupDownloadUrl,
  downloadBackup,
  type ProgressCallback,
  uploadBackup,
} from "./backup-transfer.ts";
