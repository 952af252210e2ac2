import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { CollectionsSidebar } from "../components/collections/CollectionsSidebar.tsx";
import { PageFooter } from "../components/layout/PageFooter.tsx";
import { RulesOverview } from "../components/rules-overview/RulesOverview.tsx";
import { usePageTitle } from "../lib/use-page-title.ts";
import { $collections, loadCollections } from "../stores/collections.ts";
import "../styles/rules-overview.css";

/** Collections > API rules overview. */
export default function PageRulesOverview() {
  usePageTitle("API rules overview");
  const collections = useStore($collections);
  useEffect(() => {
    void loadCollections();
  }, []);
  return (
    <div className="page-with-sidebar">
      <CollectionsSidebar collections={collections} activeId="" />
      <main className="page">
        <header className="page-header">
          <nav className="breadcrumbs" aria-label="Breadcrumb">
            <span className="muted">Collections</span>
            <span className="breadcrumb-sep muted" aria-hidden="true">
              /
            </span>
            <h1 className="page-title">API rules overview</h1>
          </nav>
        </header>
        <div className="page-content">
          <RulesOverview />
        </div>
        <PageFooter />
      </main>
    </div>
  );
}
