/** @module Export collections: every collection, oldest updated first, as the export JSON text. */
import { atom, computed } from "nanostores";
import { exportCollections } from "../../../../shared/collections-export.ts";
import type { Collection } from "../../../../shared/models.ts";
import { pb } from "../../lib/api.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";

export const $exportCollections = atom<Collection[]>([]);
export const $exportLoading = atom(false);

/** The JSON text shown, copied and downloaded (4-space indent, no created/updated). */
export const $exportJson = computed($exportCollections, (list) =>
  list.length ? exportCollections(list) : "",
);

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
