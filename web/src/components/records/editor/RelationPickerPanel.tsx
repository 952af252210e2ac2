import { type FormEvent, useEffect, useState } from "react";
import type { Collection, RecordModel } from "../../../../../shared/models.ts";
import { defaultRecordsSort } from "../../../../../shared/records/default-sort.ts";
import { normalizeSearchFilter } from "../../../../../shared/records/search-filter.ts";
import { pb } from "../../../lib/api.ts";
import { collectionIdentifiers, searchIdentifiers } from "../../../lib/collections/collection-fields.ts";
import { handleApiError } from "../../../lib/handle-api-error.ts";
import { queryOptions } from "../../../lib/query-options.ts";
import { capValues } from "../../../lib/records/field-values.ts";
import { recordLabel } from "../../../lib/records/record-label.ts";
import { recordTooltip } from "../../../lib/records/record-tooltip.ts";
import { loadRecordsByIds } from "../../../lib/records/records-by-id.ts";
import { backendIsEmbedded } from "../../../stores/connection.ts";
import { Icon } from "../../base/Icon.tsx";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";
import { RecordUpsertPanel } from "./RecordUpsertPanel.tsx";

/** Picker page size. */
export const PICKER_BATCH = 50;

/** Placeholder rows while a batch loads (spec §9: 10 skeleton rows). */
const SKELETON_KEYS = Array.from({ length: 10 }, (_, i) => `skeleton-${i}`);

export interface RelationPickerPanelProps {
  open: boolean;
  collection: Collection;
  selected: string[];
  /** 1 replaces the selection; null means no limit. */
  maxSelect: number | null;
  onClose: () => void;
  onSubmit: (ids: string[]) => void;
}

