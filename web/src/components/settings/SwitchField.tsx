import type { ReactNode } from "react";
import { settingsFieldId } from "./SettingsInput.tsx";

export interface SwitchFieldProps {
  name: string;
  label: ReactNode;
  checked: boolean;
  onChange: (checked: boolean) => void;
  hint?: ReactNode;
}

/** A labelled on/off switch (a checkbox, so Space toggles it from the keyboard). */
export function SwitchField({ name, label, checked, onChange, hint }: SwitchFieldProps) {
  const id = settingsFieldId(name);
  return (
    <div className="field switch-field">
      <label className="switch" htmlFor={id}>
        <input id={id} type="checkbox" checked={checked} onChange={(e) => onChange(e.target.checked)} />
        <span>{label}</span>
      </label>
      {hint && <div className="field-hint">{hint}</div>}
    </div>
  );
}
