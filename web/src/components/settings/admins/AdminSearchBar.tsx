import { useEffect, useState } from "react";
import { Icon } from "../../base/Icon.tsx";

/** The admins search box: plain text matches id, email and dates; a filter expression is used as is. */
export function AdminSearchBar({ value, onSubmit }: { value: string; onSubmit: (text: string) => void }) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  return (
    <form
      className="searchbar"
      onSubmit={(e) => {
        e.preventDefault();
        onSubmit(text.trim());
      }}
    >
      <Icon name="search" size={16} />
      <input
        className="input input-plain"
        type="text"
        id="admins-search"
        aria-label="Search admins"
        placeholder={'Search term or filter like email ~ "example.com"...'}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      {text !== value && (
        <button type="submit" className="btn btn-sm btn-primary">
          Search
        </button>
      )}
      {(text || value) && (
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
      )}
    </form>
  );
}
