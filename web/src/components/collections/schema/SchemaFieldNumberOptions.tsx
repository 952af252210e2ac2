import { useId } from "react";
import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { Field } from "../../base/Field.tsx";
import { NumberOptionField } from "./NumberOptionField.tsx";

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
      <NumberOptionField
        name={`${path}.min`}
        id={`${id}min`}
        label="Min"
        value={min}
        onChange={(value) => set({ min: value })}
      />
      <NumberOptionField
        name={`${path}.max`}
        id={`${id}max`}
        label="Max"
        min={min ?? undefined}
        value={max}
        onChange={(value) => set({ max: value })}
      />
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
