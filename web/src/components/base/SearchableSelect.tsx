import { useState } from "react";

/** A search box appears above this many choices (spec: select values and relation collections). */
export const SEARCH_ABOVE = 5;

export interface SelectChoice {
  value: string;
  label: string;
}

export interface SearchableSelectProps {
  /** id of the `<select>` (the field's label points at it). */
  id: string;
  value: string;
  choices: SelectChoice[];
  /** The empty option's text ("- Select -"). */
  placeholder: string;
  /** Accessible name of the search box ("Search status options"). */
  searchLabel: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
  title?: string;
}

/**
 * A single choice `<select>` with a search box above it once there are more than SEARCH_ABOVE choices,
 * as the multiple choice list has. The chosen value stays listed whatever the search.
 */
export function SearchableSelect(props: SearchableSelectProps) {
  const { id, value, choices, placeholder, searchLabel, onChange } = props;
  const [search, setSearch] = useState("");
  const searchable = choices.length > SEARCH_ABOVE && !props.disabled;
  const term = search.trim().toLowerCase();
  const shown =
    searchable && term
      ? choices.filter((c) => c.value === value || c.label.toLowerCase().includes(term))
      : choices;
  return (
    <div className="searchable-select">
      {searchable && (
        <input
          className="input input-sm"
          type="search"
          placeholder="Search..."
          aria-label={searchLabel}
          aria-controls={id}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      )}
      <select
        id={id}
        className="input"
        required={props.required}
        disabled={props.disabled}
        title={props.title}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {shown.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
    </div>
  );
}
