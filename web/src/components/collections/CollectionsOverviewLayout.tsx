import { useStore } from "@nanostores/react";
import { type ReactNode, useEffect } from "react";
import { usePageTitle } from "../../lib/use-page-title.ts";
import { $collections, loadCollections } from "../../stores/collections.ts";
import { Breadcrumb } from "../layout/Breadcrumb.tsx";
import { PageFooter } from "../layout/PageFooter.tsx";
import { CollectionsSidebar } from "./CollectionsSidebar.tsx";

export interface CollectionsOverviewLayoutProps {
  /** Shown after the 'Collections' breadcrumb and in the document title. */
  title: string;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}

/**
 * The frame of the views over all collections (API rules overview, relations diagram): the
 * collections sidebar, the 'Collections / {title}' breadcrumb, the content; loads the collections.
 */
export function CollectionsOverviewLayout({
  title,
  className,
  contentClassName,
  children,
}: CollectionsOverviewLayoutProps) {
  usePageTitle(title);
  const collections = useStore($collections);
  useEffect(() => {
    void loadCollections();
  }, []);
  return (
    <div className="page-with-sidebar">
      <CollectionsSidebar collections={collections} activeId="" />
      <main className={`page${className ? ` ${className}` : ""}`}>
        <header className="page-header">
          <Breadcrumb section="Collections" title={title} />
        </header>
        <div className={`page-content${contentClassName ? ` ${contentClassName}` : ""}`}>{children}</div>
        <PageFooter />
      </main>
    </div>
  );
}
