import { useId } from "react";
import type { SchemaFieldOf } from "../../../../shared/models.ts";
import type { DraftField } from "../../lib/collection-form.ts";
import { isValidPattern, optionalNumber } from "../../lib/schema-fields.ts";
import { Field } from "../base/Field.tsx";

export interface SchemaFieldTextOptionsProps {
  field: SchemaFieldOf<"text"> & DraftField;
  path: string;
  onChange: (field: DraftField) => void;
}

/** Min and max length and a regular expression pattern. */
export function SchemaFieldTextOptions({ field, path, onChange }: SchemaFieldTextOptionsProps) {
  const id = useId();
  const { min, max, pattern } = field.options;
  const set = (options: Partial<typeof field.options>) =>
    onChange({ ...field, options: { ...field.options, ...options } });
  return (
    <div className="form-grid form-grid-3">
      <Field name={`${path}.min`} label="Min length" htmlFor={`${id}min`}>
        <input
          id={`${id}min`}
          className="input"
          type="number"
          step={1}
          min={0}
          value={min ?? ""}
          onChange={(e) => set({ min: optionalNumber(e.target.value) })}
        />
      </Field>
      <Field name={`${path}.max`} label="Max length" htmlFor={`${id}max`}>
        <input
          id={`${id}max`}
          className="input"
          type="number"
          step={1}
          min={min ?? 0}
          value={max ?? ""}
          onChange={(e) => set({ max: optionalNumber(e.target.value) })}
        />
      </Field>
      <Field name={`${path}.pattern`} label="Regex pattern" htmlFor={`${id}pattern`}>
        <input
          id={`${id}pattern`}
          className="input"
          placeholder="eg. ^[a-z0-9_]+$"
          spellCheck={false}
          value={pattern}
          aria-invalid={!isValidPattern(pattern)}
          onChange={(e) => set({ pattern: e.target.value })}
        />
        {!isValidPattern(pattern) && (
          <div className="field-message">The pattern is not a valid regular expression.</div>
        )}
      </Field>
    </div>
  );
}
