import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import { validateJsonText } from "../../../lib/records/field-values.ts";
import { CodeEditor } from "../../base/code-editor/CodeEditor.tsx";
import { Field } from "../../base/Field.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface JsonFieldProps {
  field: SchemaFieldOf<"json">;
  value: unknown;
  onChange: (value: string) => void;
}

/** JSON text with a Valid / Invalid JSON marker (editor loaded on demand, max height 500). */
export function JsonField({ field, value, onChange }: JsonFieldProps) {
  const id = useFieldId(field.name);
  const text = String(value ?? "");
  const valid = validateJsonText(text).valid;
  return (
    <Field
      name={field.name}
      label={
        <>
          <FieldName field={field} />{" "}
          <span className={`json-state ${valid ? "txt-success" : "txt-danger"}`}>
            {valid ? "Valid JSON" : "Invalid JSON"}
          </span>
        </>
      }
      htmlFor={id}
      required={field.required}
    >
      <CodeEditor id={id} language="json" value={text} maxHeight={500} onChange={onChange} />
    </Field>
  );
}
