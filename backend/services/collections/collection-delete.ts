/** @module Deleting a collection: refused while something depends on it; drops its table or view. */
import type { Collection } from "../../../shared/models.ts";
import type { Backend } from "../../context.ts";
import { dropCollectionObject } from "../../db/schema-sync.ts";
import { collectionTransaction } from "./collection-save.ts";
import { resaveChangedViews } from "./collection-views.ts";

/** Why a collection cannot be deleted (the API answers 400 with the "existing dependency" message). */
export class CollectionDependencyError extends Error {}

/** Collections (other than the target itself) with a relation field pointing at `collection`. */
export function referencingCollections(backend: Backend, collection: Collection): Collection[] {
  return backend.collections
    .all()
    .filter(
      (c) =>
        c.id !== collection.id &&
        c.schema.some((f) => f.type === "relation" && f.options.collectionId === collection.id),
    );
}

/**
 * Drops the collection's table or view and deletes its row (its `_externalAuths` rows cascade),
 * then removes its stored files in the background.
 * @throws CollectionDependencyError for system collections, relation references from other
 * collections, or views that stop working without it.
 */
export function deleteCollection(backend: Backend, collection: Collection): void {
  if (collection.system) {
    throw new CollectionDependencyError(`system collection "${collection.name}" cannot be deleted`);
  }
  const references = referencingCollections(backend, collection);
  if (references.length > 0) {
    throw new CollectionDependencyError(
      `the collection "${collection.name}" has external relation field references (${references.map((c) => c.name).join(", ")})`,
    );
  }
  collectionTransaction(backend, () => {
    dropCollectionObject(backend.db, collection);
    try {
      resaveChangedViews(backend, [collection.id], true);
    } catch (err) {
      throw new CollectionDependencyError(`the collection has a view dependency - ${(err as Error).message}`);
    }
    backend.db.prepare("DELETE FROM _collections WHERE id = ?").run(collection.id);
  });
  // best effort, after the commit: a failure leaves orphan files, never a broken collection
  backend.storage.deletePrefix(`${collection.id}/`).catch(() => {});
}
