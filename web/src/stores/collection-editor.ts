/** @module The collection panel: whether it is open, the draft being edited and every edit as an action. */
import { atom, computed } from "nanostores";
import type { Collection, CollectionType, FieldType } from "../../../shared/models.ts";
import { pb } from "../lib/api.ts";
import {
  changeType,
  collectionPayload,
  type DraftCollection,
  type DraftField,
  type DraftOptions,
  draftFromCollection,
  duplicateDraft,
  isDraftChanged,
  newDraft,
  type RuleKey,
  renameDraft,
  slugifyName,
} from "../lib/collections/collection-form.ts";
import {
  changeServerDraftType,
  draftFromServer,
  formErrorsFromServer,
  newDraftFromScaffold,
  type RawCollection,
  serverFieldDefaults,
  setAtPath,
  V023_ONLY_FIELD_TYPES,
} from "../lib/collections/collection-v023.ts";
import { duplicateSchemaField, newSchemaField } from "../lib/collections/schema-fields.ts";
import { type ApiErrorLike, errorMessage, handleApiError, isAbortError } from "../lib/handle-api-error.ts";
import { navigate } from "../lib/navigate.ts";
import { loadedScaffolds, loadScaffolds } from "./collection-scaffolds.ts";
import { deleteCollection, loadCollections, saveCollection, serverCollection } from "./collections.ts";
import { backendGeneration } from "./connection.ts";
import { resetFieldErrors, setFieldErrors } from "./field-errors.ts";
import { addSuccessToast } from "./toasts.ts";

export const $collectionEditorOpen = atom(false);
/** The saved collection as a draft; null while creating one. */
export const $savedDraft = atom<DraftCollection | null>(null);
/** The collection as edited. */
export const $draft = atom<DraftCollection>(newDraft());
export const $collectionSaving = atom(false);
/** Where the panel opens: a tab, and on the API rules tab optionally one rule to focus (Health, rules overview). */
export interface CollectionEditorTarget {
  tab: "schema" | "rules" | "options";
  rule?: RuleKey;
}
export const $collectionEditorTarget = atom<CollectionEditorTarget>({ tab: "schema" });
/** Why the last save failed ("" when it did not): the changes popup shows it while it stays open. */
export const $collectionSaveError = atom("");
/** Whether the draft differs from the saved collection (always true for a new one). */
export const $draftChanged = computed([$savedDraft, $draft], (saved, draft) => isDraftChanged(saved, draft));

/**
 * What the panel opens on: on v0.23+ the server's own collection (the list holds it converted for
 * display; the list's answer keeps it as sent, else it is read) and, once, the server's scaffolds for
 * new collections; else `collection` as it is.
 * @throws the SDK error of a failed read.
 */
export async function collectionToEdit(
  collection: Collection | null,
): Promise<Collection | RawCollection | null> {
  if (backendGeneration() !== "v0.23+") return collection;
  const listed = collection ? serverCollection(collection.id) : null;
  // both at once (the scaffolds are usually read already): at most one round trip
  const [, raw] = await Promise.all([
    loadScaffolds(),
    listed ?? (collection ? pb.collections.getOne(collection.id, { requestKey: null }) : null),
  ]);
  return raw as unknown as RawCollection | null;
}

function draftOf(collection: Collection | RawCollection): DraftCollection {
  return "fields" in collection && Array.isArray(collection.fields)
    ? draftFromServer(collection as RawCollection)
    : draftFromCollection(collection as Collection);
}

/** A blank draft: the server's scaffold on v0.23+, else the v0.18 defaults. */
function blankDraft(type: CollectionType = "base"): DraftCollection {
  const scaffolds = loadedScaffolds();
  return scaffolds && backendGeneration() === "v0.23+"
    ? newDraftFromScaffold(scaffolds[type])
    : newDraft(type);
}

/**
 * Opens the panel on a saved collection (v0.23+: as the server sent it, see collectionToEdit), or
 * on a new one (optionally prefilled, e.g. a duplicate), on `target`'s tab (and rule, when given).
 */
export function openCollectionEditor(
  collection: Collection | RawCollection | null,
  prefilled?: DraftCollection,
  target: CollectionEditorTarget = { tab: "schema" },
): void {
  resetFieldErrors();
  $collectionEditorTarget.set(target);
  $savedDraft.set(collection ? draftOf(collection) : null);
  $draft.set(prefilled ?? (collection ? draftOf(collection) : blankDraft()));
  $collectionSaving.set(false);
  $collectionEditorOpen.set(true);
}

export function closeCollectionEditor(): void {
  $collectionEditorOpen.set(false);
  resetFieldErrors();
}

function edit(change: (draft: DraftCollection) => DraftCollection): void {
  $draft.set(change($draft.get()));
}

function editField(key: string, change: (field: DraftField) => DraftField): void {
  edit((d) => ({ ...d, schema: d.schema.map((f) => (f.key === key ? change(f) : f)) }));
}

/** Renames the collection (slugified); indexes follow the new table name. */
export function setCollectionName(name: string): void {
  edit((d) => renameDraft(d, name));
}

/** Picks the type of a new collection. */
export function setCollectionType(type: CollectionType): void {
  const scaffolds = loadedScaffolds();
  edit((d) => (d.raw && scaffolds ? changeServerDraftType(d, scaffolds[type]) : changeType(d, type)));
}

/** Sets a rule: null locks it (admins only), a string unlocks it ("" = everyone). */
export function setRule(key: RuleKey, value: string | null): void {
  edit((d) => ({ ...d, [key]: value }));
}

