/** @module The command palette: open state, and running an item (go to a page, an action, a record by id). */
import { atom } from "nanostores";
import type { Collection } from "../../../shared/models.ts";
import { openCollectionEditor } from "../components/collections/open-collection-editor.ts";
import { openApiDocs } from "../components/docs/open-api-docs.ts";
import { pb } from "../lib/api.ts";
import { handleApiError, isAbortError } from "../lib/handle-api-error.ts";
import { navigate } from "../lib/navigate.ts";
import type { PaletteItem } from "../lib/palette/palette-items.ts";
import { $activeCollection, $collections, $collectionsLoaded, loadCollections } from "./collections.ts";
import { requestNewRecord } from "./records.ts";
import { addErrorToast } from "./toasts.ts";

export const $paletteOpen = atom(false);

/** Opens the palette (and loads the collections it lists if no page has yet). */
export function openPalette(): void {
  $paletteOpen.set(true);
  if (!$collectionsLoaded.get()) void loadCollections();
}

export function closePalette(): void {
  $paletteOpen.set(false);
}

export function togglePalette(): void {
  if ($paletteOpen.get()) closePalette();
  else openPalette();
}

function collectionHref(collection: Collection, recordId?: string): string {
  const query = new URLSearchParams({ collectionId: collection.id });
  if (recordId) query.set("recordId", recordId);
  return `/collections?${query.toString()}`;
}

/** The collection holding a record id: the active collection first, then the others (asked together). */
async function findRecordCollection(id: string): Promise<Collection | null> {
  const active = $activeCollection.get();
  const all = $collections.get();
  const ordered = active ? [active, ...all.filter((c) => c.id !== active.id)] : all;
  const found = await Promise.all(
    ordered.map((c) =>
      pb
        .collection(c.id)
        .getList(1, 1, {
          filter: `id = ${JSON.stringify(id)}`,
          fields: "id",
          skipTotal: true,
          requestKey: null,
        })
        .then((r) => r.items.length > 0)
        .catch((err: unknown) => {
          if (!isAbortError(err)) console.warn(`record lookup in ${c.name} failed`, err); // others may still match
          return false;
        }),
    ),
  );
  return ordered[found.indexOf(true)] ?? null;
}

/** Runs a palette item and closes the palette. */
export async function runPaletteItem(item: PaletteItem): Promise<void> {
  closePalette();
  if (item.href) return navigate(item.href);
  const active = $activeCollection.get();
  switch (item.action) {
    case "new-collection":
      return openCollectionEditor(null);
    case "new-record":
      if (!active) return;
      navigate(collectionHref(active));
      return requestNewRecord();
    case "api-preview":
      if (!active) return;
      navigate(collectionHref(active));
      return openApiDocs(active);
    case "open-record": {
      const id = item.recordId ?? "";
      try {
        const collection = await findRecordCollection(id);
        if (collection) navigate(collectionHref(collection, id));
        else addErrorToast(`No record with the id "${id}" was found.`);
      } catch (err) {
        handleApiError(err);
      }
      return;
    }
  }
}
