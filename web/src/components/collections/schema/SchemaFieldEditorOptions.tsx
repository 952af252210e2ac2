import { useId } from "react";
import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import type { DraftField } from "../../../lib/collections/collection-form.ts";

export interface SchemaFieldEditorOptionsProps {
  field: SchemaFieldOf<"editor"> & DraftField;
  onChange: (field: DraftField) => void;
}

/** Whether links typed in the rich editor are kept absolute or made relative. */
export function SchemaFieldEditorOptions({ field, onChange }: SchemaFieldEditorOptionsProps) {
  const id = useId();
  return (
    <label className="checkbox" htmlFor={`${id}convertUrls`}>
      <input
        id={`${id}convertUrls`}
        type="checkbox"
        checked={field.options.convertUrls}
        onChange={(e) => onChange({ ...field, options: { ...field.options, convertUrls: e.target.checked } })}
      />
      Convert urls to relative ones
      <span className="muted"> (links to this host lose their domain)</span>
    </label>
  );
}
