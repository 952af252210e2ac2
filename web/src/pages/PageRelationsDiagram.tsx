import { useStore } from "@nanostores/react";
import { LoadingPanel } from "../components/base/LoadingPanel.tsx";
import { CollectionsOverviewLayout } from "../components/collections/CollectionsOverviewLayout.tsx";
import { RelationsDiagram } from "../components/relations-diagram/RelationsDiagram.tsx";
import { $collections, $collectionsLoaded } from "../stores/collections.ts";
import "../styles/relations-diagram.css";

/** Collections > Relations diagram. */
export default function PageRelationsDiagram() {
  const collections = useStore($collections);
  const loaded = useStore($collectionsLoaded);
  return (
    <CollectionsOverviewLayout
      title="Relations diagram"
      className="relations-diagram-page"
      contentClassName="relations-diagram-content"
    >
      <LoadingPanel loading={!loaded}>
        <RelationsDiagram collections={collections} />
      </LoadingPanel>
    </CollectionsOverviewLayout>
  );
}
