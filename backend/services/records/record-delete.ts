/** @module Record delete: external auths, the row, relation references (cascade / required), then files. */

import { nowDateTime } from "../../../shared/dates.ts";
import type { Collection, SchemaField } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { quoteId, transaction } from "../../db/connection.ts";
import { badRequest } from "../../errors.ts";
import type { StoredRecord } from "../common/caller.ts";
import { publishRecordSaved, publishRecordsDeleted } from "../realtime/realtime-records.ts";
import { deleteAllRecordFiles } from "./record-files.ts";
import { deleteRecordRow, recordFromRow, updateRecordRow } from "./record-store.ts";
import { isMultiple, normaliseFieldValue, toUniqueStrings } from "./record-values.ts";

export const deleteFailedMessage =
  "Failed to delete record. Make sure that the record is not part of a required relation reference.";

const batchSize = 4000;

/** A delete refused because a required relation would be left empty. */
export class RequiredReferenceError extends Error {}

/** Relation fields of non-view collections that point at `collection`, in a stable order. */
export function relationReferences(
  backend: Backend,
  collection: Collection,
): Array<{ collection: Collection; field: SchemaField & { type: "relation" } }> {
  const out: Array<{ collection: Collection; field: SchemaField & { type: "relation" } }> = [];
  const sorted = [...backend.collections.all()].sort((a, b) =>
    a.name < b.name ? -1 : a.name > b.name ? 1 : 0,
  );
  for (const other of sorted) {
    if (other.type === "view") continue;
    for (const field of other.schema)
      if (field.type === "relation" && field.options.collectionId === collection.id)
        out.push({ collection: other, field });
  }
  return out;
}

function referencingRows(
  backend: Backend,
  refCollection: Collection,
  field: SchemaField,
  record: StoredRecord,
): StoredRecord[] {
  const table = quoteId(refCollection.name);
  const column = `${table}.${quoteId(field.name)}`;
  const id = String(record.values.id);
  let sql = isMultiple(field)
    ? `SELECT ${table}.* FROM ${table} WHERE EXISTS (SELECT 1 FROM json_each(CASE WHEN json_valid(${column}) THEN ${column} ELSE json_array(${column}) END) je WHERE je.value = ?)`
    : `SELECT ${table}.* FROM ${table} WHERE ${column} = ?`;
  const params = [id];
  if (refCollection.id === record.collection.id) {
    sql += ` AND ${table}.id != ?`;
    params.push(id);
  }
  return backend.db
    .prepare(`${sql} LIMIT ${batchSize}`)
    .all(...params)
    .map((row) => recordFromRow(refCollection, row as Record<string, unknown>));
}

/** What a delete touched: the deleted records and the ones whose relation lost the deleted id. */
interface DeleteEffects {
  deleted: StoredRecord[];
  updated: StoredRecord[];
}

/** Deletes one record and its references inside the open transaction; collects what it touched. */
function deleteWithReferences(backend: Backend, record: StoredRecord, effects: DeleteEffects): void {
  const { collection } = record;
  const id = String(record.values.id);
  if (collection.type === "auth") {
    backend.db
      .prepare("DELETE FROM _externalAuths WHERE collectionId = ? AND recordId = ?")
      .run(collection.id, id);
  }
  deleteRecordRow(backend, collection, id);
  effects.deleted.push(record);
  for (const { collection: refCollection, field } of relationReferences(backend, collection)) {
    const handled = new Set<string>();
    for (;;) {
      const rows = referencingRows(backend, refCollection, field, record).filter(
        (r) => !handled.has(String(r.values.id)),
      );
      if (rows.length === 0) break;
      for (const ref of rows) {
        handled.add(String(ref.values.id));
        const remaining = toUniqueStrings(ref.values[field.name]).filter((v) => v !== id);
        if (field.options.cascadeDelete && remaining.length === 0) {
          deleteWithReferences(backend, ref, effects);
          continue;
        }
        if (field.required && remaining.length === 0) {
          throw new RequiredReferenceError(
            `the record cannot be deleted because it is part of a required reference in record ${String(ref.values.id)} (${refCollection.name} collection)`,
          );
        }
        const values = {
          ...ref.values,
          [field.name]: normaliseFieldValue(field, remaining),
          updated: nowDateTime(),
        };
        const reduced = { collection: refCollection, values };
        updateRecordRow(backend, reduced);
        effects.updated.push(reduced);
      }
    }
  }
}

/**
 * Deletes a record with the relation cascade in one transaction, then the files of every deleted record.
 * Returns the deleted records (the record itself first).
 * @throws ApiError 400 when a required reference would break (nothing is changed then)
 */
export async function deleteRecord(backend: Backend, record: StoredRecord): Promise<StoredRecord[]> {
  const effects: DeleteEffects = { deleted: [], updated: [] };
  const { deleted } = effects;
  try {
    transaction(backend.db, () => deleteWithReferences(backend, record, effects));
  } catch {
    throw badRequest(deleteFailedMessage);
  }
  publishRecordsDeleted(backend, deleted);
  // records that only lost the deleted id are updates for their subscribers: one event each, last state
  const goneIds = new Set(deleted.map((r) => `${r.collection.id}/${String(r.values.id)}`));
  const finalStates = new Map<string, StoredRecord>();
  for (const reduced of effects.updated)
    finalStates.set(`${reduced.collection.id}/${String(reduced.values.id)}`, reduced);
  for (const [key, reduced] of finalStates)
    if (!goneIds.has(key)) publishRecordSaved(backend, "update", reduced);
  for (const gone of deleted) await deleteAllRecordFiles(backend, gone.collection.id, String(gone.values.id));
  return deleted;
}
