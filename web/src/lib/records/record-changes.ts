/** @module Change detection for the record editor. */
import type { Collection } from "../../../../shared/models.ts";

/** Fields never compared: files are tracked as uploads and deletions, passwords are write-only. */
const IGNORED_AUTH_KEYS = ["password", "passwordConfirm", "expand"];

function comparable(record: Record<string, unknown>, collection: Pick<Collection, "schema">) {
  const files = new Set(collection.schema.filter((f) => f.type === "file").map((f) => f.name));
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(record).sort()) {
    if (files.has(key) || IGNORED_AUTH_KEYS.includes(key)) continue;
    const value = record[key];
    out[key] = value === undefined ? null : value;
  }
  return out;
}

/** Whether two record values differ, ignoring file and password fields. */
export function recordValuesDiffer(
  a: Record<string, unknown>,
  b: Record<string, unknown>,
  collection: Pick<Collection, "schema">,
): boolean {
  return JSON.stringify(comparable(a, collection)) !== JSON.stringify(comparable(b, collection));
}

export interface FileChanges {
  uploads: Record<string, File[]>;
  deletions: Record<string, string[]>;
}

/** Whether any file was picked for upload or marked for deletion. */
export function hasFileChanges(changes: FileChanges): boolean {
  return (
    Object.values(changes.uploads).some((list) => list.length > 0) ||
    Object.values(changes.deletions).some((list) => list.length > 0)
  );
}

/** Whether the editor has unsaved changes against the saved snapshot. */
export function hasRecordChanges(
  saved: Record<string, unknown>,
  current: Record<string, unknown>,
  collection: Pick<Collection, "schema">,
  files: FileChanges,
): boolean {
  return hasFileChanges(files) || recordValuesDiffer(saved, current, collection);
}
