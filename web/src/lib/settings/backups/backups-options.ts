/** @module The auto-backup settings form: its shape, presets and what a save sends. */
import { REDACTED, type S3Options } from "../../../../../shared/client/settings.ts";

/** The backups' S3 block has the files storage's shape. */
export type BackupsS3 = S3Options;

export interface BackupsOptions {
  cron: string;
  cronMaxKeep: number;
  s3: BackupsS3;
}

// the value the server sends instead of a secret, re-exported for the backups form
export { REDACTED };

/** Cron presets offered beside the custom expression (UTC). */
export const CRON_PRESETS: readonly { label: string; cron: string }[] = [
  { label: "Every day at 00:00h", cron: "0 0 * * *" },
  { label: "Every Sunday at 00:00h", cron: "0 0 * * 0" },
  { label: "Every Mon and Wed at 00:00h", cron: "0 0 * * 1,3" },
  { label: "Every first day of the month at 00:00h", cron: "0 0 1 * *" },
];

/** The form values from a settings object (missing parts become defaults). */
export function backupsOptionsFrom(settings: Record<string, unknown>): BackupsOptions {
  const b = (settings.backups ?? {}) as Partial<BackupsOptions>;
  const s3 = (b.s3 ?? {}) as Partial<BackupsS3>;
  return {
    cron: b.cron ?? "",
    cronMaxKeep: typeof b.cronMaxKeep === "number" ? b.cronMaxKeep : 3,
    s3: {
      enabled: !!s3.enabled,
      endpoint: s3.endpoint ?? "",
      bucket: s3.bucket ?? "",
      region: s3.region ?? "",
      accessKey: s3.accessKey ?? "",
      secret: s3.secret ?? "",
      forcePathStyle: !!s3.forcePathStyle,
    },
  };
}

/** Whether two forms differ. */
export function optionsChanged(a: BackupsOptions, b: BackupsOptions): boolean {
  return JSON.stringify(a) !== JSON.stringify(b);
}

/** The `backups` group to PATCH: auto backups off clears the cron; a still-redacted secret is left out. */
export function backupsPatch(
  form: BackupsOptions,
  autoEnabled: boolean,
): { backups: Record<string, unknown> } {
  const s3: Record<string, unknown> = { ...form.s3 };
  if (s3.secret === REDACTED) delete s3.secret;
  return { backups: { cron: autoEnabled ? form.cron.trim() : "", cronMaxKeep: form.cronMaxKeep, s3 } };
}
