import { useStore } from "@nanostores/react";
import { type UIEvent, useCallback, useEffect, useLayoutEffect, useRef, useState } from "react";
import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import type { DateField } from "../../../../../shared/records/record-date-fields.ts";
import { toggleSort } from "../../../../../shared/records/search-filter.ts";
import { pb } from "../../../lib/api.ts";
import { loadHiddenColumns, saveHiddenColumns, toggleColumn } from "../../../lib/records/hidden-columns.ts";
import { toggleSelection } from "../../../lib/records/range-selection.ts";
import { useChunkedCount } from "../../../lib/use-chunked-count.ts";
import { confirm } from "../../../stores/confirmation.ts";
import {
  $records,
  $recordsHasMore,
  $recordsLoading,
  $recordsQuery,
  $recordsTotal,
  loadMoreRecords,
  loadRecords,
  reloadLoadedRecords,
  takeRecordsAhead,
} from "../../../stores/records.ts";
import { addSuccessToast } from "../../../stores/toasts.ts";
import { Icon } from "../../base/Icon.tsx";
import { useFileToken } from "../display/use-file-token.ts";
import { IndexAdviceHint } from "./IndexAdviceHint.tsx";
import { RecordsBulkBar } from "./RecordsBulkBar.tsx";
import { RecordsTable } from "./RecordsTable.tsx";

/** Rows are rendered in chunks of this size. */
export const RENDER_CHUNK = 15;
const NO_RECORDS: RecordModel[] = [];

/** Scroll distance from the bottom (px) that triggers loading the next page. */
export const SCROLL_THRESHOLD = 100;

export interface RecordsListProps {
  collection: Collection;
  filter: string;
  hasFilter: boolean;
  /** The dates a view's rows carry (only those are columns); ignored for base and auth collections. */
  viewDates: readonly DateField[];
  sort: string;
  reloadKey: number;
  onSortChange: (sort: string) => void;
  onClearFilter: () => void;
  onOpen: (record: RecordModel) => void;
  onNew: () => void;
}

/** Fetches, pages and selects records, and renders the table with its empty state and footer. */
export function RecordsList(props: RecordsListProps) {
  const { collection, filter, sort, hasFilter, reloadKey, onOpen } = props;
  const listed = useStore($records);
  const listedQuery = useStore($recordsQuery);
  // the rows of another list (the last collection or filter) are not drawn while this one loads
  const records =
    listedQuery?.collectionId === collection.id && listedQuery.filter === filter && listedQuery.sort === sort
      ? listed
      : NO_RECORDS;
  const total = useStore($recordsTotal);
  const loading = useStore($recordsLoading);
  const hasMore = useStore($recordsHasMore);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [hidden, setHidden] = useState<string[]>(() => loadHiddenColumns(localStorage, collection.id));
  const fileToken = useFileToken(collection);
  const [deleting, setDeleting] = useState(false);
  const shown = useChunkedCount(records.length, RENDER_CHUNK);

  // before the browser paints the page around the list, not after: the rows are asked one frame sooner;
  // usually they were asked at the navigation, or at the press on its link, already (stores/records-ahead.ts)
  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the refresh button
  useLayoutEffect(() => {
    setSelected(new Set());
    void loadRecords(collection, filter, sort, 1, takeRecordsAhead(collection, filter, sort));
  }, [collection, filter, sort, reloadKey]);

  useEffect(() => setHidden(loadHiddenColumns(localStorage, collection.id)), [collection.id]);

  // the last clicked row and the loaded ids, read by the stable toggle callback (memoised rows keep it)
  const anchor = useRef<string | null>(null);
  const loadedIds = useRef<string[]>([]);
  loadedIds.current = records.map((r) => r.id);
  const onToggle = useCallback((id: string, range: boolean) => {
    const from = anchor.current;
    anchor.current = id;
    setSelected((prev) => toggleSelection(loadedIds.current, prev, from, id, range));
  }, []);

  function onToggleAll() {
    setSelected(selected.size === records.length ? new Set() : new Set(records.map((r) => r.id)));
  }

  function onToggleColumn(column: string) {
    const next = toggleColumn(hidden, column);
    setHidden(next);
    saveHiddenColumns(localStorage, collection.id, next);
  }

  function deleteSelected() {
    // a retry after a failure goes on with the records not deleted yet
    const pending = new Set(selected);
    confirm("Do you really want to delete the selected record(s)?", async () => {
      setDeleting(true);
      try {
        for (const id of [...pending]) {
          await pb.collection(collection.id).delete(id, { requestKey: null });
          pending.delete(id);
        }
        addSuccessToast("Successfully deleted the selected record(s).");
      } finally {
        setSelected(new Set(pending)); // empty on success; what is left after a failure
        setDeleting(false);
        await reloadLoadedRecords();
      }
    });
  }

  function onScroll(e: UIEvent<HTMLDivElement>) {
    const el = e.currentTarget;
    if (el.scrollHeight - el.scrollTop - el.clientHeight < SCROLL_THRESHOLD) void loadMoreRecords();
  }

  const isView = collection.type === "view";
  const remaining = Math.max(0, total - records.length);
  const showMore = hasMore && (total < 0 || remaining > 0);
  return (
    <div className="records-list">
      <div className="table-wrapper" onScroll={onScroll}>
        <RecordsTable
          collection={collection}
          records={records.slice(0, shown)}
          totalLoaded={records.length}
          hidden={hidden}
          viewDates={props.viewDates}
          sort={sort}
          selected={selected}
          fileToken={fileToken}
          onSort={(field) => props.onSortChange(toggleSort(sort, field))}
          onToggle={onToggle}
          onToggleAll={onToggleAll}
          onToggleColumn={onToggleColumn}
          onOpen={onOpen}
        />
        {loading && records.length === 0 && (
          <div className="state-panel" aria-busy="true">
            <span className="spinner" aria-hidden="true" />
          </div>
        )}
        {!loading && records.length === 0 && (
          <div className="state-panel">
            <p>No records found.</p>
            {hasFilter ? (
              <button type="button" className="btn btn-secondary" onClick={props.onClearFilter}>
                Clear filters
              </button>
            ) : (
              !isView && (
                <button type="button" className="btn btn-secondary" onClick={props.onNew}>
                  <Icon name="plus" size={16} /> New record
                </button>
              )
            )}
          </div>
        )}
        {records.length > 0 && (
          <div className="list-footer">
            <span className="muted">
              Showing {records.length} of {total >= 0 ? total : "…"}
            </span>
            {showMore && (
              <button
                type="button"
                className="btn btn-secondary"
                disabled={loading}
                onClick={() => void loadMoreRecords()}
              >
                {total >= 0 ? `Load more (${remaining})` : "Load more"}
              </button>
            )}
          </div>
        )}
      </div>
      <IndexAdviceHint />
      <RecordsBulkBar
        count={selected.size}
        busy={deleting}
        onReset={() => setSelected(new Set())}
        onDelete={deleteSelected}
      />
    </div>
  );
}
