import { type FormEvent, useEffect, useState } from "react";
import { Icon } from "../base/Icon.tsx";

export interface RecordsSearchBarProps {
  value: string;
  error: string;
  onSubmit: (value: string) => void;
}

/** The search box: plain text or a filter expression; the filter's 400 error shows below it. */
export function RecordsSearchBar({ value, error, onSubmit }: RecordsSearchBarProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);

  function submit(e: FormEvent) {
    e.preventDefault();
    onSubmit(text.trim());
  }

  return (
    <form className={`searchbar${error ? " searchbar-error" : ""}`} onSubmit={submit}>
      <Icon name="search" size={16} />
      <input
        className="input input-plain"
        type="text"
        aria-label="Search records"
        placeholder={'Search term or filter like created > "2022-01-01"...'}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {(text || value) && (
        <>
          {text !== value && (
            <button type="submit" className="btn btn-sm btn-primary">
              Search
            </button>
          )}
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            onClick={() => {
              setText("");
              onSubmit("");
            }}
          >
            Clear
          </button>
        </>
      )}
      {error && (
        <div className="searchbar-message" role="alert">
          {error}
        </div>
      )}
    </form>
  );
}
