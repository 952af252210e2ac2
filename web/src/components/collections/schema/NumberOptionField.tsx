import { optionalNumber } from "../../../lib/collections/schema-fields.ts";
import { Field } from "../../base/Field.tsx";

export interface NumberOptionFieldProps {
  /** Error path, e.g. `schema.0.options.min`. */
  name: string;
  id: string;
  label: string;
  /** null or undefined: no value (an empty input). */
  value: number | null | undefined;
  /** Receives null when the input is emptied. */
  onChange: (value: number | null) => void;
  /** Whole numbers only. */
  integer?: boolean;
  min?: number;
  required?: boolean;
  placeholder?: string;
}

/** A labelled number input of a field's or collection's options. */
export function NumberOptionField(props: NumberOptionFieldProps) {
  const { name, id, label, value, onChange, integer, min, required, placeholder } = props;
  return (
    <Field name={name} label={label} htmlFor={id} required={required}>
      <input
        id={id}
        className="input"
        type="number"
        step={integer ? 1 : "any"}
        min={min}
        required={required}
        placeholder={placeholder}
        value={value ?? ""}
        onChange={(e) => onChange(optionalNumber(e.target.value))}
      />
    </Field>
  );
}
