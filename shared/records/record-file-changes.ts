/**
 * @module The file changes of a record save in the keys the server's generation reads. Up to v0.22 a
 * new upload under the field's name is added to a multiple file field and a file is removed by an
 * empty `field.filename` part. From v0.23 an upload under the field's name replaces the whole list,
 * so new files go under `field+` (added at the end) and removed ones are named under `field-`.
 */
import type { ApiGeneration } from "../client/api-generation.ts";

/** What changes in one file field: files picked to add, stored file names to remove. */
export interface FieldFileChanges {
  uploads: readonly Blob[];
  deletions: readonly string[];
}

/**
 * Appends one file field's changes to a multipart body.
 * @example appendFileChanges(body, "docs", { uploads: [file], deletions: ["a.txt"] }, "v0.23+")
 * // docs+ = file, docs- = "a.txt"
 */
export function appendFileChanges(
  body: FormData,
  field: string,
  changes: FieldFileChanges,
  generation: ApiGeneration,
): void {
  if (generation === "v0.23+") {
    for (const name of changes.deletions) body.append(`${field}-`, name);
    for (const file of changes.uploads) body.append(`${field}+`, file);
    return;
  }
  for (const name of changes.deletions) body.append(`${field}.${name}`, "");
  for (const file of changes.uploads) body.append(field, file);
}
