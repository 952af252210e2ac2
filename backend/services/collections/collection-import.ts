/** @module Importing a whole collections configuration in one transaction (`PUT /api/collections/import`). */
import { nowDateTime } from "../../../shared/dates.ts";
import { buildIndex, tryParseIndex } from "../../../shared/indexes/index-statement.ts";
import type { Collection, FieldError, FieldErrors } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { createRecordTable, dropCollectionObject, syncRecordTable } from "../../db/schema-sync.ts";
import { IndexCreationError } from "../../db/schema-sync-indexes.ts";
import { badRequest, fieldError, isFieldError, validationFailed } from "../../errors.ts";
import { newId } from "../../lib/random.ts";
import { required } from "./collection-errors.ts";
import {
  applyCollectionInput,
  type CollectionDraft,
  draftOf,
  InputFormatError,
  newDraft,
} from "./collection-input.ts";
import { normaliseOptions } from "./collection-options.ts";
import { collectionTransaction, saveViewCollection, writeCollectionRow } from "./collection-save.ts";
import { validateCollection } from "./collection-validation.ts";
import { inferDraftViewSchema, invalidFormattingMessage, withCause } from "./collections.ts";

const failMessage = "Failed to import the submitted collections.";

/** A collection that is invalid once the import is applied. */
class ImportValidationError extends Error {
  constructor(collection: Collection, errors: FieldErrors) {
    super(
      `Data validations failed for collection "${collection.name}" (${collection.id}):\n${JSON.stringify(errorMessages(errors), null, 2)}`,
    );
  }
}

// the validation library's own rules: Go prints their raw text ("cannot be blank"), which the
// API turns into a sentence ("Cannot be blank."); PocketBase's own rules are written as sentences
const libraryCodes = new Set([
  "validation_required",
  "validation_nil_or_not_empty_required",
  "validation_nil",
  "validation_empty",
  "validation_in_invalid",
  "validation_not_in_invalid",
  "validation_match_invalid",
  "validation_length_out_of_range",
  "validation_length_too_long",
  "validation_length_too_short",
  "validation_length_invalid",
  "validation_min_greater_equal_than_required",
  "validation_max_less_equal_than_required",
  "validation_is_email",
  "validation_is_url",
]);

/** A leaf's text as Go's error string has it. */
function goErrorText(error: FieldError): string {
  if (!libraryCodes.has(error.code)) return error.message;
  const raw = error.message.endsWith(".") ? error.message.slice(0, -1) : error.message;
  return raw.charAt(0).toLowerCase() + raw.slice(1);
}

/** The error tree with each leaf replaced by its Go error text and keys sorted (as Go serialises it). */
function errorMessages(errors: FieldErrors): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(errors).sort()) {
    const value = errors[key];
    out[key] = isFieldError(value) ? goErrorText(value) : errorMessages(value);
  }
  return out;
}

/** The submitted import: drafts of the collections and the deleteMissing flag. */
function readImport(body: unknown): { drafts: CollectionDraft[]; deleteMissing: boolean } {
  try {
    if (body === null || typeof body !== "object" || Array.isArray(body)) throw new InputFormatError();
    const { collections, deleteMissing } = body as Record<string, unknown>;
    if (deleteMissing !== undefined && deleteMissing !== null && typeof deleteMissing !== "boolean") {
      throw new InputFormatError();
    }
    if (collections !== undefined && collections !== null && !Array.isArray(collections)) {
      throw new InputFormatError();
    }
    const drafts = ((collections as unknown[] | null | undefined) ?? []).map((item) => {
      const draft = newDraft();
      applyCollectionInput(draft, item);
      return draft;
    });
    return { drafts, deleteMissing: deleteMissing === true };
  } catch (err) {
    if (err instanceof InputFormatError) throw badRequest(invalidFormattingMessage);
    throw err;
  }
}

/** The collection to store for an imported draft (existing ones keep their `created`). */
function importedCollection(
  draft: CollectionDraft,
  existing: Collection | undefined,
  deleteMissing: boolean,
) {
  const now = nowDateTime();
  const schema = [...(existing && !deleteMissing ? existing.schema : [])];
  for (const field of draft.schema) {
    const at = schema.findIndex((f) => f.id === field.id);
    if (at >= 0) schema[at] = field;
    else schema.push(field);
  }
  const type = draft.type || "base";
  return {
    ...draft,
    id: draft.id || newId(),
    type,
    created: existing?.created || draft.created || now,
    updated: now,
    schema,
    indexes: draft.indexes.map((raw) => {
      const parsed = tryParseIndex(raw);
      return parsed ? buildIndex(parsed) : raw;
    }),
    options: normaliseOptions(type, draft.options),
  } as unknown as Collection;
}

/** Validates every collection after the import, each against its state before the import. */
function validateAll(backend: Backend, existing: Map<string, Collection>): void {
  for (const collection of backend.collections.all()) {
    const old = existing.get(collection.id) ?? collection;
    const draft = { ...draftOf(collection), indexes: [...old.indexes] };
    const viewQueryError = inferDraftViewSchema(backend, draft);
    const errors = validateCollection(draft, { backend, old, viewQueryError });
    if (Object.keys(errors).length > 0) throw new ImportValidationError(collection, errors);
  }
}

function applyImport(backend: Backend, drafts: CollectionDraft[], deleteMissing: boolean): void {
  const db = backend.db;
  const existing = new Map(backend.collections.all().map((c) => [c.id, c]));
  const imported = drafts.map((d) => importedCollection(d, existing.get(d.id), deleteMissing));
  const importedIds = new Set(imported.map((c) => c.id));
  if (deleteMissing) {
    // before saving, so that a deleted collection's name can be reused
    for (const old of existing.values()) {
      if (importedIds.has(old.id)) continue;
      if (old.system) throw new Error(`system collection "${old.name}" cannot be deleted`);
      dropCollectionObject(db, old);
      db.prepare("DELETE FROM _collections WHERE id = ?").run(old.id);
    }
  }
  for (const c of imported) writeCollectionRow(db, c, !existing.has(c.id));
  backend.collections.reload();
  for (const c of imported) {
    if (c.type === "view") continue;
    const old = existing.get(c.id);
    if (old) syncRecordTable(db, old, c);
    else createRecordTable(db, c);
  }
  for (const c of imported) {
    if (c.type !== "view") continue;
    saveViewCollection(backend, c, existing.get(c.id) ?? null, false);
    backend.collections.reload();
  }
  backend.collections.reload();
  validateAll(backend, existing);
}

/**
 * Imports collections all-or-nothing: matched by id (existing ones replaced, their fields kept
 * unless `deleteMissing`), unlisted collections deleted with `deleteMissing`, tables and views
 * synced, then every collection validated.
 * @throws ApiError 400: `collections` required; "Failed to import the submitted collections."
 * with a `collections_import_validate_failure` / `collections_import_failure` leaf.
 */
export function importCollections(backend: Backend, body: unknown): void {
  const { drafts, deleteMissing } = readImport(body);
  if (drafts.length === 0) throw validationFailed({ collections: required() });
  try {
    collectionTransaction(backend, () => applyImport(backend, drafts, deleteMissing));
  } catch (err) {
    if (err instanceof IndexCreationError) throw badRequest(failMessage, err.fieldErrors);
    const leaf: FieldError =
      err instanceof ImportValidationError
        ? fieldError("collections_import_validate_failure", err.message)
        : fieldError("collections_import_failure", "Failed to import the collections configuration.");
    throw withCause(badRequest(failMessage, { collections: leaf }), err);
  }
}
