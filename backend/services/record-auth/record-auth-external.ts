/** @module External auth links (`_externalAuths`) of an auth record. */
import type { ExternalAuth } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { badRequest, notFound } from "../../errors.ts";
import type { StoredRecord } from "../common/caller.ts";

const columns = "id, created, updated, collectionId, recordId, provider, providerId";

/**
 * The record's provider links, oldest first.
 * @throws ApiError 400 when they cannot be read.
 */
export function listExternalAuths(backend: Backend, record: StoredRecord): ExternalAuth[] {
  try {
    return backend.db
      .prepare(
        `SELECT ${columns} FROM _externalAuths WHERE collectionId = ? AND recordId = ? ORDER BY created ASC`,
      )
      .all(record.collection.id, String(record.values.id)) as unknown as ExternalAuth[];
  } catch {
    throw badRequest("Failed to fetch the external auths for the specified auth record.");
  }
}

/**
 * Removes the record's link to `provider`.
 * @throws ApiError 404 when there is no such link, 400 when it cannot be deleted.
 */
export function unlinkExternalAuth(backend: Backend, record: StoredRecord, provider: string): void {
  const link = backend.db
    .prepare("SELECT id FROM _externalAuths WHERE collectionId = ? AND recordId = ? AND provider = ?")
    .get(record.collection.id, String(record.values.id), provider) as { id: string } | undefined;
  if (!link) throw notFound("Missing external auth provider relation.");
  try {
    backend.db.prepare("DELETE FROM _externalAuths WHERE id = ?").run(link.id);
  } catch {
    throw badRequest("Cannot unlink the external auth provider.");
  }
}
