import { useId } from "react";
import type { SchemaFieldOf } from "../../../../shared/models.ts";
import type { DraftField } from "../../lib/collection-form.ts";
import { optionalNumber } from "../../lib/schema-fields.ts";
import { Field } from "../base/Field.tsx";

export interface SchemaFieldNumberOptionsProps {
  field: SchemaFieldOf<"number"> & DraftField;
  path: string;
  onChange: (field: DraftField) => void;
}

/** Min, max and whether decimals are refused. */
export function SchemaFieldNumberOptions({ field, path, onChange }: SchemaFieldNumberOptionsProps) {
  const id = useId();
  const { min, max, noDecimal } = field.options;
  const set = (options: Partial<typeof field.options>) =>
    onChange({ ...field, options: { ...field.options, ...options } });
  return (
    <div className="form-grid form-grid-3">
      <Field name={`${path}.min`} label="Min" htmlFor={`${id}min`}>
        <input
          id={`${id}min`}
          className="input"
          type="number"
          step="any"
          value={min ?? ""}
          onChange={(e) => set({ min: optionalNumber(e.target.value) })}
        />
      </Field>
      <Field name={`${path}.max`} label="Max" htmlFor={`${id}max`}>
        <input
          id={`${id}max`}
          className="input"
          type="number"
          step="any"
          min={min ?? undefined}
          value={max ?? ""}
          onChange={(e) => set({ max: optionalNumber(e.target.value) })}
        />
      </Field>
      <Field name={`${path}.noDecimal`} className="field-inline" hint="Existing values are left as they are.">
        <label className="checkbox" htmlFor={`${id}noDecimal`}>
          <input
            id={`${id}noDecimal`}
            type="checkbox"
            checked={noDecimal}
            onChange={(e) => set({ noDecimal: e.target.checked })}
          />
          No decimals
        </label>
      </Field>
    </div>
  );
}
