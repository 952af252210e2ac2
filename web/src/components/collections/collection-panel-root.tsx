/** @module The lazily loaded entry of the collection panel: mounts its host once, beside the app. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { Collection } from "../../../../shared/models.ts";
import { handleApiError } from "../../lib/handle-api-error.ts";
import {
  type CollectionEditorTarget,
  collectionToEdit,
  openCollectionEditor,
} from "../../stores/collection-editor.ts";
import { CollectionPanelHost } from "./CollectionPanelHost.tsx";
import "../../styles/collection-editor.css";

let mounted = false;

/**
 * Opens the panel (state lives in stores/collection-editor.ts) and mounts its host on first use.
 * @returns once the panel shows (on v0.23+ after reading the server's collection), or failed with a toast.
 */
export async function showCollectionPanel(
  collection: Collection | null,
  target?: CollectionEditorTarget,
): Promise<void> {
  try {
    openCollectionEditor(await collectionToEdit(collection), undefined, target);
  } catch (err) {
    handleApiError(err);
    return;
  }
  if (mounted) return;
  mounted = true;
  const element = document.createElement("div");
  element.className = "collection-panel-root";
  document.body.append(element);
  // a prefix of its own: useId values of separate roots would otherwise collide with the app's
  createRoot(element, { identifierPrefix: "collection-panel-" }).render(
    <StrictMode>
      <CollectionPanelHost />
    </StrictMode>,
  );
}
