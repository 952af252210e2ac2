import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import { Field } from "../../base/Field.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface TextFieldProps {
  field: SchemaFieldOf<"text">;
  value: unknown;
  onChange: (value: string) => void;
}

/** Plain text: a growing textarea (max height 200); Enter submits unless Shift is held. */
export function TextField({ field, value, onChange }: TextFieldProps) {
  const id = useFieldId(field.name);
  return (
    <Field name={field.name} label={<FieldName field={field} />} htmlFor={id} required={field.required}>
      <textarea
        id={id}
        className="input textarea-auto"
        rows={1}
        required={field.required}
        value={String(value ?? "")}
        onChange={(e) => onChange(e.target.value)}
        onKeyDown={(e) => {
          if (e.key === "Enter" && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            e.currentTarget.form?.requestSubmit();
          }
        }}
      />
    </Field>
  );
}
