/** @module Opens the collection panel. Its code loads on first use (not part of the sign-in bundle). */
import type { Collection } from "../../../../shared/models.ts";
import { addErrorToast } from "../../stores/toasts.ts";
import type { CollectionTab } from "./CollectionTabs.tsx";

/** Opens the collection panel on `collection` (on its `tab`), or on a new collection when null. */
export function openCollectionEditor(collection: Collection | null, tab?: CollectionTab): void {
  import("./collection-panel-root.tsx")
    .then((root) => root.showCollectionPanel(collection, tab))
    .catch((err: unknown) => {
      console.error("The collection panel failed to load.", err);
      addErrorToast("Failed to load the collection panel.");
    });
}
