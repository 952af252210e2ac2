import { useId } from "react";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { duplicateField, removeField, updateField } from "../../../stores/collection-editor.ts";
import { backendGeneration } from "../../../stores/connection.ts";
import { Field } from "../../base/Field.tsx";
import { Icon } from "../../base/Icon.tsx";
import { SchemaFieldDateOptions } from "./SchemaFieldDateOptions.tsx";
import { SchemaFieldDomainOptions } from "./SchemaFieldDomainOptions.tsx";
import { SchemaFieldEditorOptions } from "./SchemaFieldEditorOptions.tsx";
import { SchemaFieldFileOptions } from "./SchemaFieldFileOptions.tsx";
import { SchemaFieldJsonOptions } from "./SchemaFieldJsonOptions.tsx";
import { SchemaFieldNewTypeOptions } from "./SchemaFieldNewTypeOptions.tsx";
import { SchemaFieldNumberOptions } from "./SchemaFieldNumberOptions.tsx";
import { SchemaFieldRelationOptions } from "./SchemaFieldRelationOptions.tsx";
import { SchemaFieldSelectOptions } from "./SchemaFieldSelectOptions.tsx";
import { SchemaFieldTextOptions } from "./SchemaFieldTextOptions.tsx";

export interface SchemaFieldOptionsProps {
  field: DraftField;
  /** Error path of the field (`schema.2`). */
  path: string;
}

/** The expanded options of a field: its type's options, Presentable, Duplicate and Remove. */
export function SchemaFieldOptions({ field, path }: SchemaFieldOptionsProps) {
  const id = useId();
  const set = (next: DraftField) => updateField(field.key, next);
  const o = `${path}.options`;
  const generation = backendGeneration();
  return (
    <div className="schema-field-options">
      {field.type === "text" && <SchemaFieldTextOptions field={field} path={o} onChange={set} />}
      {field.type === "number" && <SchemaFieldNumberOptions field={field} path={o} onChange={set} />}
      {field.type === "editor" && <SchemaFieldEditorOptions field={field} onChange={set} />}
      {(field.type === "email" || field.type === "url") && (
        <SchemaFieldDomainOptions field={field} path={o} onChange={set} />
      )}
      {field.type === "date" && <SchemaFieldDateOptions field={field} path={o} onChange={set} />}
      {field.type === "select" && <SchemaFieldSelectOptions field={field} path={o} onChange={set} />}
      {field.type === "file" && <SchemaFieldFileOptions field={field} path={o} onChange={set} />}
      {field.type === "relation" && <SchemaFieldRelationOptions field={field} path={o} onChange={set} />}
      {field.type === "json" && generation !== "v0.18" && (
        // a size limit from v0.20 on (required there until v0.23)
        <SchemaFieldJsonOptions
          field={field}
          path={o}
          sizeRequired={generation === "v0.20-v0.22"}
          onChange={set}
        />
      )}
      <SchemaFieldNewTypeOptions field={field} path={o} onChange={set} />
      {field.raw && (
        // v0.23+: every field can be hidden from non-superusers; v0.37+ fields carry a help text
        <div className="form-grid form-grid-2">
          <label className="checkbox" htmlFor={`${id}hidden`}>
            <input
              id={`${id}hidden`}
              type="checkbox"
              checked={field.hidden === true}
              onChange={(e) => set({ ...field, hidden: e.target.checked })}
            />
            Hidden
            <span className="muted"> (only superusers see and filter it)</span>
          </label>
          {(field.help !== undefined || !field.id) && (
            <Field name={`${path}.help`} label="Help text" htmlFor={`${id}help`}>
              <input
                id={`${id}help`}
                className="input"
                value={field.help ?? ""}
                onChange={(e) => set({ ...field, help: e.target.value })}
              />
            </Field>
          )}
        </div>
      )}
      <div className="schema-field-footer">
        <label className="checkbox" htmlFor={`${id}presentable`}>
          <input
            id={`${id}presentable`}
            type="checkbox"
            checked={field.presentable}
            onChange={(e) => set({ ...field, presentable: e.target.checked })}
          />
          Presentable
          <span className="muted"> (shown to identify records in relation pickers and previews)</span>
        </label>
        <button type="button" className="btn btn-sm btn-secondary" onClick={() => duplicateField(field.key)}>
          <Icon name="plus" size={14} /> Duplicate field
        </button>
        <button
          type="button"
          className="btn btn-sm btn-secondary txt-danger"
          onClick={() => removeField(field.key)}
        >
          <Icon name="trash" size={14} /> Remove field
        </button>
      </div>
    </div>
  );
}
