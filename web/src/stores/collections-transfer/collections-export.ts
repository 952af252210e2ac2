/**
 * @module Export collections: every collection as the server sends it (the system ones too from
 * v0.23), as the server's own export JSON text (`schema` up to v0.22, `fields` from v0.23).
 */
import { atom, computed } from "nanostores";
import type { CollectionsFormat } from "../../../../shared/client/generations/collections-api.ts";
import type { Collection } from "../../../../shared/models.ts";
import { exportCollections } from "../../../../shared/schema/collections-export.ts";
import { exportFieldsCollections } from "../../../../shared/schema/fields-export.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { pickedCollections } from "../../lib/settings/export-import/collections-subset.ts";
import { transferApi } from "./collections-api.ts";

export const $exportCollections = atom<Collection[]>([]);
/** The format the loaded list is in (the server's). */
export const $exportFormat = atom<CollectionsFormat>("schema");
export const $exportLoading = atom(false);
/** Ids of the collections left out of the export (none by default: everything is exported). */
export const $exportUnticked = atom<ReadonlySet<string>>(new Set());

/** The JSON text shown, copied and downloaded, as `pbdeck export` writes it: the ticked collections. */
export const $exportJson = computed(
  [$exportCollections, $exportUnticked, $exportFormat],
  (list, unticked, format) => {
    const picked = pickedCollections(list, unticked);
    if (!picked.length) return "";
    return format === "fields" ? exportFieldsCollections(picked) : exportCollections(picked);
  },
);

/** Ticks or unticks one collection for the export. */
export function setExportTicked(id: string, ticked: boolean): void {
  const next = new Set($exportUnticked.get());
  if (ticked) next.delete(id);
  else next.add(id);
  $exportUnticked.set(next);
}

/** Ticks every collection, or none. */
export function setExportTickedAll(ticked: boolean): void {
  $exportUnticked.set(ticked ? new Set() : new Set($exportCollections.get().map((c) => c.id)));
}

/** Loads every collection through the generation's adapter (the raw list, not the display conversion). */
export async function loadExportCollections(): Promise<void> {
  $exportLoading.set(true);
  try {
    const api = transferApi();
    const list = await api.list();
    $exportFormat.set(api.format);
    $exportCollections.set(list);
  } catch (err) {
    handleApiError(err);
  } finally {
    $exportLoading.set(false);
  }
}
