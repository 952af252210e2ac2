/** @module The significant changes of a saved collection that the Save confirmation lists. */
import type { DraftCollection } from "./collection-form.ts";
import { isMultipleField } from "./schema-fields.ts";

export interface Rename {
  from: string;
  to: string;
}

export interface SchemaChanges {
  renamedCollection: Rename | null;
  renamedFields: Rename[];
  removedFields: string[];
  /** Fields switched from multiple to single values (only the last item is kept). */
  multipleToSingle: string[];
}

/** Compares the saved collection with the draft; a new collection has no significant changes. */
export function detectSchemaChanges(saved: DraftCollection | null, draft: DraftCollection): SchemaChanges {
  const changes: SchemaChanges = {
    renamedCollection: null,
    renamedFields: [],
    removedFields: [],
    multipleToSingle: [],
  };
  if (!saved?.id) return changes;
  if (saved.name !== draft.name) changes.renamedCollection = { from: saved.name, to: draft.name };
  if (draft.type === "view") return changes; // a view's schema comes from its query
  const kept = new Map(draft.schema.filter((f) => f.id && !f.toDelete).map((f) => [f.id, f]));
  for (const old of saved.schema) {
    if (!old.id) continue;
    const now = kept.get(old.id);
    if (!now) {
      changes.removedFields.push(old.name);
      continue;
    }
    if (now.name !== old.name) changes.renamedFields.push({ from: old.name, to: now.name });
    if (isMultipleField(old) && !isMultipleField(now)) changes.multipleToSingle.push(now.name);
  }
  return changes;
}

/** Whether saving needs the confirmation: a rename, a removal or a multiple-to-single conversion. */
export function hasSignificantChanges(changes: SchemaChanges): boolean {
  return (
    changes.renamedCollection !== null ||
    changes.renamedFields.length > 0 ||
    changes.removedFields.length > 0 ||
    changes.multipleToSingle.length > 0
  );
}
