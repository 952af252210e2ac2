import { useStore } from "@nanostores/react";
import type { Collection } from "../../../../shared/models.ts";
import { $hideControls } from "../../stores/app.ts";
import { Icon } from "../base/Icon.tsx";
import { openCollectionEditor } from "../collections/open-collection-editor.ts";
import { openApiDocs } from "../docs/open-api-docs.ts";
import { Breadcrumb } from "../layout/Breadcrumb.tsx";
import { RecordsExportMenu } from "./transfer/RecordsExportMenu.tsx";

export interface RecordsHeaderProps {
  collection: Collection;
  /** The API filter of the list (what Export writes). */
  filter: string;
  /** The list's sort (the order Export writes). */
  sort: string;
  onRefresh: () => void;
  onNew: () => void;
  onImport: () => void;
}

/** Title and actions of the records page. */
export function RecordsHeader({ collection, filter, sort, onRefresh, onNew, onImport }: RecordsHeaderProps) {
  const hideControls = useStore($hideControls);
  return (
    <header className="page-header">
      <Breadcrumb section="Collections" title={collection.name} />
      <div className="header-actions">
        {!hideControls && (
          <button
            type="button"
            className="btn-icon"
            aria-label="Edit collection"
            title="Edit collection"
            onClick={() => openCollectionEditor(collection)}
          >
            <Icon name="settings" />
          </button>
        )}
        <button type="button" className="btn-icon" aria-label="Refresh" title="Refresh" onClick={onRefresh}>
          <Icon name="refresh" />
        </button>
      </div>
      <div className="header-actions header-end">
        <RecordsExportMenu collection={collection} filter={filter} sort={sort} />
        {collection.type !== "view" && (
          <button type="button" className="btn btn-secondary" onClick={onImport}>
            <Icon name="upload" size={16} /> Import
          </button>
        )}
        <button type="button" className="btn btn-secondary" onClick={() => openApiDocs(collection)}>
          <Icon name="code" size={16} /> API Preview
        </button>
        {collection.type !== "view" && (
          <button type="button" className="btn btn-primary" onClick={onNew}>
            <Icon name="plus" size={16} /> New record
          </button>
        )}
      </div>
    </header>
  );
}
