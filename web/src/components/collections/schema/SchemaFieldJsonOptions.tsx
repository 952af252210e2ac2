import { useId } from "react";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { NumberOptionField } from "./NumberOptionField.tsx";

export interface SchemaFieldJsonOptionsProps {
  field: DraftField;
  /** Error path of the field's options (`schema.2.options`). */
  path: string;
  /** v0.20–v0.22 refuses a JSON field without a size (at least 1); v0.23+ takes 0 as its default. */
  sizeRequired: boolean;
  onChange: (field: DraftField) => void;
}

/** The size limit of a JSON field (PocketBase v0.20+; v0.18 has none), in bytes. */
export function SchemaFieldJsonOptions({ field, path, sizeRequired, onChange }: SchemaFieldJsonOptionsProps) {
  const id = useId();
  const options = field.options as Record<string, unknown>;
  const maxSize = typeof options.maxSize === "number" ? options.maxSize : null;
  return (
    <div className="form-grid form-grid-2">
      <NumberOptionField
        name={`${path}.maxSize`}
        id={`${id}maxSize`}
        label="Max size (bytes)"
        placeholder={sizeRequired ? undefined : "Server default"}
        integer
        min={sizeRequired ? 1 : 0}
        // v0.23+ stores 0 for its default: shown as an empty input
        value={sizeRequired || maxSize !== 0 ? maxSize : null}
        onChange={(value) =>
          onChange({ ...field, options: { ...options, maxSize: value ?? 0 } } as DraftField)
        }
      />
    </div>
  );
}
