import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import { truncateDate } from "../../../lib/records/field-values.ts";
import { DateInput } from "../../base/DateInput.tsx";
import { Field } from "../../base/Field.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface DateFieldProps {
  field: SchemaFieldOf<"date">;
  value: unknown;
  onChange: (value: string) => void;
}

/** A UTC date-time; optional dates have a clear button. */
export function DateField({ field, value, onChange }: DateFieldProps) {
  const id = useFieldId(field.name);
  const text = truncateDate(value);
  return (
    <Field
      name={field.name}
      label={<FieldName field={field} suffix=" (UTC)" />}
      htmlFor={id}
      required={field.required}
    >
      <div className="input-group">
        <DateInput
          id={id}
          value={text}
          required={field.required}
          min={truncateDate(field.options.min) || undefined}
          max={truncateDate(field.options.max) || undefined}
          onChange={onChange}
        />
        {!field.required && text && (
          <button
            type="button"
            className="btn-icon"
            aria-label={`Clear ${field.name}`}
            onClick={() => onChange("")}
          >
            ×
          </button>
        )}
      </div>
    </Field>
  );
}
