import { useStore } from "@nanostores/react";
import { useCallback, useEffect, useMemo, useState } from "react";
import type { RecordModel } from "../../../shared/models.ts";
import { CollectionsSidebar } from "../components/collections/CollectionsSidebar.tsx";
import { openCollectionEditor } from "../components/collections/open-collection-editor.ts";
import { PageFooter } from "../components/layout/PageFooter.tsx";
import { RecordEditor } from "../components/records/editor/RecordEditor.tsx";
import { SavedFiltersMenu } from "../components/records/filters/SavedFiltersMenu.tsx";
import { RecordsHeader } from "../components/records/RecordsHeader.tsx";
import { RecordsSearchBar } from "../components/records/RecordsSearchBar.tsx";
import { RecordsList } from "../components/records/table/RecordsList.tsx";
import { RecordsImportPanel } from "../components/records/transfer/RecordsImportPanel.tsx";
import { replaceHashQuery } from "../lib/navigate.ts";
import { recordsQueryOf } from "../lib/records/records-query.ts";
import { useOwnSearch } from "../lib/use-own-search.ts";
import { usePageTitle } from "../lib/use-page-title.ts";
import {
  $activeCollectionId,
  $collections,
  $collectionsLoaded,
  $isLoading,
  loadCollections,
  setActiveCollection,
} from "../stores/collections.ts";
import { backendIsEmbedded } from "../stores/connection.ts";
import {
  $newRecordRequested,
  $recordsFilterError,
  $viewDates,
  consumeNewRecordRequest,
  probeViewDates,
} from "../stores/records.ts";

/** The records page: collections sidebar, header, search bar, records list and record editor. */
export default function PageRecords() {
  const params = useOwnSearch("/collections");
  const requestedId = params.get("collectionId") ?? "";
  const rawFilter = params.get("filter") ?? "";
  const recordId = params.get("recordId") ?? "";
  const collections = useStore($collections);
  const loaded = useStore($collectionsLoaded);
  const loading = useStore($isLoading);
  const remembered = useStore($activeCollectionId);
  const viewDates = useStore($viewDates);
  const search = params.toString();
  // the same reading of the URL as the rows asked for ahead of this render (stores/records-ahead.ts)
  const query = useMemo(
    () =>
      recordsQueryOf(new URLSearchParams(search), {
        collections,
        remembered,
        viewDates,
        rowidSortable: backendIsEmbedded(),
      }),
    [search, collections, remembered, viewDates],
  );
  const active = query?.collection ?? null;
  const activeViewDates = query?.viewDates;
  const sort = query?.sort ?? "";
  const filter = query?.filter ?? "";
  const filterError = useStore($recordsFilterError);
  const [newOpen, setNewOpen] = useState(false);
  const [importOpen, setImportOpen] = useState(false);
  const newRequested = useStore($newRecordRequested);
  const [reloadKey, setReloadKey] = useState(0);
  usePageTitle(active?.name ?? "Collections");

  useEffect(() => {
    void loadCollections();
  }, []);

  const activeId = active?.id ?? "";
  useEffect(() => {
    if (activeId) setActiveCollection(activeId);
    setNewOpen(false); // another collection: close a new-record panel
    setImportOpen(false);
  }, [activeId]);

  // "New record" from the command palette (after the collection switch above)
  useEffect(() => {
    if (!newRequested || !activeId) return;
    consumeNewRecordRequest();
    setNewOpen(true);
  }, [newRequested, activeId]);

  // a stable callback keeps the memoized rows from re-rendering on every list update
  const openRecord = useCallback((record: RecordModel) => replaceHashQuery({ recordId: record.id }), []);

  // keep the URL pointing at the collection actually shown
  useEffect(() => {
    if (active && requestedId !== active.id) replaceHashQuery({ collectionId: active.id });
  }, [active, requestedId]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the refresh button (a view may change)
  useEffect(() => {
    if (active?.type === "view") void probeViewDates(active);
  }, [active, reloadKey]);

  if (!loaded) {
    return (
      <main className="page page-center">
        <p className="muted">{loading ? "Loading collections..." : ""}</p>
      </main>
    );
  }

  if (collections.length === 0 || !active) {
    return (
      <main className="page page-center">
        <div className="empty-state">
          <h2>You don't have any collections yet.</h2>
          <p className="muted">Create your first collection to add records!</p>
          <button type="button" className="btn btn-primary" onClick={() => openCollectionEditor(null)}>
            Create new collection
          </button>
        </div>
      </main>
    );
  }

  const closeEditor = () => {
    setNewOpen(false);
    if (recordId) replaceHashQuery({ recordId: null });
  };

  return (
    <div className="page-with-sidebar">
      <CollectionsSidebar collections={collections} activeId={active.id} />
      <main className="page">
        <RecordsHeader
          collection={active}
          filter={filter}
          sort={sort}
          onRefresh={() => setReloadKey((k) => k + 1)}
          onNew={() => setNewOpen(true)}
          onImport={() => setImportOpen(true)}
        />
        <div className="records-toolbar">
          <RecordsSearchBar
            value={rawFilter}
            error={filterError}
            collectionId={active.id}
            onSubmit={(value) => replaceHashQuery({ filter: value })}
          />
          <SavedFiltersMenu
            collectionId={active.id}
            filter={rawFilter}
            sort={params.get("sort") ?? ""}
            onApply={(saved) => replaceHashQuery({ filter: saved.filter, sort: saved.sort })}
          />
        </div>
        {activeViewDates === undefined ? (
          <div className="state-panel" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
          </div>
        ) : (
          <RecordsList
            collection={active}
            filter={filter}
            hasFilter={rawFilter !== ""}
            viewDates={activeViewDates}
            sort={sort}
            reloadKey={reloadKey}
            onSortChange={(next) => replaceHashQuery({ sort: next })}
            onClearFilter={() => replaceHashQuery({ filter: null })}
            onOpen={openRecord}
            onNew={() => setNewOpen(true)}
          />
        )}
        <PageFooter />
      </main>
      <RecordEditor
        key={`${active.id}/${recordId}/${newOpen}`}
        collection={active}
        recordId={recordId}
        isNew={newOpen && !recordId}
        onClose={closeEditor}
      />
      {importOpen && (
        <RecordsImportPanel
          collection={active}
          onClose={() => setImportOpen(false)}
          onImported={() => setReloadKey((k) => k + 1)}
        />
      )}
    </div>
  );
}
