import { type KeyboardEvent, useRef } from "react";
import type { ApiDocsTab, ApiDocsTabId } from "../../lib/api-docs/api-docs-types.ts";

export interface ApiDocsTabListProps {
  /** Prefix of the tab ids (`{prefix}-tab-{id}`) and of the shared tab panel (`{prefix}-panel`). */
  idPrefix: string;
  tabs: ApiDocsTab[];
  activeId: ApiDocsTabId;
  onSelect: (id: ApiDocsTabId) => void;
}

/** The vertical list of endpoint tabs; arrow keys, Home and End move between them. */
export function ApiDocsTabList({ idPrefix, tabs, activeId, onSelect }: ApiDocsTabListProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const move = (e: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = tabs.length - 1;
    const next: Record<string, number> = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    };
    if (!(e.key in next)) return;
    e.preventDefault();
    const target = tabs[next[e.key]];
    onSelect(target.id);
    listRef.current?.querySelector<HTMLButtonElement>(`[data-tab="${target.id}"]`)?.focus();
  };

  return (
    <div
      ref={listRef}
      className="api-docs-tabs"
      role="tablist"
      aria-orientation="vertical"
      aria-label="Endpoints"
    >
      {tabs.map((tab, index) => {
        const selected = tab.id === activeId;
        return (
          <button
            key={tab.id}
            type="button"
            role="tab"
            id={`${idPrefix}-tab-${tab.id}`}
            data-tab={tab.id}
            className="api-docs-tab"
            aria-selected={selected}
            aria-controls={`${idPrefix}-panel`}
            tabIndex={selected ? 0 : -1}
            onClick={() => onSelect(tab.id)}
            onKeyDown={(e) => move(e, index)}
          >
            {tab.label}
          </button>
        );
      })}
    </div>
  );
}
