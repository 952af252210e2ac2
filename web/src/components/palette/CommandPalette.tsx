import { useStore } from "@nanostores/react";
import { type KeyboardEvent, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from "react";
import { fuzzyFilter } from "../../lib/palette/fuzzy.ts";
import { type PaletteItem, paletteItems, recordItem } from "../../lib/palette/palette-items.ts";
import { $activeCollection, $collections } from "../../stores/collections.ts";
import { $embeddedFeatures, probeEmbeddedFeatures } from "../../stores/embedded-features.ts";
import { closePalette, runPaletteItem } from "../../stores/palette.ts";
import "../../styles/palette.css";
import { backendFeatures } from "../../stores/connection.ts";

const KIND_LABELS: Record<PaletteItem["kind"], string> = {
  collection: "Collection",
  page: "Page",
  settings: "Settings",
  action: "Action",
  record: "Record",
};

/** The palette dialog: a search box over a list; arrows move, Enter runs, Escape closes. Load lazily. */
export default function CommandPalette() {
  const uid = useId();
  const collections = useStore($collections);
  const active = useStore($activeCollection) ?? null;
  const embedded = useStore($embeddedFeatures) !== null; // offered until a remote PocketBase is known
  const [query, setQuery] = useState("");
  const [index, setIndex] = useState(0);
  const inputRef = useRef<HTMLInputElement>(null);
  const listRef = useRef<HTMLDivElement>(null);

  const items = useMemo(() => {
    // no page that would only show its "not yet on this server" notice
    const backend = backendFeatures();
    const offered = paletteItems(collections, active, embedded, backend).filter(
      (i) => !i.href || !backend.notYet(i.href),
    );
    const matches = fuzzyFilter(offered, query, (i) => i.label);
    const byId = recordItem(query);
    return byId ? [...matches, byId] : matches;
  }, [collections, active, embedded, query]);

  // before the first paint: a key typed as soon as the palette shows goes into its input
  useLayoutEffect(() => inputRef.current?.focus(), []);
  useEffect(() => {
    void probeEmbeddedFeatures();
  }, []);
  useEffect(() => {
    listRef.current?.querySelector(`[data-index="${index}"]`)?.scrollIntoView({ block: "nearest" });
  }, [index]);

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    const last = items.length - 1;
    if (e.key === "ArrowDown") setIndex((i) => (i >= last ? 0 : i + 1));
    else if (e.key === "ArrowUp") setIndex((i) => (i <= 0 ? last : i - 1));
    else if (e.key === "Home") setIndex(0);
    else if (e.key === "End") setIndex(Math.max(0, last));
    else if (e.key === "Enter") {
      const item = items[index];
      if (item) void runPaletteItem(item);
    } else if (e.key === "Escape") closePalette();
    else return;
    e.preventDefault();
    e.stopPropagation(); // Escape must not also close a panel below
  }

  const optionId = (i: number) => `${uid}option-${i}`;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: a click outside closes; Escape does from the keyboard
    <div
      className="palette-overlay"
      onMouseDown={(e) => {
        if (e.target === e.currentTarget) closePalette();
      }}
    >
      <div className="palette" role="dialog" aria-modal="true" aria-label="Command palette">
        <input
          ref={inputRef}
          className="input palette-input"
          role="combobox"
          aria-expanded="true"
          aria-controls={`${uid}list`}
          aria-activedescendant={items.length > 0 ? optionId(index) : undefined}
          aria-autocomplete="list"
          aria-label="Search collections, records, settings and actions"
          placeholder="Go to a collection, settings page, record id or action..."
          value={query}
          onChange={(e) => {
            setQuery(e.target.value);
            setIndex(0);
          }}
          onKeyDown={onKeyDown}
        />
        <div ref={listRef} id={`${uid}list`} className="palette-list" role="listbox" aria-label="Results">
          {items.map((item, i) => (
            // biome-ignore lint/a11y/useKeyWithClickEvents: the input handles keys for the listbox
            <div
              key={item.id}
              tabIndex={-1}
              id={optionId(i)}
              data-index={i}
              role="option"
              aria-selected={i === index}
              className={`palette-item${i === index ? " active" : ""}`}
              onMouseMove={() => setIndex(i)}
              onClick={() => void runPaletteItem(item)}
            >
              <span className="palette-kind">{KIND_LABELS[item.kind]}</span>
              <span className="palette-label">{item.label}</span>
            </div>
          ))}
          {items.length === 0 && <p className="palette-empty muted">No matches.</p>}
        </div>
      </div>
    </div>
  );
}
