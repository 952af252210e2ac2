/** @module The saved auto-backup settings, saving them and the S3 test of the backups storage. */
import { atom } from "nanostores";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import {
  type BackupsOptions,
  backupsOptionsFrom,
  backupsPatch,
} from "../../lib/settings/backups/backups-options.ts";
import { resetFieldErrors } from "../field-errors.ts";
import { settingsOfBackend } from "../settings/settings.ts";
import { addSuccessToast } from "../toasts.ts";
import { loadBackups } from "./backups.ts";

/** S3 test timeout in ms. */
export const S3_TEST_TIMEOUT_MS = 30_000;

export type S3Status =
  | { state: "idle" }
  | { state: "testing" }
  | { state: "ok" }
  | { state: "failed"; error: string };

export const $backupsOptions = atom<BackupsOptions | null>(null);
export const $backupsOptionsSaving = atom(false);
export const $backupsS3Status = atom<S3Status>({ state: "idle" });

/**
 * Loads the settings' `backups` group (a failure is only logged), through the generation's
 * adapter: a v0.23+ server leaves the S3 secret out, which must not be saved back as empty.
 */
export async function loadBackupsOptions(): Promise<void> {
  try {
    $backupsOptions.set(backupsOptionsFrom(await settingsOfBackend().read("backupsOptions")));
  } catch (err) {
    if (!(err as { isAbort?: boolean }).isAbort) console.warn("failed to load the backups settings", err);
  }
}

/** Saves the form; on success the settings and the backups list reload. */
export async function saveBackupsOptions(form: BackupsOptions, autoEnabled: boolean): Promise<boolean> {
  $backupsOptionsSaving.set(true);
  resetFieldErrors();
  try {
    const saved = await settingsOfBackend().save(backupsPatch(form, autoEnabled));
    $backupsOptions.set(backupsOptionsFrom(saved));
    addSuccessToast("Successfully saved backups settings.");
    void loadBackups();
    return true;
  } catch (err) {
    handleApiError(err);
    return false;
  } finally {
    $backupsOptionsSaving.set(false);
  }
}

/** Tests the saved S3 settings of the backups storage (30 s timeout). */
export async function testBackupsS3(): Promise<void> {
  $backupsS3Status.set({ state: "testing" });
  const timer = setTimeout(() => {
    pb.cancelRequest("testBackupsS3");
    $backupsS3Status.set({ state: "failed", error: "S3 test connection timeout." });
  }, S3_TEST_TIMEOUT_MS);
  try {
    await pb.settings.testS3("backups", { requestKey: "testBackupsS3" });
    $backupsS3Status.set({ state: "ok" });
  } catch (err) {
    const e = err as { isAbort?: boolean; response?: { message?: string; data?: { message?: string } } };
    if (e.isAbort) return;
    $backupsS3Status.set({ state: "failed", error: e.response?.data?.message || e.response?.message || "" });
  } finally {
    clearTimeout(timer);
  }
}
