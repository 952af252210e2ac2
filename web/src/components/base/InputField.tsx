import type { ReactNode } from "react";
import { Field } from "./Field.tsx";

export interface InputFieldProps {
  /** Error path of the field (its server error shows below the input). */
  name: string;
  /** id of the input, for the label. */
  id: string;
  label: ReactNode;
  type?: "text" | "email" | "password" | "url" | "number";
  value: string | number;
  onChange: (value: string) => void;
  required?: boolean;
  autoComplete?: string;
  minLength?: number;
  min?: number;
  placeholder?: string;
  disabled?: boolean;
  hint?: ReactNode;
}

/** A labelled single-line input inside a Field (`autoComplete`, `minLength`, `min`, `placeholder`, `disabled` go on the input). */
export function InputField(props: InputFieldProps) {
  const { name, id, label, type = "text", value, onChange, required, hint, ...attributes } = props;
  return (
    <Field name={name} label={label} htmlFor={id} required={required} hint={hint}>
      <input
        id={id}
        className="input"
        type={type}
        {...attributes}
        required={required}
        value={value}
        onChange={(e) => onChange(e.target.value)}
      />
    </Field>
  );
}
