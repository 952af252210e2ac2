import { useStore } from "@nanostores/react";
import type { CollectionType } from "../../../../shared/models.ts";
import { tabErrors } from "../../lib/collections/collection-errors.ts";
import { $fieldErrors } from "../../stores/field-errors.ts";
import { Icon } from "../base/Icon.tsx";

export type CollectionTab = "schema" | "rules" | "options";

export interface CollectionTabsProps {
  type: CollectionType;
  current: CollectionTab;
  onSelect: (tab: CollectionTab) => void;
}

/** Fields (Query for views), API Rules and Options (auth) tabs, each marked when it holds server errors. */
export function CollectionTabs({ type, current, onSelect }: CollectionTabsProps) {
  const errors = useStore($fieldErrors);
  const marks = tabErrors(errors);
  const tabs: Array<{ key: CollectionTab; label: string; error: boolean }> = [
    { key: "schema", label: type === "view" ? "Query" : "Fields", error: marks.schema },
    { key: "rules", label: "API Rules", error: marks.rules },
  ];
  if (type === "auth") tabs.push({ key: "options", label: "Options", error: marks.options });

  return (
    <div className="tabs collection-tabs" role="tablist">
      {tabs.map((t) => (
        <button
          key={t.key}
          type="button"
          role="tab"
          className={`tab${t.error ? " tab-error" : ""}`}
          aria-selected={current === t.key}
          onClick={() => onSelect(t.key)}
        >
          {t.label}
          {t.error && (
            <span className="error-marker">
              <Icon name="error" size={14} title="Has errors" />
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
