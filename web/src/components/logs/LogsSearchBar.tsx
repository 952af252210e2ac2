import { type FormEvent, useEffect, useState } from "react";
import { Icon } from "../base/Icon.tsx";

export interface LogsSearchBarProps {
  value: string;
  /** The API's message for a bad filter, shown under the box. */
  error: string;
  onSubmit: (value: string) => void;
}

/** The logs search box: a term (matched over url, method, IPs, referer, user agent) or a filter. */
export function LogsSearchBar({ value, error, onSubmit }: LogsSearchBarProps) {
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
        aria-label="Search logs"
        placeholder="Search term or filter like status >= 400"
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
