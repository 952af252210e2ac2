import type { SchemaField } from "../../../../../shared/models.ts";
import { truncateDate } from "../../../lib/records/field-values.ts";
import { Field } from "../../base/Field.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface AutodateFieldProps {
  field: SchemaField;
  value: unknown;
  isNew: boolean;
}

/** A v0.23+ `autodate`: the server sets it on create (and update), so it is shown, never edited or sent. */
export function AutodateField({ field, value, isNew }: AutodateFieldProps) {
  const id = useFieldId(field.name);
  const text = truncateDate(value);
  return (
    <Field
      name={field.name}
      label={<FieldName field={field} suffix=" (UTC)" />}
      htmlFor={id}
      hint="Set by the server."
    >
      <input
        id={id}
        className="input"
        readOnly
        value={text}
        placeholder={isNew ? "Set when the record is saved" : undefined}
      />
    </Field>
  );
}
