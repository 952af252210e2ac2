/** @module The lazily loaded entry of the collection panel: mounts its host once, beside the app. */
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import type { Collection } from "../../../../shared/models.ts";
import { type CollectionEditorTarget, openCollectionEditor } from "../../stores/collection-editor.ts";
import { CollectionPanelHost } from "./CollectionPanelHost.tsx";
import "../../styles/collection-editor.css";

let mounted = false;

/** Opens the panel (state lives in stores/collection-editor.ts) and mounts its host on first use. */
export function showCollectionPanel(collection: Collection | null, target?: CollectionEditorTarget): void {
  openCollectionEditor(collection, undefined, target);
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
