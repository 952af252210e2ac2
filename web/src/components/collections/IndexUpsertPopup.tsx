import { useId, useState } from "react";
import {
  buildIndex,
  type IndexStatement,
  tryParseIndex,
} from "../../../../shared/indexes/index-statement.ts";
import type { DraftCollection } from "../../lib/collections/collection-form.ts";
import { blankIndex, indexHasColumn, toggleIndexColumn } from "../../lib/collections/collection-indexes.ts";
import { recordFieldNames } from "../../lib/collections/collection-rules.ts";
import { removeIndex, setIndex } from "../../stores/collection-editor.ts";
import { clearFieldError } from "../../stores/field-errors.ts";
import { CodeEditor } from "../base/code-editor/CodeEditor.tsx";
import { Field } from "../base/Field.tsx";
import { Icon } from "../base/Icon.tsx";
import { OverlayPanel } from "../base/OverlayPanel.tsx";

export interface IndexUpsertPopupProps {
  /** Position of the edited index, -1 for a new one. */
  position: number;
  /** The edited statement as it will be saved, null for a new index. */
  sql: string | null;
  /** The statement as the draft holds it (before field renames), null for a new index. */
  raw: string | null;
  draft: DraftCollection;
  onClose: () => void;
}

/** Create or update an index: Unique, the SQL statement and column presets. */
export function IndexUpsertPopup({ position, sql, raw, draft, onClose }: IndexUpsertPopupProps) {
  const id = useId();
  const [base, setBase] = useState<IndexStatement>(
    () => tryParseIndex(sql ?? "") ?? blankIndex(draft.name || "collection"),
  );
  const [text, setText] = useState(() => sql ?? buildIndex(base));
  const parsed = tryParseIndex(text);
  const errorPath = `indexes.${position}`;
  const columns = recordFieldNames(draft).filter((name) => name !== "id");

  function apply(next: IndexStatement) {
    setBase(next);
    setText(buildIndex(next));
  }

  function onText(value: string) {
    setText(value);
    const index = tryParseIndex(value);
    if (index) setBase(index);
  }

  function submit() {
    if (!parsed?.columns.length) return;
    setIndex(raw, text.trim());
    if (position >= 0) clearFieldError(errorPath);
    onClose();
  }

  function remove() {
    if (raw !== null) removeIndex(raw);
    clearFieldError("indexes");
    onClose();
  }

  const current = parsed ?? base;
  return (
    <OverlayPanel
      open
      size="sm"
      className="collection-popup index-popup"
      title={sql === null ? "Create index" : "Update index"}
      onClose={onClose}
      headerExtra={
        sql !== null && (
          <button
            type="button"
            className="btn-icon txt-danger"
            aria-label="Remove index"
            title="Remove index"
            onClick={remove}
          >
            <Icon name="trash" />
          </button>
        )
      }
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onClose}>
            Cancel
          </button>
          <button
            type="button"
            className="btn btn-primary"
            disabled={!parsed?.columns.length}
            onClick={submit}
          >
            Set index
          </button>
        </>
      }
    >
      <label className="checkbox" htmlFor={`${id}unique`}>
        <input
          id={`${id}unique`}
          type="checkbox"
          checked={current.unique}
          onChange={(e) => apply({ ...current, unique: e.target.checked })}
        />
        Unique
      </label>
      <Field name={errorPath} label="Index definition" htmlFor={`${id}sql`} required>
        <CodeEditor
          id={`${id}sql`}
          language="sql"
          value={text}
          placeholder="eg. CREATE INDEX idx_title ON posts (title)"
          onChange={onText}
        />
      </Field>
      <fieldset className="field presets-field">
        <legend className="field-label">Presets</legend>
        <div className="chips presets">
          {columns.map((name) => {
            const active = indexHasColumn(current, name);
            return (
              <button
                key={name}
                type="button"
                className={`chip chip-button${active ? " chip-active" : ""}`}
                aria-pressed={active}
                onClick={() => apply(toggleIndexColumn(current, name))}
              >
                {name}
              </button>
            );
          })}
        </div>
      </fieldset>
    </OverlayPanel>
  );
}
