/** @module Import collections: the pasted text, its parse, the diff against the backend, its impact and the import. */
import { atom, computed } from "nanostores";
import type { CollectionsFormat } from "../../../../shared/client/generations/collections-api.ts";
import type { Collection } from "../../../../shared/models.ts";
import {
  CollectionsFileError,
  type ExportedCollection,
  parseCollectionsFile,
} from "../../../../shared/schema/collections-export.ts";
import { fileForTarget } from "../../../../shared/schema/file-for-target.ts";
import { countImportImpact, type ImportImpact } from "../../../../shared/schema/import-impact.ts";
import { importRefusalLines } from "../../../../shared/schema/import-refusal.ts";
import type { SchemaDiff } from "../../../../shared/schema/schema-diff.ts";
import type { KeptItem } from "../../../../shared/schema/schema-kept.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { compareImport, type ImportComparison } from "../../lib/settings/export-import/import-comparison.ts";
import { normalizeImport } from "../../lib/settings/export-import/import-normalize.ts";
import { missingIdReason } from "../../lib/settings/export-import/import-validity.ts";
import {
  hasIdMismatches,
  replaceWithOriginalIds,
} from "../../lib/settings/export-import/replace-original-ids.ts";
import { loadCollections } from "../collections.ts";
import { $backend } from "../connection.ts";
import { addSuccessToast } from "../toasts.ts";
import { transferApi } from "./collections-api.ts";

/**
 * What the textarea holds, read: nothing, the collections in the server's format (with the line
 * saying they were converted from the other one), or why it is not a configuration (`refused`:
 * a v0.23+ file holding what an older server cannot).
 */
export type ParsedImport =
  | { state: "empty" }
  | { state: "valid"; collections: ExportedCollection[]; converted: string | null }
  | { state: "invalid"; reason: string; refused?: boolean };

export const $importText = atom("");
export const $deleteMissing = atom(true);
export const $importCurrent = atom<Collection[]>([]);
export const $importCurrentLoaded = atom(false);
export const $importing = atom(false);
/** The impact of the diff under review (null while not counted). */
export const $importImpact = atom<ImportImpact | null>(null);
export const $impactLoading = atom(false);
/** Why the server refused the last import, per collection and field (empty when it did not). */
export const $importRefusal = atom<string[]>([]);

/** The format of the connected backend's collections (its adapter's). */
export const $serverFormat = computed($backend, (): CollectionsFormat => transferApi().format);

/**
 * Reads an import text into the server's format (`format`, the connected backend's by default);
 * any failure is the reason shown under "Invalid collections configuration.".
 */
export function parseImport(text: string, format: CollectionsFormat = $serverFormat.get()): ParsedImport {
  if (!text.trim()) return { state: "empty" };
  let items: ExportedCollection[];
  try {
    items = parseCollectionsFile(text);
    const noId = missingIdReason(items);
    if (noId) return { state: "invalid", reason: noId };
  } catch (err) {
    return { state: "invalid", reason: err instanceof Error ? err.message : String(err) };
  }
  try {
    // the same conversion as `pbdeck import`: PocketBase's v0.23 upgrade one way, refused where it cannot go back
    const target = fileForTarget(normalizeImport(items), format);
    return { state: "valid", collections: target.collections, converted: target.converted };
  } catch (err) {
    if (!(err instanceof CollectionsFileError)) throw err;
    return { state: "invalid", reason: err.message, refused: true };
  }
}

export const $importParsed = computed([$importText, $serverFormat], parseImport);

/**
 * The comparison of the valid import with the loaded collections (null until both are there): up
 * to v0.22 by id only (a collection renamed-by-id shows as added until "Replace with original
 * ids"), from v0.23 as `pbdeck diff` compares (ids aligned by name, system collections stay).
 */
export const $importComparison = computed(
  [$importParsed, $importCurrent, $importCurrentLoaded, $deleteMissing, $serverFormat],
  (parsed, current, loaded, deleteMissing, format): ImportComparison | null =>
    parsed.state === "valid" && loaded
      ? compareImport(current, parsed.collections, format, deleteMissing)
      : null,
);

export const $importDiff = computed($importComparison, (c): SchemaDiff | null => c?.diff ?? null);

/** What a Merge import leaves in place (collections and fields not in the file); empty with Delete missing. */
export const $importKept = computed($importComparison, (c): KeptItem[] => c?.kept ?? []);

/** Whether some imported collection matches an existing one by name but has another id (up to v0.22: from v0.23 ids are aligned). */
export const $idMismatch = computed(
  [$importParsed, $importCurrent, $serverFormat],
  (parsed, current, format) =>
    parsed.state === "valid" && format === "schema" ? hasIdMismatches(current, parsed.collections) : false,
);

export function setImportText(text: string): void {
  $importRefusal.set([]);
  $importText.set(text);
}

export function setDeleteMissing(value: boolean): void {
  $deleteMissing.set(value);
}

/** Loads the backend's collections, as its adapter sends them, to compare with. */
export async function loadImportCurrent(): Promise<void> {
  try {
    $importCurrent.set(await transferApi().list());
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
 * Imports the compared collections through the generation's adapter (up to v0.22 as pasted: ids
 * are rewritten only by "Replace with original ids"); false when nothing valid is pasted.
 * @throws the SDK error of a refused import (the caller shows it: a toast, or the confirmation).
 */
export async function applyImport(): Promise<boolean> {
  const comparison = $importComparison.get();
  if (!comparison) return false;
  $importing.set(true);
  $importRefusal.set([]);
  try {
    await transferApi().import(comparison.payload, $deleteMissing.get());
    addSuccessToast("Successfully imported collections configuration.");
    await Promise.all([loadImportCurrent(), loadCollections({ fresh: true })]);
    return true;
  } catch (err) {
    const data = (err as { response?: { data?: unknown } }).response?.data;
    $importRefusal.set(importRefusalLines(data, comparison.payload));
    throw err;
  } finally {
    $importing.set(false);
  }
}
