/** @module Unsaved record copies in localStorage, keyed by collection and record id. */
import type { Collection } from "../../../../shared/models.ts";
import { recordValuesDiffer } from "./record-changes.ts";

/** The storage key of a draft (new records use an empty record id). */
export function draftKey(collectionId: string, recordId: string | undefined): string {
  return `record_draft_${collectionId}_${recordId ?? ""}`;
}

/** Stores a draft, without password values (nor those of the `writeOnly` fields: v0.23+ passwords). */
export function saveDraft(
  storage: Storage,
  key: string,
  values: Record<string, unknown>,
  writeOnly: readonly string[] = [],
): void {
  const { password: _p, passwordConfirm: _c, ...rest } = values;
  for (const name of writeOnly) delete rest[name];
  try {
    storage.setItem(key, JSON.stringify(rest));
  } catch {
    // quota exceeded: drop the draft rather than break editing
    storage.removeItem(key);
  }
}

/** Reads a draft, or null when missing or unreadable. */
export function loadDraft(storage: Storage, key: string): Record<string, unknown> | null {
  const raw = storage.getItem(key);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** Deletes a draft. */
export function removeDraft(storage: Storage, key: string): void {
  storage.removeItem(key);
}

/** Whether a draft exists and differs from the loaded record (Restore draft is offered then). */
export function draftDiffers(
  draft: Record<string, unknown> | null,
  record: Record<string, unknown>,
  collection: Pick<Collection, "schema">,
): boolean {
  return !!draft && recordValuesDiffer({ ...record, ...draft }, record, collection);
}

/** The record with the draft's values applied (file fields keep the record's values). */
export function applyDraft(
  record: Record<string, unknown>,
  draft: Record<string, unknown>,
  collection: Pick<Collection, "schema">,
): Record<string, unknown> {
  const files = new Set(collection.schema.filter((f) => f.type === "file").map((f) => f.name));
  const out = { ...record };
  for (const [key, value] of Object.entries(draft)) if (!files.has(key)) out[key] = value;
  return out;
}
