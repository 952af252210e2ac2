import { type FormEvent, useEffect, useState } from "react";
import { Icon } from "./Icon.tsx";

export interface SearchBarProps {
  /** The applied search; the box follows it when it changes from outside. */
  value: string;
  /** The API's message for a bad filter, shown under the box. */
  error?: string;
  onSubmit: (value: string) => void;
  /** Accessible name of the input ("Search logs"). */
  label: string;
  placeholder: string;
  /** id of the input (a settings search target). */
  id?: string;
}

/**
 * A list's search box: plain text or a filter expression, submitted trimmed on Enter or Search;
 * Search shows while the text differs from the applied value, Clear while either is non-empty.
 */
export function SearchBar({ value, error = "", onSubmit, label, placeholder, id }: SearchBarProps) {
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
        id={id}
        aria-label={label}
        placeholder={placeholder}
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
