import { useStore } from "@nanostores/react";
import { useMemo, useState } from "react";
import type { Collection } from "../../../../shared/models.ts";
import { searchCollections } from "../../lib/collections/collections-order.ts";
import { $hideControls } from "../../stores/app.ts";
import { Icon, type IconName } from "../base/Icon.tsx";
import { openCollectionEditor } from "./open-collection-editor.ts";

/** Sidebar lists above this size use the compact layout. */
export const COMPACT_ABOVE = 20;

const TYPE_ICONS: Record<string, IconName> = { auth: "users", base: "folder", view: "eye" };

export interface CollectionsSidebarProps {
  collections: Collection[];
  activeId: string;
}

/** Whether a collection is the server's own (a system collection named `_…`, as v0.23+ has). */
function isServerOwn(c: Collection): boolean {
  return c.system && c.name.startsWith("_");
}

function CollectionLink({ collection: c, current }: { collection: Collection; current: boolean }) {
  return (
    <a
      href={`#/collections?collectionId=${encodeURIComponent(c.id)}`}
      className={`sidebar-item${current ? " current" : ""}`}
      aria-current={current ? "page" : undefined}
      title={c.name}
    >
      <Icon name={TYPE_ICONS[c.type] ?? "folder"} size={16} />
      <span className="sidebar-item-name">{c.name}</span>
    </a>
  );
}

/** The collections list with search, type icons and the New collection button. */
export function CollectionsSidebar({ collections, activeId }: CollectionsSidebarProps) {
  const [search, setSearch] = useState("");
  const hideControls = useStore($hideControls);
  const found = useMemo(() => searchCollections(collections, search), [collections, search]);
  // the server's own collections (v0.23+ `_superusers`, `_otps`, ...) are listed apart, after the others
  const shown = found.filter((c) => !isServerOwn(c));
  const serverOwn = found.filter(isServerOwn);
  const compact = collections.length > COMPACT_ABOVE;

  return (
    <aside
      className={`page-sidebar collections-sidebar${compact ? " compact" : ""}`}
      aria-label="Collections"
    >
      <div className="sidebar-search">
        <Icon name="search" size={16} />
        <input
          className="input input-plain"
          type="search"
          placeholder="Search collections..."
          aria-label="Search collections"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        {search && (
          <button type="button" className="btn-icon" aria-label="Clear search" onClick={() => setSearch("")}>
            <Icon name="close" size={14} />
          </button>
        )}
      </div>
      <nav className="sidebar-list">
        {shown.map((c) => (
          <CollectionLink key={c.id} collection={c} current={c.id === activeId} />
        ))}
        {found.length === 0 && <p className="sidebar-empty muted">No collections found.</p>}
      </nav>
      {serverOwn.length > 0 && (
        <nav className="sidebar-list" aria-label="System collections">
          <p className="muted sidebar-group-title">System</p>
          {serverOwn.map((c) => (
            <CollectionLink key={c.id} collection={c} current={c.id === activeId} />
          ))}
        </nav>
      )}
      <nav className="sidebar-overviews" aria-label="Collections overviews">
        <a className="sidebar-item" href="#/collections/rules">
          <Icon name="shield" size={16} />
          <span>API rules overview</span>
        </a>
        <a className="sidebar-item" href="#/collections/diagram">
          <Icon name="columns" size={16} />
          <span>Relations diagram</span>
        </a>
      </nav>
      {!hideControls && (
        <footer className="sidebar-footer">
          <button
            type="button"
            className="btn btn-secondary btn-block"
            onClick={() => openCollectionEditor(null)}
          >
            <Icon name="plus" size={16} /> New collection
          </button>
          <a className="sidebar-link muted" href="#/settings/auth-providers" target="_blank" rel="noopener">
            Manage OAuth2 providers
          </a>
        </footer>
      )}
    </aside>
  );
}
