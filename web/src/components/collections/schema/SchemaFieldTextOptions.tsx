import { useId } from "react";
import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { usePatternProblem } from "../../../lib/collections/use-pattern-problem.ts";
import { Field } from "../../base/Field.tsx";
import { NumberOptionField } from "./NumberOptionField.tsx";

export interface SchemaFieldTextOptionsProps {
  field: SchemaFieldOf<"text"> & DraftField;
  path: string;
  onChange: (field: DraftField) => void;
}

/** Min and max length and a regular expression pattern. */
export function SchemaFieldTextOptions({ field, path, onChange }: SchemaFieldTextOptionsProps) {
  const id = useId();
  const { min, max, pattern } = field.options;
  const problem = usePatternProblem(pattern);
  const set = (options: Partial<typeof field.options>) =>
    onChange({ ...field, options: { ...field.options, ...options } });
  return (
    <div className="form-grid form-grid-3">
      <NumberOptionField
        name={`${path}.min`}
        id={`${id}min`}
        label="Min length"
        integer
        min={0}
        value={min}
        onChange={(value) => set({ min: value })}
      />
      <NumberOptionField
        name={`${path}.max`}
        id={`${id}max`}
        label="Max length"
        integer
        min={min ?? 0}
        value={max}
        onChange={(value) => set({ max: value })}
      />
      <Field name={`${path}.pattern`} label="Regex pattern" htmlFor={`${id}pattern`}>
        <input
          id={`${id}pattern`}
          className="input"
          placeholder="eg. ^[a-z0-9_]+$"
          spellCheck={false}
          value={pattern}
          aria-invalid={problem !== null}
          onChange={(e) => set({ pattern: e.target.value })}
        />
        {/* Go's own words, as the server answers on save */}
        {problem !== null && <div className="field-message">{problem}</div>}
      </Field>
    </div>
  );
}
