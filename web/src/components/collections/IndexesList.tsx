import { useStore } from "@nanostores/react";
import { useState } from "react";
import type { DraftCollection } from "../../lib/collections/collection-form.ts";
import { effectiveIndexes, indexLabel } from "../../lib/collections/collection-indexes.ts";
import { errorMessageAt } from "../../lib/error-paths.ts";
import { $fieldErrors } from "../../stores/field-errors.ts";
import { Icon } from "../base/Icon.tsx";
import { IndexUpsertPopup } from "./IndexUpsertPopup.tsx";

export interface IndexesListProps {
  draft: DraftCollection;
}

/** 'Unique constraints and indexes (n)': a chip per index (danger when the server refused it) and New index. */
export function IndexesList({ draft }: IndexesListProps) {
  const errors = useStore($fieldErrors);
  // null: closed; -1: a new index; n: editing indexes[n]
  const [editing, setEditing] = useState<number | null>(null);
  // what a save sends: renamed columns follow their fields, indexes of removed fields go
  const indexes = effectiveIndexes(draft);
  const dropped = draft.indexes.length - indexes.length;

  return (
    <section className="indexes-section" aria-labelledby="collection-indexes-title">
      <h3 id="collection-indexes-title" className="section-title">
        Unique constraints and indexes ({indexes.length})
      </h3>
      <div className="chips indexes-list">
        {indexes.map(({ sql }, i) => {
          const message = errorMessageAt(errors, `indexes.${i}`);
          return (
            <button
              key={sql}
              type="button"
              className={`chip chip-button index-chip${message ? " chip-error" : ""}`}
              title={message ? `${message}\n${sql}` : sql}
              aria-label={`Edit index ${indexLabel(sql)}`}
              onClick={() => setEditing(i)}
            >
              {message && <Icon name="error" size={14} title="Has errors" />}
              {indexLabel(sql)}
            </button>
          );
        })}
        <button type="button" className="btn btn-sm btn-secondary" onClick={() => setEditing(-1)}>
          <Icon name="plus" size={14} /> New index
        </button>
      </div>
      {dropped > 0 && (
        <p className="field-hint">
          {dropped === 1 ? "1 index goes" : `${dropped} indexes go`} with the removed fields (Restore keeps
          them).
        </p>
      )}
      {indexes.some((_, i) => errorMessageAt(errors, `indexes.${i}`)) && (
        <div className="field-message" role="alert">
          {indexes
            .map((_, i) => errorMessageAt(errors, `indexes.${i}`))
            .filter(Boolean)
            .join(" ")}
        </div>
      )}
      {editing !== null && (
        <IndexUpsertPopup
          position={editing}
          sql={editing >= 0 ? (indexes[editing]?.sql ?? null) : null}
          raw={editing >= 0 ? (indexes[editing]?.raw ?? null) : null}
          draft={draft}
          onClose={() => setEditing(null)}
        />
      )}
    </section>
  );
}
