/** @module Backups: the list (newest first), create, upload, download, delete and restore. */
import { atom } from "nanostores";
import {
  type BackupFileInfo,
  backupDownloadUrl,
  createBackup,
  deleteBackup,
  listBackups,
  restoreBackup,
  uploadBackup,
} from "../../../../shared/client/backups.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError, isAbortError } from "../../lib/handle-api-error.ts";
import { sortBackups } from "../../lib/settings/backups/backups-order.ts";
import { downloadUrl } from "../../lib/settings/export-import/download-text.ts";
import { addErrorToast, addSuccessToast } from "../toasts.ts";

export type BackupFile = BackupFileInfo;

export const $backups = atom<BackupFile[]>([]);
export const $backupsLoading = atom(false);
/** Keys of rows whose download or delete runs (their buttons are disabled). */
export const $backupsBusy = atom<Record<string, "download" | "delete" | undefined>>({});
/** 0..1 while an upload runs, null otherwise. */
export const $uploadProgress = atom<number | null>(null);

function setBusy(key: string, what: "download" | "delete" | undefined): void {
  $backupsBusy.set({ ...$backupsBusy.get(), [key]: what });
}

/** Loads the backups list, newest modified first. On failure the list is cleared. */
export async function loadBackups(): Promise<void> {
  $backupsLoading.set(true);
  try {
    const list = await listBackups(pb);
    $backups.set(sortBackups(list));
  } catch (err) {
    if (isAbortError(err)) return;
    $backups.set([]);
    handleApiError(err, { notify: (err as { status?: number }).status !== 400 });
  } finally {
    $backupsLoading.set(false);
  }
}

/** Starts a backup (name optional); resolves true once it is written, false on failure. */
export async function startBackup(name: string): Promise<boolean> {
  try {
    await createBackup(pb, name.trim() || undefined);
    addSuccessToast("Successfully generated new backup.");
    void loadBackups();
    return true;
  } catch (err) {
    handleApiError(err);
    return false;
  }
}

/** Uploads a zip archive, reporting progress; the file field's own error becomes the toast. */
export async function uploadBackupFile(file: File): Promise<boolean> {
  $uploadProgress.set(0);
  try {
    await uploadBackup(pb, file, (sent, total) => $uploadProgress.set(total > 0 ? sent / total : 0));
    addSuccessToast("Successfully uploaded a new backup.");
    void loadBackups();
    return true;
  } catch (err) {
    const fileError = (err as { response?: { data?: { file?: { message?: string } } } }).response?.data?.file;
    if (fileError?.message) addErrorToast(fileError.message);
    else handleApiError(err);
    return false;
  } finally {
    $uploadProgress.set(null);
  }
}

/** Starts a browser download of a backup through a short-lived file token URL. */
export async function downloadBackupFile(key: string): Promise<void> {
  setBusy(key, "download");
  try {
    downloadUrl(await backupDownloadUrl(pb, key), key);
  } catch (err) {
    handleApiError(err);
  } finally {
    setBusy(key, undefined);
  }
}

/** Deletes a backup; `Successfully deleted {name}.` and a list refresh on success. */
export async function removeBackup(key: string): Promise<void> {
  setBusy(key, "delete");
  try {
    await deleteBackup(pb, key);
    addSuccessToast(`Successfully deleted ${key}.`);
    $backups.set($backups.get().filter((b) => b.key !== key));
  } finally {
    setBusy(key, undefined);
  }
}

/** Asks the backend to restore a backup; resolves true when it accepted. Failures toast the server's message. */
export async function startRestore(key: string): Promise<boolean> {
  try {
    await restoreBackup(pb, key);
    return true;
  } catch (err) {
    if (isAbortError(err)) return false;
    const e = err as { response?: { message?: string }; message?: string };
    addErrorToast(e.response?.message || e.message || "Failed to restore the backup.");
    return false;
  }
}
