import type { ReactNode } from "react";
import { Field } from "./Field.tsx";

export interface InputFieldProps {
  /** Error path of the field (its server error shows below the input). */
  name: string;
  /** id of the input, for the label. */
  id: string;
  label: ReactNode;
  type?: "text" | "email" | "password";
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  autoComplete?: string;
  minLength?: number;
  hint?: ReactNode;
}

/** A labelled single-line input inside a Field. */
export function InputField(props: InputFieldProps) {
  const { name, id, label, type = "text", value, onChange, required, autoComplete, minLength, hint } = props;
  return (
    <Field name={name} label={label} htmlFor={id} required={required} hint={hint}>
      <input
        id={id}
        className="input"
        type={type}
        autoComplete={autoComplete}
        minLength={minLength}
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
