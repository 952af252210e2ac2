import type { SchemaField } from "../../../../../shared/models.ts";
import { Field } from "../../base/Field.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface PasswordFieldProps {
  field: SchemaField;
  value: unknown;
  isNew: boolean;
  onChange: (value: string) => void;
}

/**
 * A v0.23+ `password` field of a base collection: write-only, the server never returns it (only its
 * hash is stored), so the input starts empty and is sent only when something is typed.
 */
export function PasswordField({ field, value, isNew, onChange }: PasswordFieldProps) {
  const id = useFieldId(field.name);
  return (
    <Field
      name={field.name}
      label={<FieldName field={field} />}
      htmlFor={id}
      required={field.required && isNew}
      hint={isNew ? undefined : "Leave empty to keep the current value."}
    >
      <input
        id={id}
        className="input"
        type="password"
        autoComplete="new-password"
        value={String(value ?? "")}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
