import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { isMultipleField, setFieldMultiple } from "../../../lib/collections/schema-fields.ts";

export interface SingleMultipleSwitchProps {
  /** What the field holds (`Values`, `Files`, `Relations`); also names the group for assistive tech. */
  title: string;
  field: DraftField;
  onChange: (field: DraftField) => void;
}

/** Single or Multiple values of a select, file or relation field, as a labelled two-button toggle group. */
export function SingleMultipleSwitch({ title, field, onChange }: SingleMultipleSwitchProps) {
  const multiple = isMultipleField(field);
  return (
    <div className="field">
      <span className="field-label">{title}</span>
      <div className="segmented" role="radiogroup" aria-label={`${title} of ${field.name}`}>
        {[false, true].map((value) => (
          // biome-ignore lint/a11y/useSemanticElements: a button pair reads better than radio inputs here
          <button
            key={String(value)}
            type="button"
            role="radio"
            aria-checked={multiple === value}
            className={`segmented-item${multiple === value ? " active" : ""}`}
            onClick={() => multiple !== value && onChange(setFieldMultiple(field, value))}
          >
            {value ? "Multiple" : "Single"}
          </button>
        ))}
      </div>
    </div>
  );
}
