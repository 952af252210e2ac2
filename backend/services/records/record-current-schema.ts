/**
 * @module A record written with its collection as it is at the moment of the write. A create or update
 * reads its collection when the request arrives, then awaits (the body, uploads, a password hash); a
 * schema patched meanwhile adds, renames or drops columns, and writing with the stale schema would fail
 * on a column that no longer exists.
 */
import type { FieldErrors, SchemaField } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { notFound, validationFailed } from "../../errors.ts";
import type { StoredRecord } from "../common/caller.ts";
import { validateSchemaValues } from "./record-field-validation.ts";
import type { PendingUpload } from "./record-submission.ts";

function sameField(a: SchemaField, b: SchemaField): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * `record` with the collection now in the registry: values follow renamed fields (by field id), values
 * of removed fields are dropped (their columns are gone), and new or changed fields are validated
 * again, since the request was only checked against the old definition. Call it inside the write's
 * transaction, with nothing awaited between it and the write.
 * @throws ApiError 404 when the collection was deleted; 400 with field errors when the new schema refuses a value
 */
export function atCurrentSchema(
  backend: Backend,
  record: StoredRecord,
  uploads: PendingUpload[],
): StoredRecord {
  const fresh = backend.collections.find(record.collection.id);
  if (!fresh) throw notFound();
  if (fresh === record.collection) return record;
  const oldById = new Map(record.collection.schema.map((field) => [field.id, field]));
  const values = { ...record.values };
  const recheck: SchemaField[] = [];
  for (const field of fresh.schema) {
    const old = oldById.get(field.id);
    if (old && old.name !== field.name) {
      values[field.name] = record.values[old.name];
      delete values[old.name];
    }
    if (!old || !sameField(old, field)) recheck.push(field);
  }
  const errors: FieldErrors = validateSchemaValues(backend, recheck, values, uploads);
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  return { collection: fresh, values };
}
