import type { SchemaField } from "../../../../../shared/models.ts";
import { isHiddenField } from "../../../lib/records/newer-field-values.ts";

export interface FieldNameProps {
  field: SchemaField;
  /** Text right after the name, e.g. " (UTC)". */
  suffix?: string;
}

/** A field's name as its input's label, marked when the field is hidden from everyone but superusers. */
export function FieldName({ field, suffix = "" }: FieldNameProps) {
  return (
    <>
      {field.name}
      {suffix}
      {isHiddenField(field) && (
        <>
          {" "}
          <HiddenMark />
        </>
      )}
    </>
  );
}

/** The mark of a v0.23+ hidden field (labels and column heads). */
export function HiddenMark() {
  return (
    <span className="label label-hidden" title="Hidden field: only superusers see its value">
      Hidden
    </span>
  );
}