/** Merges collection options (auth options, view query). */
export function setCollectionOptions(options: DraftOptions): void {
  edit((d) => ({ ...d, options: { ...d.options, ...options } }));
}

/** v0.23+: sets one of the collection's own settings (auth options, authRule...) at `path`, e.g. `["mfa", "enabled"]`. */
export function setServerOption(path: ReadonlyArray<string | number>, value: unknown): void {
  edit((d) => ({ ...d, raw: setAtPath(d.raw, path, value) as Record<string, unknown> }));
}

/** The size limit (bytes) a new JSON field gets on v0.20–v0.22, where the server requires one. */
export const JSON_MAX_SIZE_V020 = 2_000_000;

/** Appends a new field of `type` and returns its key. */
export function addField(type: FieldType): string {
  const field = newSchemaField(type, $draft.get().schema);
  if ($draft.get().raw) {
    // v0.23+: hidden exists on every field; the v0.23-only types start with the server's defaults
    field.hidden = false;
    field.raw = {};
    if (
      V023_ONLY_FIELD_TYPES.some((t) => t.type === (type as string)) ||
      type === "editor" ||
      type === "json"
    ) {
      field.options = serverFieldDefaults(type) as DraftField["options"];
    }
  } else if (type === "json" && backendGeneration() === "v0.20-v0.22") {
    // v0.20–v0.22 refuses a JSON field without a size limit: its own dashboard's default
    field.options = { maxSize: JSON_MAX_SIZE_V020 } as DraftField["options"];
  }
  edit((d) => ({ ...d, schema: [...d.schema, field] }));
  return field.key;
}

/** Inserts a copy of a field right after it (a new field, named `<name>_copy`). */
export function duplicateField(key: string): void {
  edit((d) => {
    const index = d.schema.findIndex((f) => f.key === key);
    if (index < 0) return d;
    const copy = duplicateSchemaField(d.schema[index], d.schema);
    return { ...d, schema: [...d.schema.slice(0, index + 1), copy, ...d.schema.slice(index + 1)] };
  });
}

/** Replaces a field with an edited copy. */
export function updateField(key: string, field: DraftField): void {
  editField(key, () => field);
}

/** Renames a field (slugified as typed). */
export function renameField(key: string, name: string): void {
  editField(key, (f) => ({ ...f, name: slugifyName(name) }));
}

/** Removes a field: an unsaved one goes at once, a saved one is marked for deletion. */
export function removeField(key: string): void {
  edit((d) => ({
    ...d,
    schema: d.schema.flatMap((f) => (f.key !== key ? [f] : f.id ? [{ ...f, toDelete: true }] : [])),
  }));
}

/** Takes back a removal and the field's saved name. */
export function restoreField(key: string): void {
  editField(key, (f) => ({ ...f, toDelete: false, name: f.originalName ?? f.name }));
}

/** Puts the fields in the order of `keys`. */
export function reorderFields(keys: string[]): void {
  edit((d) => {
    const byKey = new Map(d.schema.map((f) => [f.key, f]));
    const ordered = keys.flatMap((k) => (byKey.has(k) ? [byKey.get(k) as DraftField] : []));
    const rest = d.schema.filter((f) => !keys.includes(f.key));
    return { ...d, schema: [...ordered, ...rest] };
  });
}

/** Adds an index (previous null) or replaces `previous` with `next`. */
export function setIndex(previous: string | null, next: string): void {
  edit((d) => ({
    ...d,
    indexes:
      previous === null ? [...d.indexes, next] : d.indexes.map((sql) => (sql === previous ? next : sql)),
  }));
}

export function removeIndex(sql: string): void {
  edit((d) => ({ ...d, indexes: d.indexes.filter((i) => i !== sql) }));
}

/**
 * Saves the draft (create or update), refreshes the collections and routes to a created one.
 * `notify: false` leaves the failure to `$collectionSaveError` (the changes popup shows it).
 */
export async function saveCollectionDraft(options: { notify?: boolean } = {}): Promise<boolean> {
  if ($collectionSaving.get()) return false;
  const draft = $draft.get();
  const isNew = !draft.id;
  $collectionSaving.set(true);
  $collectionSaveError.set("");
  try {
    const saved = await saveCollection(isNew ? "" : draft.id, collectionPayload(draft));
    addSuccessToast(isNew ? "Successfully created collection." : "Successfully updated collection.");
    closeCollectionEditor();
    void loadCollections({ fresh: true }); // views depending on a renamed collection are re-saved by the server
    if (isNew) navigate(`/collections?collectionId=${encodeURIComponent(saved.id)}`);
    return true;
  } catch (err) {
    handleApiError(err, options);
    // v0.23+ names fields and options its own way (`fields.2.onlyInt`): show them under the form's inputs
    const data = (err as ApiErrorLike).response?.data;
    if (draft.raw && data && Object.keys(data).length > 0) setFieldErrors(formErrorsFromServer(data));
    if (!isAbortError(err)) $collectionSaveError.set(errorMessage(err));
    return false;
  } finally {
    $collectionSaving.set(false);
  }
}

/**
 * Deletes the edited (saved) collection; the first remaining one becomes active if it was shown.
 * @throws the SDK error of a failed delete (the confirmation shows it).
 */
export async function deleteEditedCollection(): Promise<void> {
  const saved = $savedDraft.get();
  if (!saved?.id) return;
  await deleteCollection(saved.id);
  addSuccessToast(`Successfully deleted collection "${saved.name}".`);
  closeCollectionEditor();
}

/** Reopens the panel on a new copy of the edited collection. */
export function duplicateEditedCollection(): void {
  openCollectionEditor(null, duplicateDraft($draft.get()));
}
