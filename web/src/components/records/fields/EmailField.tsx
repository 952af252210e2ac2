import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import { Field } from "../../base/Field.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface EmailFieldProps {
  field: SchemaFieldOf<"email"> | SchemaFieldOf<"url">;
  value: unknown;
  onChange: (value: string) => void;
}

/** Email and url inputs. */
export function EmailField({ field, value, onChange }: EmailFieldProps) {
  const id = useFieldId(field.name);
  return (
    <Field name={field.name} label={<FieldName field={field} />} htmlFor={id} required={field.required}>
      <input
        id={id}
        className="input"
        type={field.type === "url" ? "url" : "email"}
        required={field.required}
        value={String(value ?? "")}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
