/** @module Import collections: the pasted text, its parse, the diff against the backend, its impact and the import. */
import { atom, computed } from "nanostores";
import type { CollectionModel } from "pocketbase";
import type { Collection } from "../../../../shared/models.ts";
import {
  type ExportedCollection,
  parseCollectionsFile,
} from "../../../../shared/schema/collections-export.ts";
import { countImportImpact, type ImportImpact } from "../../../../shared/schema/import-impact.ts";
import { diffSchemas, type SchemaDiff } from "../../../../shared/schema/schema-diff.ts";
import type { KeptItem } from "../../../../shared/schema/schema-kept.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { keptByImport } from "../../lib/settings/export-import/import-kept.ts";
import { normalizeImport } from "../../lib/settings/export-import/import-normalize.ts";
import { missingIdReason } from "../../lib/settings/export-import/import-validity.ts";
import {
  hasIdMismatches,
  replaceWithOriginalIds,
} from "../../lib/settings/export-import/replace-original-ids.ts";
import { loadCollections } from "../collections.ts";
import { addSuccessToast } from "../toasts.ts";

/** What the textarea holds, read: nothing, the collections, or why it is not a configuration. */
export type ParsedImport =
  | { state: "empty" }
  | { state: "valid"; collections: ExportedCollection[] }
  | { state: "invalid"; reason: string };

export const $importText = atom("");
export const $deleteMissing = atom(true);
export const $importCurrent = atom<Collection[]>([]);
export const $importCurrentLoaded = atom(false);
export const $importing = atom(false);
/** The impact of the diff under review (null while not counted). */
export const $importImpact = atom<ImportImpact | null>(null);
export const $impactLoading = atom(false);

/** Reads an import text; any parse failure is the reason shown under "Invalid collections configuration.". */
export function parseImport(text: string): ParsedImport {
  if (!text.trim()) return { state: "empty" };
  try {
    const items = parseCollectionsFile(text);
    const noId = missingIdReason(items);
    if (noId) return { state: "invalid", reason: noId };
    return { state: "valid", collections: normalizeImport(items) };
  } catch (err) {
    return { state: "invalid", reason: err instanceof Error ? err.message : String(err) };
  }
}

export const $importParsed = computed($importText, parseImport);

/**
 * The diff of the valid import against the loaded collections (null until both are there), by id
 * only: a collection renamed-by-id shows as added until "Replace with original ids" is clicked.
 */
export const $importDiff = computed(
  [$importParsed, $importCurrent, $importCurrentLoaded, $deleteMissing],
  (parsed, current, loaded, deleteMissing): SchemaDiff | null =>
    parsed.state === "valid" && loaded
      ? diffSchemas(current, parsed.collections, { deleteMissing, matchByName: false })
      : null,
);

/** What a Merge import leaves in place (collections and fields not in the file); empty with Delete missing. */
export const $importKept = computed(
  [$importParsed, $importCurrent, $importCurrentLoaded, $deleteMissing],
  (parsed, current, loaded, deleteMissing): KeptItem[] =>
    keptByImport(current, parsed.state === "valid" ? parsed.collections : null, loaded, deleteMissing),
);

/** Whether some imported collection matches an existing one by name but has another id. */
export const $idMismatch = computed([$importParsed, $importCurrent], (parsed, current) =>
  parsed.state === "valid" ? hasIdMismatches(current, parsed.collections) : false,
);

export function setImportText(text: string): void {
  $importText.set(text);
}

export function setDeleteMissing(value: boolean): void {
  $deleteMissing.set(value);
}

/** Loads the backend's collections (batch 200) to compare with. */
export async function loadImportCurrent(): Promise<void> {
  try {
    const list = await pb.collections.getFullList(200, { requestKey: "importCurrent" });
    $importCurrent.set(list as unknown as Collection[]);
    $importCurrentLoaded.set(true);
  } catch (err) {
    handleApiError(err);
  }
}

/** Rewrites the textarea with the existing ids (collections, fields and relation targets). */
export function replaceIdsInText(): void {
  const parsed = $importParsed.get();
  if (parsed.state !== "valid") return;
  $importText.set(JSON.stringify(replaceWithOriginalIds($importCurrent.get(), parsed.collections), null, 4));
}

/** Counts the records the diff under review would strip of data (nothing for additive changes). */
export async function countImpact(diff: SchemaDiff): Promise<void> {
  $importImpact.set(null);
  $impactLoading.set(true);
  try {
    $importImpact.set(await countImportImpact(pb, diff));
  } catch (err) {
    handleApiError(err);
  } finally {
    $impactLoading.set(false);
  }
}

/**
 * Imports the collections as pasted (ids are rewritten only by "Replace with original ids"); false
 * when nothing valid is pasted.
 * @throws the SDK error of a refused import (the caller shows it: a toast, or the confirmation).
 */
export async function applyImport(): Promise<boolean> {
  const parsed = $importParsed.get();
  if (parsed.state !== "valid") return false;
  $importing.set(true);
  try {
    await pb.collections.import(parsed.collections as unknown as CollectionModel[], $deleteMissing.get());
    addSuccessToast("Successfully imported collections configuration.");
    await Promise.all([loadImportCurrent(), loadCollections()]);
    return true;
  } finally {
    $importing.set(false);
  }
}
