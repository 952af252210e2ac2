import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import { Field } from "../../base/Field.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface BoolFieldProps {
  field: SchemaFieldOf<"bool">;
  value: unknown;
  onChange: (value: boolean) => void;
}

/** A switch. */
export function BoolField({ field, value, onChange }: BoolFieldProps) {
  const id = useFieldId(field.name);
  return (
    <Field name={field.name} className="field-inline">
      <label className="switch" htmlFor={id}>
        <input
          id={id}
          type="checkbox"
          role="switch"
          aria-checked={!!value}
          checked={!!value}
          onChange={(e) => onChange(e.target.checked)}
        />
        <span className="switch-label">
          <FieldName field={field} />
        </span>
        {field.required && <span className="required-mark"> *</span>}
      </label>
    </Field>
  );
}
