import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import { Field } from "../../base/Field.tsx";
import { RichText } from "../../base/RichText.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface EditorFieldProps {
  field: SchemaFieldOf<"editor">;
  value: unknown;
  onChange: (value: string) => void;
}

/** Rich text (loaded on demand). */
export function EditorField({ field, value, onChange }: EditorFieldProps) {
  const id = useFieldId(field.name);
  return (
    <Field name={field.name} label={<FieldName field={field} />} htmlFor={id} required={field.required}>
      <RichText
        id={id}
        value={String(value ?? "")}
        convertUrls={field.options.convertUrls}
        onChange={onChange}
      />
    </Field>
  );
}
