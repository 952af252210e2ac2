/** @module Opens the API docs panel. Its code loads on first use (not part of the sign-in bundle). */
import type { Collection } from "../../../../shared/models.ts";
import { addErrorToast } from "../../stores/toasts.ts";

/** Opens the API docs panel of `collection` on its first tab. */
export function openApiDocs(collection: Collection): void {
  import("./api-docs-root.tsx")
    .then((root) => root.showApiDocs(collection))
    .catch((err: unknown) => {
      console.error("The API docs panel failed to load.", err);
      addErrorToast("Failed to load the API preview.");
    });
}
