/** @module Record files in storage: keys, storing uploads, deleting replaced files with their thumbnails. */
import type { Backend } from "../../context.ts";
import type { PendingUpload } from "./record-submission.ts";

/** The storage key of a record file. */
export function recordFileKey(collectionId: string, recordId: string, name: string): string {
  return `${collectionId}/${recordId}/${name}`;
}

/**
 * Stores the uploads of a record; on failure removes the ones already written.
 * @throws the storage error
 */
export async function storeUploads(
  backend: Backend,
  collectionId: string,
  recordId: string,
  uploads: PendingUpload[],
): Promise<void> {
  const written: string[] = [];
  try {
    for (const upload of uploads) {
      const key = recordFileKey(collectionId, recordId, upload.name);
      await backend.storage.put(key, upload.file.data, upload.mime, upload.file.originalName);
      written.push(key);
    }
  } catch (err) {
    await Promise.allSettled(written.map((key) => backend.storage.delete(key)));
    throw err;
  }
}

/** Deletes record files and their thumbnails, best effort (a failure leaves an orphan, never an error). */
export async function deleteRecordFiles(
  backend: Backend,
  collectionId: string,
  recordId: string,
  names: string[],
): Promise<void> {
  await Promise.allSettled(
    names.flatMap((name) => [
      backend.storage.delete(recordFileKey(collectionId, recordId, name)),
      backend.storage.deletePrefix(`${collectionId}/${recordId}/thumbs_${name}/`),
    ]),
  );
}

/** Deletes every file of a record, best effort. */
export async function deleteAllRecordFiles(
  backend: Backend,
  collectionId: string,
  recordId: string,
): Promise<void> {
  await Promise.allSettled([backend.storage.deletePrefix(`${collectionId}/${recordId}/`)]);
}
