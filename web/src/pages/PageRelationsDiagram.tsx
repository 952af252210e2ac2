import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { LoadingPanel } from "../components/base/LoadingPanel.tsx";
import { CollectionsSidebar } from "../components/collections/CollectionsSidebar.tsx";
import { RelationsDiagram } from "../components/relations-diagram/RelationsDiagram.tsx";
import { usePageTitle } from "../lib/use-page-title.ts";
import { $collections, $collectionsLoaded, loadCollections } from "../stores/collections.ts";
import "../styles/relations-diagram.css";

/** Collections > Relations diagram. */
export default function PageRelationsDiagram() {
  usePageTitle("Relations diagram");
  const collections = useStore($collections);
  const loaded = useStore($collectionsLoaded);
  useEffect(() => {
    void loadCollections();
  }, []);
  return (
    <div className="page-with-sidebar">
      <CollectionsSidebar collections={collections} activeId="" />
      <main className="page relations-diagram-page">
        <header className="page-header">
          <nav className="breadcrumbs" aria-label="Breadcrumb">
            <span className="muted">Collections</span>
            <span className="breadcrumb-sep muted" aria-hidden="true">
              /
            </span>
            <h1 className="page-title">Relations diagram</h1>
          </nav>
        </header>
        <div className="page-content relations-diagram-content">
          <LoadingPanel loading={!loaded}>
            <RelationsDiagram collections={collections} />
          </LoadingPanel>
        </div>
      </main>
    </div>
  );
}
