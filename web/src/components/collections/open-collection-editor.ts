/** @module Opens the collection panel. Its code loads on first use (not part of the sign-in bundle). */
import type { Collection } from "../../../../shared/models.ts";
import type { CollectionEditorTarget } from "../../stores/collection-editor.ts";
import { addErrorToast } from "../../stores/toasts.ts";

/** Opens the collection panel on `collection` (at `target`: a tab, and a rule to focus), or on a new one when null. */
export function openCollectionEditor(collection: Collection | null, target?: CollectionEditorTarget): void {
  import("./collection-panel-root.tsx")
    .then((root) => root.showCollectionPanel(collection, target))
    .catch((err: unknown) => {
      console.error("The collection panel failed to load.", err);
      addErrorToast("Failed to load the collection panel.");
    });
}
