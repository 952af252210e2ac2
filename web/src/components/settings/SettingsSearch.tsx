import { useMemo, useState } from "react";
import { jumpToSetting } from "../../lib/settings/settings-focus.ts";
import { type SettingsIndexEntry, searchSettings } from "../../lib/settings/settings-index.ts";
import { backendFeatures } from "../../stores/connection.ts";
import { Icon } from "../base/Icon.tsx";

const LIST_ID = "settings-search-results";

/** A search over every setting ("smtp", "apple", "token"): arrows pick a result, Enter jumps to its field. */
export function SettingsSearch() {
  const [query, setQuery] = useState("");
  const [active, setActive] = useState(0);
  // only settings of pages this backend has (v0.23+ keeps auth options in the collections)
  const results = useMemo(() => {
    const { notYet } = backendFeatures();
    return searchSettings(query, 100)
      .filter((entry) => !notYet(entry.path))
      .slice(0, 8);
  }, [query]);

  const go = (entry: SettingsIndexEntry | undefined) => {
    if (!entry) return;
    setQuery("");
    jumpToSetting(entry.path, entry.target, entry.fallback);
  };

  return (
    <div className="settings-search">
      <div className="sidebar-search">
        <Icon name="search" size={16} />
        <input
          className="input input-plain"
          type="search"
          role="combobox"
          aria-label="Search settings"
          aria-expanded={results.length > 0}
          aria-controls={LIST_ID}
          aria-activedescendant={results.length ? `${LIST_ID}-${active}` : undefined}
          placeholder="Search settings..."
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setActive(0);
          }}
          onKeyDown={(e) => {
            if (e.key === "ArrowDown" || e.key === "ArrowUp") {
              e.preventDefault();
              const step = e.key === "ArrowDown" ? 1 : -1;
              setActive((i) => (results.length ? (i + step + results.length) % results.length : 0));
            } else if (e.key === "Enter") {
              e.preventDefault();
              go(results[active]);
            } else if (e.key === "Escape" && query) {
              e.stopPropagation();
              setQuery("");
            }
          }}
        />
      </div>
      {results.length > 0 && (
        <div id={LIST_ID} className="settings-search-results" role="listbox" aria-label="Settings found">
          {results.map((entry, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox input handles the keys (arrows, Enter)
            <div
              key={`${entry.path}|${entry.label}`}
              id={`${LIST_ID}-${i}`}
              role="option"
              tabIndex={-1}
              aria-selected={i === active}
              className={`settings-search-result${i === active ? " active" : ""}`}
              onMouseDown={(e) => e.preventDefault()}
              onClick={() => go(entry)}
            >
              <span>{entry.label}</span>
              <span className="muted">{entry.page}</span>
            </div>
          ))}
        </div>
      )}
      {query && results.length === 0 && <p className="sidebar-empty muted">No settings found.</p>}
    </div>
  );
}
