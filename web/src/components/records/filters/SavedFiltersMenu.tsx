import { type FormEvent, useEffect, useId, useState } from "react";
import {
  addSavedFilter,
  loadSavedFilters,
  removeSavedFilter,
  type SavedFilter,
} from "../../../lib/records/saved-filters.ts";
import { Dropdown } from "../../base/Dropdown.tsx";
import { Icon } from "../../base/Icon.tsx";

export interface SavedFiltersMenuProps {
  collectionId: string;
  /** The filter text and sort of the list now (what "Save" keeps). */
  filter: string;
  sort: string;
  onApply: (saved: SavedFilter) => void;
}

/** The Saved filters menu: apply one in a click, delete one, or save the current filter and sort by name. */
export function SavedFiltersMenu({ collectionId, filter, sort, onApply }: SavedFiltersMenuProps) {
  const uid = useId();
  const [list, setList] = useState<SavedFilter[]>(() => loadSavedFilters(localStorage, collectionId));
  const [name, setName] = useState("");
  useEffect(() => setList(loadSavedFilters(localStorage, collectionId)), [collectionId]);

  function save(e: FormEvent) {
    e.preventDefault();
    if (!name.trim()) return;
    setList(addSavedFilter(localStorage, collectionId, { name, filter, sort }));
    setName("");
  }

  return (
    <Dropdown label="Saved filters" trigger={<Icon name="list" />} align="right">
      {(close) => (
        <div className="saved-filters">
          {list.length === 0 && <p className="muted saved-filters-empty">No saved filters yet.</p>}
          {list.map((saved) => (
            <div key={saved.name} className="saved-filter">
              <button
                type="button"
                role="menuitem"
                className="dropdown-item"
                title={`${saved.filter || "(no filter)"} · sort ${saved.sort || "default"}`}
                onClick={() => {
                  close();
                  onApply(saved);
                }}
              >
                {saved.name}
              </button>
              <button
                type="button"
                className="btn-icon"
                aria-label={`Delete saved filter ${saved.name}`}
                onClick={() => setList(removeSavedFilter(localStorage, collectionId, saved.name))}
              >
                <Icon name="trash" size={14} />
              </button>
            </div>
          ))}
          <form className="saved-filter-form" onSubmit={save}>
            <label className="visually-hidden" htmlFor={`${uid}name`}>
              Saved filter name
            </label>
            <input
              id={`${uid}name`}
              className="input"
              placeholder="Name of the current filter"
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
            <button type="submit" className="btn btn-sm btn-primary" disabled={!name.trim()}>
              Save current filter
            </button>
          </form>
        </div>
      )}
    </Dropdown>
  );
}
