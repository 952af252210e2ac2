/** @module Backup names: the pattern for explicit names and the generated ones (data-model §7.1). */
import { snakeCase } from "../../storage/file-names.ts";

/** What an explicit backup name must match. */
export const backupNamePattern = /^[a-z0-9_-]+\.zip$/;

/** Prefix of manual backups' generated names. */
export const manualPrefix = "pb_backup_";
/** Prefix of scheduled backups' names; only those are pruned. */
export const autoPrefix = "@auto_pb_backup_";

function timestamp(now: Date): string {
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${now.getUTCFullYear()}${pad(now.getUTCMonth() + 1)}${pad(now.getUTCDate())}${pad(now.getUTCHours())}${pad(now.getUTCMinutes())}${pad(now.getUTCSeconds())}`;
}

/**
 * `<prefix><snake app name, 50 chars at most>_<YYYYMMDDHHMMSS>.zip`, in UTC.
 * @example generatedBackupName(manualPrefix, "Acme", date) // "pb_backup_acme_20230901100405.zip"
 */
export function generatedBackupName(prefix: string, appName: string, now = new Date()): string {
  return `${prefix}${snakeCase(appName).slice(0, 50)}_${timestamp(now)}.zip`;
}

/** Whether a key can be a stored backup: no path parts, no sidecar. */
export function isPlainBackupKey(key: string): boolean {
  return (
    key !== "" &&
    key !== "." &&
    key !== ".." &&
    !key.includes("/") &&
    !key.includes("\\") &&
    !key.includes("\0") &&
    !key.endsWith(".attrs")
  );
}
