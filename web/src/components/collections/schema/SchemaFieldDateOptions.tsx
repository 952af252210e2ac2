import { useId } from "react";
import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { DateInput } from "../../base/DateInput.tsx";
import { Field } from "../../base/Field.tsx";

export interface SchemaFieldDateOptionsProps {
  field: SchemaFieldOf<"date"> & DraftField;
  path: string;
  onChange: (field: DraftField) => void;
}

/** Earliest and latest allowed dates (UTC). */
export function SchemaFieldDateOptions({ field, path, onChange }: SchemaFieldDateOptionsProps) {
  const id = useId();
  const { min, max } = field.options;
  const set = (options: Partial<typeof field.options>) =>
    onChange({ ...field, options: { ...field.options, ...options } });
  return (
    <div className="form-grid">
      <Field name={`${path}.min`} label="Min date (UTC)" htmlFor={`${id}min`}>
        <DateInput
          id={`${id}min`}
          value={(min ?? "").slice(0, 19)}
          onChange={(value) => set({ min: value })}
        />
      </Field>
      <Field name={`${path}.max`} label="Max date (UTC)" htmlFor={`${id}max`}>
        <DateInput
          id={`${id}max`}
          value={(max ?? "").slice(0, 19)}
          onChange={(value) => set({ max: value })}
        />
      </Field>
    </div>
  );
}
