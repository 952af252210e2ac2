import { useStore } from "@nanostores/react";
import type { ReactNode } from "react";
import { errorMessageAt } from "../../lib/error-paths.ts";
import { $fieldErrors, clearFieldError } from "../../stores/field-errors.ts";

export interface FieldProps {
  /** Error path (`email`, `schema.0.name`); its server error shows below and clears on input. */
  name: string;
  label?: ReactNode;
  /** id of the input the label points at. */
  htmlFor?: string;
  required?: boolean;
  hint?: ReactNode;
  className?: string;
  children?: ReactNode;
}

/** A labelled form row that shows the server error at its path and clears it when edited. */
export function Field({ name, label, htmlFor, required, hint, className, children }: FieldProps) {
  const errors = useStore($fieldErrors);
  const message = errorMessageAt(errors, name);
  return (
    <div
      className={`field${message ? " field-error" : ""}${className ? ` ${className}` : ""}`}
      onInput={() => message && clearFieldError(name)}
      onChange={() => message && clearFieldError(name)}
    >
      {label !== undefined && (
        <label className="field-label" htmlFor={htmlFor}>
          {label}
          {required && (
            <span className="required-mark" aria-hidden="true">
              {" "}
              *
            </span>
          )}
        </label>
      )}
      {children}
      {hint && !message && <div className="field-hint">{hint}</div>}
      {message && (
        <div className="field-message" role="alert">
          {message}
        </div>
      )}
    </div>
  );
}
