export interface SingleMultipleSwitchProps {
  multiple: boolean;
  onChange: (multiple: boolean) => void;
  /** Names the group for assistive tech (`Values of tags`). */
  label: string;
}

/** Single or Multiple values, as a two-button toggle group. */
export function SingleMultipleSwitch({ multiple, onChange, label }: SingleMultipleSwitchProps) {
  return (
    <div className="segmented" role="radiogroup" aria-label={label}>
      {[false, true].map((value) => (
        // biome-ignore lint/a11y/useSemanticElements: a button pair reads better than radio inputs here
        <button
          key={String(value)}
          type="button"
          role="radio"
          aria-checked={multiple === value}
          className={`segmented-item${multiple === value ? " active" : ""}`}
          onClick={() => multiple !== value && onChange(value)}
        >
          {value ? "Multiple" : "Single"}
        </button>
      ))}
    </div>
  );
}