/** Overlay listing records of the related collection to pick from. */
export function RelationPickerPanel({
  open,
  collection,
  selected,
  maxSelect,
  onClose,
  onSubmit,
}: RelationPickerPanelProps) {
  const [search, setSearch] = useState("");
  const [filter, setFilter] = useState("");
  const [items, setItems] = useState<RecordModel[]>([]);
  const [page, setPage] = useState(1);
  const [hasMore, setHasMore] = useState(false);
  const [loading, setLoading] = useState(false);
  const [picked, setPicked] = useState<string[]>(selected);
  const [editing, setEditing] = useState<RecordModel | "new" | null>(null);
  const [reloadKey, setReloadKey] = useState(0);
  const canEdit = collection.type !== "view";

  useEffect(() => {
    if (open) setPicked(selected);
  }, [open, selected]);

  // the chips of the records selected before opening: loaded by id (batches of 50) for their labels
  const [selectedRecords, setSelectedRecords] = useState<RecordModel[]>([]);
  const selectedKey = selected.join(",");
  useEffect(() => {
    const ids = selectedKey ? selectedKey.split(",") : [];
    if (!open || ids.length === 0) return setSelectedRecords([]);
    let live = true;
    loadRecordsByIds(collection.id, ids)
      .then((list) => live && setSelectedRecords(list))
      .catch((err) => handleApiError(err));
    return () => {
      live = false;
    };
  }, [open, collection.id, selectedKey]);
  const known = new Map([...selectedRecords, ...items].map((r) => [r.id, r]));

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey refetches after a nested save
  useEffect(() => {
    if (!open) return;
    let live = true;
    setLoading(true);
    pb.collection(collection.id)
      .getList<RecordModel>(page, PICKER_BATCH, {
        ...queryOptions({
          filter: normalizeSearchFilter(filter, searchIdentifiers(collection)),
          // pickers never sort a view (spec §5); v0.23+ without `created`: newest row first
          sort:
            collection.type === "view"
              ? ""
              : defaultRecordsSort(collection, collectionIdentifiers(collection), {
                  rowidSortable: backendIsEmbedded(),
                }),
        }),
        skipTotal: true,
        requestKey: `picker_${collection.id}`,
      })
      .then((result) => {
        if (!live) return;
        setItems((prev) => (page === 1 ? result.items : [...prev, ...result.items]));
        setHasMore(result.items.length === PICKER_BATCH);
      })
      .catch((err) => handleApiError(err, { notify: false }))
      .finally(() => live && setLoading(false));
    return () => {
      live = false;
    };
  }, [open, collection, filter, page, reloadKey]);

  function toggle(id: string) {
    if (maxSelect === 1) return setPicked(picked.includes(id) ? [] : [id]);
    const next = picked.includes(id) ? picked.filter((x) => x !== id) : [...picked, id];
    setPicked(capValues(next, maxSelect));
  }

  function submitSearch(e: FormEvent) {
    e.preventDefault();
    e.stopPropagation();
    setPage(1);
    setFilter(search);
  }

  return (
    <OverlayPanel
      open={open}
      onClose={onClose}
      title={`Select ${collection.name} records`}
      size="md"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={() => onSubmit(picked)}>
            Set selection
          </button>
        </>
      }
    >
      <form className="searchbar" onSubmit={submitSearch}>
        {canEdit && (
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing("new")}>
            <Icon name="plus" size={14} /> New record
          </button>
        )}
        <input
          className="input input-plain"
          type="search"
          aria-label="Search records to select"
          placeholder="Search term or filter..."
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </form>
      <ul className="picker-list" aria-busy={loading}>
        {items.map((r) => (
          <li key={r.id}>
            <label
              className={`picker-item${picked.includes(r.id) ? " selected" : ""}`}
              title={recordTooltip(r, collection)}
            >
              <input
                type={maxSelect === 1 ? "radio" : "checkbox"}
                name="picker"
                checked={picked.includes(r.id)}
                onChange={() => toggle(r.id)}
              />
              <span className="txt-mono">{r.id}</span>
              <span className="muted">
                {recordLabel(r, collection) === r.id ? "" : recordLabel(r, collection)}
              </span>
              {canEdit && (
                <button
                  type="button"
                  className="btn-icon"
                  aria-label={`Edit record ${r.id}`}
                  onClick={(e) => {
                    e.preventDefault();
                    setEditing(r);
                  }}
                >
                  <Icon name="edit" size={14} />
                </button>
              )}
            </label>
          </li>
        ))}
        {loading &&
          SKELETON_KEYS.map((key) => (
            <li key={key} className="picker-skeleton" aria-hidden="true">
              <span className="skeleton-line" />
            </li>
          ))}
        {!loading && items.length === 0 && <li className="muted">No records found.</li>}
      </ul>
      {hasMore && (
        <button
          type="button"
          className="btn btn-secondary btn-block"
          disabled={loading}
          onClick={() => setPage(page + 1)}
        >
          Load more
        </button>
      )}
      <h3 className="section-title">
        Selected{" "}
        <span className="muted">
          ({picked.length}
          {maxSelect ? ` of MAX ${maxSelect}` : ""})
        </span>
      </h3>
      {picked.length === 0 ? (
        <p className="muted">No selected records.</p>
      ) : (
        <ul className="chips">
          {picked.map((id) => (
            <li
              key={id}
              className="chip"
              title={known.has(id) ? recordTooltip(known.get(id) as RecordModel, collection) : id}
            >
              {known.has(id) ? recordLabel(known.get(id) as RecordModel, collection) : id}
              <button
                type="button"
                className="chip-remove"
                aria-label={`Deselect ${id}`}
                onClick={() => toggle(id)}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      {editing && (
        <RecordUpsertPanel
          collection={collection}
          record={editing === "new" ? null : editing}
          onClose={() => setEditing(null)}
          onSaved={(saved) => {
            if (editing === "new")
              setPicked((prev) => (maxSelect === 1 ? [saved.id] : capValues([...prev, saved.id], maxSelect)));
            setEditing(null);
            setPage(1);
            setReloadKey((k) => k + 1);
          }}
          onDeleted={(id) => {
            setPicked((prev) => prev.filter((x) => x !== id));
            setEditing(null);
            setPage(1);
            setReloadKey((k) => k + 1);
          }}
          onDuplicate={() => {}}
        />
      )}
    </OverlayPanel>
  );
}
