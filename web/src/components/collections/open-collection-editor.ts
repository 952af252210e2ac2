/** @module Opens the collection panel. Its code loads on first use (not part of the sign-in bundle). */
import type { Collection } from "../../../../shared/models.ts";
import type { RuleKey } from "../../lib/collections/collection-form.ts";
import { addErrorToast } from "../../stores/toasts.ts";

/** Opens the collection panel on `collection`, or on a new collection when null; with `rule`, on that API rule. */
export function openCollectionEditor(collection: Collection | null, rule?: RuleKey): void {
  import("./collection-panel-root.tsx")
    .then((root) => root.showCollectionPanel(collection, rule))
    .catch((err: unknown) => {
      console.error("The collection panel failed to load.", err);
      addErrorToast("Failed to load the collection panel.");
    });
}
