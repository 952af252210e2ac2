/** @module Validation of an optional backup name. */

/** Backup names: lowercase letters, digits, `_` or `-`, ending in `.zip`. */
export const BACKUP_NAME_PATTERN = /^[a-z0-9_-]+\.zip$/;

/** The error for a typed name, or "" when it is empty (auto-generated) or valid. */
export function backupNameError(name: string): string {
  const value = name.trim();
  if (!value || BACKUP_NAME_PATTERN.test(value)) return "";
  return "Must be in the format [a-z0-9_-].zip";
}

/** Whether a picked file may be uploaded as a backup (a .zip by name or type). */
export function isZipFile(file: { name: string; type: string }): boolean {
  return (
    /\.zip$/i.test(file.name) ||
    file.type === "application/zip" ||
    file.type === "application/x-zip-compressed"
  );
}
