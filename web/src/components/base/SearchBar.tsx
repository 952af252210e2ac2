import { type FormEvent, useEffect, useId, useState } from "react";
import { useSearchHistory } from "../../lib/search-history/use-search-history.ts";
import { Icon } from "./Icon.tsx";
import { SearchHistoryList } from "./SearchHistoryList.tsx";

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
  /** Keeps the recent searches under this key (ArrowDown lists them); none without it. */
  historyKey?: string;
}

/**
 * A list's search box: plain text or a filter expression, submitted trimmed on Enter or Search;
 * Search shows while the text differs from the applied value, Clear while either is non-empty.
 */
export function SearchBar({
  value,
  error = "",
  onSubmit,
  label,
  placeholder,
  id,
  historyKey,
}: SearchBarProps) {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const history = useSearchHistory(historyKey);
  const listId = `${useId()}history`;

  function apply(search: string) {
    history.remember(search);
    onSubmit(search);
  }

  function submit(e: FormEvent) {
    e.preventDefault();
    apply(text.trim());
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
        {...(historyKey && {
          // stays a textbox (what people and tests look for); the list is its autocomplete popup
          "aria-autocomplete": "list" as const,
          "aria-controls": history.open ? listId : undefined,
          "aria-activedescendant":
            history.open && history.active >= 0 ? `${listId}-${history.active}` : undefined,
          onKeyDown: (e) => {
            const picked = history.onKeyDown(e);
            if (picked !== null) {
              setText(picked);
              apply(picked);
            }
          },
          onBlur: history.close,
        })}
      />
      {history.open && (
        <SearchHistoryList
          id={listId}
          searches={history.searches}
          active={history.active}
          onPick={(search) => {
            history.close();
            setText(search);
            apply(search);
          }}
        />
      )}
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
