import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import { parseNumberInput } from "../../../lib/records/field-values.ts";
import { Field } from "../../base/Field.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface NumberFieldProps {
  field: SchemaFieldOf<"number">;
  value: unknown;
  onChange: (value: number | null) => void;
}

/** A number input honouring min and max with any decimal step. */
export function NumberField({ field, value, onChange }: NumberFieldProps) {
  const id = useFieldId(field.name);
  return (
    <Field name={field.name} label={<FieldName field={field} />} htmlFor={id} required={field.required}>
      <input
        id={id}
        className="input"
        type="number"
        step="any"
        min={field.options.min ?? undefined}
        max={field.options.max ?? undefined}
        required={field.required}
        value={value === null || value === undefined ? "" : String(value)}
        onChange={(e) => onChange(parseNumberInput(e.target.value))}
      />
    </Field>
  );
}
