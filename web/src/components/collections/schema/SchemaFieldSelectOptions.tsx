import { useId } from "react";
import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { isMultipleField } from "../../../lib/collections/schema-fields.ts";
import { Field } from "../../base/Field.tsx";
import { ListInput } from "./ListInput.tsx";
import { NumberOptionField } from "./NumberOptionField.tsx";
import { SingleMultipleSwitch } from "./SingleMultipleSwitch.tsx";

export interface SchemaFieldSelectOptionsProps {
  field: SchemaFieldOf<"select"> & DraftField;
  path: string;
  onChange: (field: DraftField) => void;
}

/** The choices, Single/Multiple and, when multiple, how many may be picked. */
export function SchemaFieldSelectOptions({ field, path, onChange }: SchemaFieldSelectOptionsProps) {
  const id = useId();
  const multiple = isMultipleField(field);
  const set = (options: Partial<typeof field.options>) =>
    onChange({ ...field, options: { ...field.options, ...options } });
  return (
    <div className="form-grid">
      <Field name={`${path}.values`} label="Choices" htmlFor={`${id}values`} required hint="Comma separated.">
        <ListInput
          id={`${id}values`}
          required
          placeholder="eg. draft, published"
          value={field.options.values}
          onChange={(values) => set({ values })}
        />
      </Field>
      <SingleMultipleSwitch title="Values" field={field} onChange={onChange} />
      {multiple && (
        <NumberOptionField
          name={`${path}.maxSelect`}
          id={`${id}maxSelect`}
          label="Max select"
          integer
          min={2}
          required
          value={field.options.maxSelect}
          onChange={(value) => set({ maxSelect: value ?? 0 })}
        />
      )}
    </div>
  );
}
