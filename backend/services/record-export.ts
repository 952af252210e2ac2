/** @module A record as the API shows it (to be implemented). */
import type { RecordModel } from "../../shared/models.ts";
import type { Backend } from "../context.ts";
import type { RequestAuth, StoredRecord } from "../http/request-context.ts";

/** The API JSON of a record for this viewer (hidden auth fields and email visibility applied). */
export function exportRecord(_backend: Backend, record: StoredRecord, _viewer: RequestAuth): RecordModel {
  return {
    ...record.values,
    id: String(record.values.id),
    collectionId: record.collection.id,
    collectionName: record.collection.name,
  };
}
