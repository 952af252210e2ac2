/** @module Scheduled backups (data-model §7.4): croner on `settings.backups.cron` in UTC, then rotation. */
import { Cron } from "croner";
import type { Backend } from "../../context.ts";
import { cronMacros } from "../settings/settings-validation-rules.ts";
import { runBackup } from "./backup-create.ts";
import { activeBackup } from "./backup-marker.ts";
import { autoPrefix, generatedBackupName } from "./backup-names.ts";
import { backupsStorage } from "./backup-storage.ts";

/** Keeps the newest `keep` scheduled backups (by modification time) and deletes the others. */
export async function pruneAutoBackups(backend: Backend, keep: number): Promise<void> {
  if (keep <= 0) return;
  const storage = backupsStorage(backend);
  const autos: Array<{ key: string; time: number }> = [];
  for (const key of await storage.list(autoPrefix)) {
    const attrs = await storage.attributes(key);
    if (attrs) autos.push({ key, time: attrs.modTime.getTime() });
  }
  autos.sort((a, b) => b.time - a.time || (a.key < b.key ? 1 : -1));
  for (const { key } of autos.slice(keep)) await storage.delete(key);
}

/** One scheduled run: a backup named `@auto_pb_backup_...`, then the rotation. Skipped while another runs. */
export async function runAutoBackup(backend: Backend): Promise<void> {
  if (activeBackup(backend) !== null) return;
  await runBackup(backend, generatedBackupName(autoPrefix, backend.settings.meta.appName));
  await pruneAutoBackups(backend, backend.settings.backups.cronMaxKeep);
}

/** Schedules auto backups from the settings and reschedules them whenever the cron setting changes. */
export function startAutoBackups(backend: Backend): void {
  let job: Cron | null = null;
  const schedule = () => {
    job?.stop();
    job = null;
    const expression = backend.settings.backups.cron.trim();
    if (expression === "") return;
    try {
      job = new Cron(cronMacros[expression] ?? expression, { timezone: "UTC", protect: true }, () =>
        runAutoBackup(backend).catch((err) =>
          console.error(`pbdeck: the scheduled backup failed: ${(err as Error).message}`),
        ),
      );
    } catch (err) {
      // validated on save; a hand-edited row must not stop the server
      console.error(`pbdeck: invalid backups.cron ${JSON.stringify(expression)}: ${(err as Error).message}`);
    }
  };
  schedule();
  backend.onSettingsChange.push((previous) => {
    if (previous.backups.cron !== backend.settings.backups.cron) schedule();
  });
  backend.onClose.push(() => job?.stop());
}
