import type { ReactNode } from "react";
import { Field } from "../base/Field.tsx";

export interface SettingsInputProps {
  /** Error path (`meta.appName`); also gives the input id (`field-meta.appName`) the settings search jumps to. */
  name: string;
  label: ReactNode;
  type?: "text" | "email" | "url" | "number";
  value: string | number;
  onChange: (value: string) => void;
  required?: boolean;
  placeholder?: string;
  hint?: ReactNode;
  min?: number;
  disabled?: boolean;
}

/** The id of a settings field's input (search targets use it). */
export function settingsFieldId(name: string): string {
  return `field-${name}`;
}

/** A labelled settings input with its server error below. */
export function SettingsInput(props: SettingsInputProps) {
  const { name, label, type = "text", value, onChange, required, placeholder, hint, min, disabled } = props;
  const id = settingsFieldId(name);
  return (
    <Field name={name} label={label} htmlFor={id} required={required} hint={hint}>
      <input
        id={id}
        className="input"
        type={type}
        value={value}
        min={min}
        required={required}
        disabled={disabled}
        placeholder={placeholder}
        autoComplete="off"
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
