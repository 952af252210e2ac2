import { useStore } from "@nanostores/react";
import { $collectionEditorOpen, $savedDraft } from "../../stores/collection-editor.ts";
import { CollectionUpsertPanel } from "./CollectionUpsertPanel.tsx";

/** Shows the collection panel while the editor store says it is open. */
export function CollectionPanelHost() {
  const open = useStore($collectionEditorOpen);
  const saved = useStore($savedDraft);
  if (!open) return null;
  return <CollectionUpsertPanel key={saved?.id ?? "new"} />;
}
