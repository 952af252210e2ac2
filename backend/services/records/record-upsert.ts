/** @module Record create and update: load, validate, createRule dry run, fill, store files, write, clean up. */

import { nowDateTime } from "../../../shared/dates.ts";
import type { Collection, FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { transaction } from "../../db/connection.ts";
import { ApiError, badRequest, fieldError, notFound, validationFailed } from "../../errors.ts";
import type { RequestInfo } from "../../filter/index.ts";
import { hashPassword } from "../../lib/passwords.ts";
import { newId, newSecret, randomString } from "../../lib/random.ts";
import type { StoredRecord } from "../common/caller.ts";
import type { ParsedBody } from "../common/submitted-body.ts";
import { publishRecordSaved } from "../realtime/realtime-records.ts";
import { isAuthValueUnique, validateBaseFields } from "./record-base-validation.ts";
import { atCurrentSchema } from "./record-current-schema.ts";
import { validateSchemaValues } from "./record-field-validation.ts";
import { deleteRecordFiles, storeUploads } from "./record-files.ts";
import { canManageRecord, findRecordWithRule } from "./record-rules.ts";
import {
  findRecordById,
  insertRecordRow,
  recordIdExists,
  rowForWrite,
  updateRecordRow,
} from "./record-store.ts";
import { loadSubmission, type Submission, submittedDataOf } from "./record-submission.ts";
import { castToString } from "./record-values.ts";

export const createFailedMessage = "Failed to create record.";
export const updateFailedMessage = "Failed to update record.";

function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** Base validation first; the schema values only when the id and auth fields pass. */
async function validateSubmission(
  backend: Backend,
  submission: Submission,
  manage: boolean,
): Promise<FieldErrors> {
  const base = await validateBaseFields(backend, submission, manage);
  if (hasErrors(base)) return base;
  return validateSchemaValues(backend, submission.collection.schema, submission.values, submission.uploads);
}

/** `<collection name>` + 5 digits 1-9, lengthened on collisions. */
function suggestUsername(backend: Backend, collection: Collection, selfId: string): string {
  const base = collection.name + randomString(5, "123456789");
  let username = base;
  for (let i = 0; i < 10; i++) {
    if (isAuthValueUnique(backend, collection, "username", username, selfId)) break;
    username = base + randomString(3 + i, "123456789");
  }
  return username;
}

/** The full row of the submission, auth fields filled per manage access (password hashed when set). */
async function buildRecord(
  backend: Backend,
  submission: Submission,
  manage: boolean,
  hashPasswords = true,
): Promise<StoredRecord> {
  const { collection, current } = submission;
  const now = nowDateTime();
  const values: Record<string, unknown> = { ...(current?.values ?? {}) };
  values.id = current ? castToString(current.values.id) : submission.id || newId();
  values.created = current ? castToString(current.values.created) || now : now;
  values.updated = now;
  Object.assign(values, submission.values);
  const input = submission.auth;
  if (input) {
    values.username = input.username || suggestUsername(backend, collection, String(values.id));
    if (!current || manage) values.email = input.email;
    values.emailVisibility = input.emailVisibility;
    values.verified = manage ? input.verified : (current?.values.verified ?? false);
    if (input.password !== "") {
      values.passwordHash = hashPasswords ? await hashPassword(input.password) : "-";
      values.tokenKey = newSecret();
      values.lastResetSentAt = "";
      values.lastVerificationSentAt = "";
    }
    if (!values.tokenKey) values.tokenKey = newSecret();
    values.passwordHash ??= "";
    values.lastResetSentAt ??= "";
    values.lastVerificationSentAt ??= "";
  }
  return { collection, values };
}

/** Turns a failed write into the API error: unique violations become `validation_not_unique` per field. */
function saveError(err: unknown, collection: Collection, message: string): ApiError {
  if (err instanceof ApiError) return err;
  const text = (err instanceof Error ? err.message : String(err)).toLowerCase();
  const errors: FieldErrors = {};
  if (text.includes("unique constraint failed")) {
    const normalised = `${text.replace(/,/g, " ")} `;
    for (const field of collection.schema) {
      if (normalised.includes(`${collection.name}.${field.name} `.toLowerCase()))
        errors[field.name] = fieldError("validation_not_unique", "Value must be unique");
    }
  }
  return badRequest(message, errors);
}

/**
 * Checks made at save time, inside the write transaction: auth records need a username and an id
 * unused in every other auth collection; related records must still exist (one may have been deleted
 * while this request awaited its uploads or password hash).
 * @throws ApiError 400 with `validation_missing_rel_records`, or an Error for the auth checks
 */
function checkBeforeSave(backend: Backend, record: StoredRecord, isNew: boolean): void {
  const relations = record.collection.schema.filter((field) => field.type === "relation");
  const missing = validateSchemaValues(backend, relations, record.values, []);
  if (hasErrors(missing)) throw validationFailed(missing);
  if (record.collection.type !== "auth") return;
  if (castToString(record.values.username) === "") throw new Error("auth record without username");
  if (!isNew) return;
  for (const other of backend.collections.all()) {
    if (other.type !== "auth" || other.id === record.collection.id) continue;
    if (recordIdExists(backend, other, String(record.values.id)))
      throw new Error("the auth record ID must be unique across all auth collections");
  }
}

/**
 * The row to write for an update: the columns this request changed (against the row it read) come
 * from `built`, every other column from the row as it is now. Another writer (a cascade delete
 * removing a relation id, a password reset, a verification) may have changed those meanwhile.
 */
function mergeConcurrentChanges(read: StoredRecord, built: StoredRecord, now: StoredRecord): StoredRecord {
  const before = rowForWrite(read);
  const mine = rowForWrite(built);
  const fresh = rowForWrite(now);
  const values = { ...built.values };
  for (const column of Object.keys(mine)) {
    // a column added while this request awaited is one it did not change
    const untouched = !(column in before) || mine[column] === before[column];
    if (untouched && fresh[column] !== before[column]) values[column] = now.values[column];
  }
  return { collection: built.collection, values };
}

/** Stores uploads, writes the row in a transaction (with the collection as it is then), then deletes replaced files. */
async function persist(
  backend: Backend,
  built: StoredRecord,
  submission: Submission,
  message: string,
): Promise<StoredRecord> {
  let record = built;
  const { collection } = record;
  const id = String(record.values.id);
  const current = submission.current;
  try {
    await storeUploads(backend, collection.id, id, submission.uploads);
  } catch (err) {
    throw saveError(err, collection, message);
  }
  try {
    transaction(backend.db, () => {
      record = atCurrentSchema(backend, built, submission.uploads);
      if (!current) {
        checkBeforeSave(backend, record, true);
        insertRecordRow(backend, record);
        return;
      }
      // re-read inside the transaction: the row may have changed or gone while we awaited
      const now = findRecordById(backend, record.collection, id);
      if (!now) throw notFound();
      const merged = mergeConcurrentChanges(current, record, now);
      checkBeforeSave(backend, merged, false);
      updateRecordRow(backend, merged);
    });
  } catch (err) {
    await deleteRecordFiles(
      backend,
      collection.id,
      id,
      submission.uploads.map((u) => u.name),
    );
    throw saveError(err, record.collection, message);
  }
  const saved = record.collection;
  publishRecordSaved(backend, current ? "update" : "create", findRecordById(backend, saved, id) ?? record);
  await deleteRecordFiles(backend, collection.id, id, submission.filesToDelete);
  return findRecordById(backend, saved, id) ?? record;
}

/**
 * Validates and inserts a submission in a savepoint that is always rolled back, and checks `rule`
 * against that row; returns whether the caller manages that row (manageRule), asked before the rollback.
 * @throws ApiError 400 `message` with the field errors, or {} when the rule fails
 */
async function dryRunInsert(
  backend: Backend,
  submission: Submission,
  rule: string,
  request: RequestInfo,
  message: string,
): Promise<boolean> {
  const { collection } = submission;
  const errors = await validateSubmission(backend, submission, true);
  if (hasErrors(errors)) throw badRequest(message, errors);
  const built = await buildRecord(backend, submission, true, false);
  const id = String(built.values.id);
  const db = backend.db;
  db.exec("SAVEPOINT pbdeck_create_rule");
  try {
    let record = built;
    try {
      record = atCurrentSchema(backend, built, submission.uploads);
      checkBeforeSave(backend, record, true);
      insertRecordRow(backend, record);
    } catch (err) {
      throw saveError(err, collection, message);
    }
    const found = findRecordWithRule(backend, record.collection, id, rule, request);
    if (!found) throw badRequest(message);
    // the manageRule must see the row too: after the rollback it is gone and would never match
    return canManageRecord(backend, found, request);
  } finally {
    db.exec("ROLLBACK TO pbdeck_create_rule");
    db.exec("RELEASE pbdeck_create_rule");
  }
}

/**
 * Non-admins with a createRule: dry-runs the insert and returns whether the caller manages the row.
 * @throws ApiError 400 "Failed to create record." with the field errors, or {} when the rule fails
 */
async function dryRunCreate(
  backend: Backend,
  collection: Collection,
  submitted: Record<string, unknown>,
  body: ParsedBody,
  request: RequestInfo,
): Promise<boolean> {
  const submission = loadSubmission(collection, null, submitted, body.files);
  if (submission.auth) submission.auth.verified = false;
  const rule = collection.createRule ?? "";
  return dryRunInsert(backend, submission, rule, request, createFailedMessage);
}

/**
 * Creates a record from plain data with full manage access, as OAuth2 sign-ups do: `complete` fills
 * what the data leaves open (it may run twice). Admin callers skip the createRule; for others a null
 * rule refuses and any other rule must match the dry-run row.
 * @throws ApiError 400 `message`, with the field errors when the data is invalid
 */
export async function createManagedRecord(
  backend: Backend,
  collection: Collection,
  data: Record<string, unknown>,
  request: RequestInfo,
  complete: (submission: Submission) => void,
  message: string,
): Promise<StoredRecord> {
  const load = (): Submission => {
    const submission = loadSubmission(collection, null, data, {});
    complete(submission);
    return submission;
  };
  if (!request.admin) {
    if (collection.createRule === null) throw badRequest(message);
    await dryRunInsert(backend, load(), collection.createRule, request, message);
  }
  const submission = load();
  const errors = await validateSubmission(backend, submission, true);
  if (hasErrors(errors)) throw badRequest(message, errors);
  const record = await buildRecord(backend, submission, true);
  return persist(backend, record, submission, message);
}

/**
 * Creates a record from a request body (JSON or multipart).
 * @throws ApiError 400 load/validation/save failures (see http-api §3.4.3)
 */
export async function createRecord(
  backend: Backend,
  collection: Collection,
  body: ParsedBody,
  request: RequestInfo,
): Promise<StoredRecord> {
  const submitted = submittedDataOf(collection, body);
  let manage = request.admin !== null;
  if (!request.admin && collection.createRule !== null) {
    manage = await dryRunCreate(backend, collection, submitted, body, request);
  }
  const submission = loadSubmission(collection, null, submitted, body.files);
  const errors = await validateSubmission(backend, submission, manage);
  if (hasErrors(errors)) throw validationFailed(errors);
  const record = await buildRecord(backend, submission, manage);
  return persist(backend, record, submission, createFailedMessage);
}

/**
 * Updates `current` from a request body; `manage` is the caller's manage access to it.
 * @throws ApiError 400 load/validation/save failures (see http-api §3.4.4)
 */
export async function updateRecord(
  backend: Backend,
  current: StoredRecord,
  body: ParsedBody,
  manage: boolean,
): Promise<StoredRecord> {
  const submitted = submittedDataOf(current.collection, body);
  const submission = loadSubmission(current.collection, current, submitted, body.files);
  const errors = await validateSubmission(backend, submission, manage);
  if (hasErrors(errors)) throw validationFailed(errors);
  const record = await buildRecord(backend, submission, manage);
  return persist(backend, record, submission, updateFailedMessage);
}
