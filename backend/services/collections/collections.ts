/** @module Collections service: find, create, update and delete collections with their tables and views. */

import type { Collection } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { IndexCreationError } from "../../db/schema-sync-indexes.ts";
import { sqliteErrorText } from "../../db/sqlite-error-text.ts";
import { inferViewSchema } from "../../db/view-schema.ts";
import { type ApiError, badRequest, notFound, validationFailed } from "../../errors.ts";
import { deleteCollection } from "./collection-delete.ts";
import {
  applyCollectionInput,
  type CollectionDraft,
  draftOf,
  InputFormatError,
  newDraft,
} from "./collection-input.ts";
import { decodeViewOptions } from "./collection-options.ts";
import { collectionFromDraft, collectionTransaction, persistCollection } from "./collection-save.ts";
import { validateCollection } from "./collection-validation.ts";
import { resaveChangedViews } from "./collection-views.ts";

/** Keeps the internal failure on the API error (for debug logs; never sent to clients). */
export function withCause(error: ApiError, cause: unknown): ApiError {
  error.cause = cause;
  return error;
}

/** Message of a body that cannot be read as a collection. */
export const invalidFormattingMessage = "Failed to load the submitted data due to invalid formatting.";

/**
 * The collection with this id or (case-insensitive) name.
 * @throws ApiError 404 when there is none.
 */
export function findCollectionOrFail(backend: Backend, idOrName: string): Collection {
  const collection = backend.collections.find(idOrName);
  if (!collection) throw notFound();
  return collection;
}

/**
 * For a view draft: replaces its schema by the one inferred from its query (empty when the
 * query is unusable) and returns why the query is unusable, or null.
 */
export function inferDraftViewSchema(backend: Backend, draft: CollectionDraft): string | null {
  if (draft.type !== "view") return null;
  const query = decodeViewOptions(draft.options)?.query ?? "";
  if (query.trim() === "") {
    draft.schema = [];
    return null;
  }
  try {
    draft.schema = inferViewSchema(backend.db, query, backend.collections.all());
    return null;
  } catch (err) {
    draft.schema = [];
    return sqliteErrorText(err);
  }
}

function readDraft(draft: CollectionDraft, body: unknown): CollectionDraft {
  try {
    applyCollectionInput(draft, body);
  } catch (err) {
    if (err instanceof InputFormatError) throw badRequest(invalidFormattingMessage);
    throw err;
  }
  return draft;
}

function upsert(
  backend: Backend,
  draft: CollectionDraft,
  old: Collection | null,
  failMessage: string,
): Collection {
  const viewQueryError = inferDraftViewSchema(backend, draft);
  const errors = validateCollection(draft, { backend, old, viewQueryError });
  if (Object.keys(errors).length > 0) throw validationFailed(errors);
  const collection = collectionFromDraft(draft, old);
  try {
    collectionTransaction(backend, () => {
      persistCollection(backend, collection, old);
      backend.collections.reload();
      // views built on this collection follow its new shape (a broken one is left for the user)
      resaveChangedViews(backend, [collection.id], false);
    });
  } catch (err) {
    if (err instanceof IndexCreationError) throw badRequest(failMessage, err.fieldErrors);
    throw withCause(badRequest(failMessage), err);
  }
  return findCollectionOrFail(backend, collection.id);
}

/**
 * Creates a collection from a request body (a collection object; `type` defaults to base).
 * @throws ApiError 400 for unreadable bodies, validation errors or failed table/view/index creation.
 */
export function createCollection(backend: Backend, body: unknown): Collection {
  return upsert(backend, readDraft(newDraft(), body), null, "Failed to create the collection.");
}

/**
 * Applies a partial update (PATCH semantics: omitted keys keep their value, options merge).
 * @throws ApiError 400 for unreadable bodies, validation errors or failed table/view sync.
 */
export function updateCollection(backend: Backend, collection: Collection, body: unknown): Collection {
  return upsert(
    backend,
    readDraft(draftOf(collection), body),
    collection,
    "Failed to update the collection.",
  );
}

/**
 * Deletes a collection with its table or view.
 * @throws ApiError 400 "Failed to delete collection due to existing dependency." when it is
 * a system collection, referenced by a relation, or needed by a view.
 */
export function removeCollection(backend: Backend, collection: Collection): void {
  try {
    deleteCollection(backend, collection);
  } catch (err) {
    throw withCause(badRequest("Failed to delete collection due to existing dependency."), err);
  }
}
