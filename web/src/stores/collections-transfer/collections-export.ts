/** @module Export collections: every collection, oldest updated first, as the export JSON text. */
import { atom, computed } from "nanostores";
import type { Collection } from "../../../../shared/models.ts";
import { exportCollections } from "../../../../shared/schema/collections-export.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import { pickedCollections } from "../../lib/settings/export-import/collections-subset.ts";

export const $exportCollections = atom<Collection[]>([]);
export const $exportLoading = atom(false);
/** Ids of the collections left out of the export (none by default: everything is exported). */
export const $exportUnticked = atom<ReadonlySet<string>>(new Set());

/** The JSON text shown, copied and downloaded (4-space indent, no created/updated): the ticked collections. */
export const $exportJson = computed([$exportCollections, $exportUnticked], (list, unticked) => {
  const picked = pickedCollections(list, unticked);
  return picked.length ? exportCollections(picked) : "";
});

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

/** Loads every collection (batch 100, sort by updated); a newer call cancels the older one. */
export async function loadExportCollections(): Promise<void> {
  $exportLoading.set(true);
  try {
    const list = await pb.collections.getFullList(100, { sort: "updated", requestKey: "exportCollections" });
    $exportCollections.set(list as unknown as Collection[]);
    $exportLoading.set(false);
  } catch (err) {
    handleApiError(err);
    // an aborted load belongs to a newer one, which owns the flag
    if (!(err as { isAbort?: boolean }).isAbort) $exportLoading.set(false);
  }
}
