import { useStore } from "@nanostores/react";
import type { KeyboardEvent } from "react";
import { hasErrorUnder } from "../../../lib/collections/collection-errors.ts";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import {
  fieldTypeLabel,
  isFieldLocked,
  requiredHint,
  requiredLabel,
  setFieldRequired,
} from "../../../lib/collections/schema-fields.ts";
import { renameField, restoreField, updateField } from "../../../stores/collection-editor.ts";
import { $fieldErrors } from "../../../stores/field-errors.ts";
import { Field } from "../../base/Field.tsx";
import { FieldTypeIcon } from "../../base/FieldTypeIcon.tsx";
import { Icon } from "../../base/Icon.tsx";
import { SchemaFieldOptions } from "./SchemaFieldOptions.tsx";

export interface SchemaFieldEditorProps {
  field: DraftField;
  /** Position in the saved field list (server error paths), -1 for a field marked for deletion. */
  errorIndex: number;
  expanded: boolean;
  /** Focus the name input (a field just added). */
  focusName: boolean;
  onToggle: () => void;
  /** Moves the field one place up (-1) or down (+1): the keyboard alternative to dragging. */
  onMove: (delta: -1 | 1) => void;
}

/** One field: drag handle (arrow keys move it too), name, required switch, options toggle or Restore. */
export function SchemaFieldEditor(props: SchemaFieldEditorProps) {
  const { field, errorIndex, expanded, focusName, onToggle, onMove } = props;
  const errors = useStore($fieldErrors);
  const locked = isFieldLocked(field);
  const path = `schema.${errorIndex}`;
  const hasErrors = errorIndex >= 0 && hasErrorUnder(errors, path);
  const optionErrors = errorIndex >= 0 && hasErrorUnder(errors, `${path}.options`);

  function onHandleKey(e: KeyboardEvent) {
    if (e.key !== "ArrowUp" && e.key !== "ArrowDown") return;
    e.preventDefault();
    onMove(e.key === "ArrowUp" ? -1 : 1);
  }

  const classes = ["schema-field"];
  if (field.toDelete) classes.push("schema-field-deleted");
  if (hasErrors) classes.push("schema-field-error");
  if (expanded) classes.push("schema-field-expanded");

  return (
    <fieldset className={classes.join(" ")} aria-label={`${field.name || "unnamed"} field`}>
      <div className="schema-field-header">
        {locked ? (
          <span className="field-drag-placeholder" aria-hidden="true" />
        ) : (
          <button
            type="button"
            className="btn-icon field-drag-handle"
            aria-label={`Reorder ${field.name || "field"}`}
            title="Drag, or press the up and down arrow keys, to reorder"
            onKeyDown={onHandleKey}
          >
            ⠿
          </button>
        )}
        <span className="schema-field-type" title={fieldTypeLabel(field.type)}>
          <FieldTypeIcon type={field.type} />
        </span>
        <Field name={`${path}.name`} className="schema-field-name">
          <input
            className="input"
            aria-label="Field name"
            placeholder="Field name"
            required
            spellCheck={false}
            autoComplete="off"
            readOnly={locked}
            // biome-ignore lint/a11y/noAutofocus: a field just added is named first
            autoFocus={focusName}
            value={field.name}
            onChange={(e) => renameField(field.key, e.target.value)}
          />
        </Field>
        <span className="label schema-field-type-label">{fieldTypeLabel(field.type)}</span>
        {!locked && (field.type as string) !== "autodate" && (
          <label className="schema-field-required" title={requiredHint(field)}>
            <input
              type="checkbox"
              checked={field.required}
              onChange={(e) => updateField(field.key, setFieldRequired(field, e.target.checked))}
            />
            {requiredLabel(field.type)}
          </label>
        )}
        {field.toDelete ? (
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => restoreField(field.key)}>
            Restore
          </button>
        ) : (
          !locked && (
            <button
              type="button"
              className={`btn-icon${optionErrors ? " txt-danger" : ""}`}
              aria-label={`Options of ${field.name || "field"}`}
              title="Field options"
              aria-expanded={expanded}
              onClick={onToggle}
            >
              {optionErrors ? <Icon name="error" title="Has errors" /> : <Icon name="settings" />}
            </button>
          )
        )}
        {locked && !field.toDelete && <Icon name="lock" size={16} title="System field" />}
      </div>
      {expanded && <SchemaFieldOptions field={field} path={path} />}
    </fieldset>
  );
}
