import { useState } from "react";
import { REDACTED } from "../../../../shared/client/settings.ts";
import { Field } from "../base/Field.tsx";
import { Icon } from "../base/Icon.tsx";
import { settingsFieldId } from "./SettingsInput.tsx";

export interface MaskedInputProps {
  name: string;
  label: string;
  /** The form value: `******` while the server keeps a secret we may not see. */
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
}

/**
 * A secret field. A stored secret shows as a read-only mask with 'Set new value'; the real value is
 * never shown, and the mask is never sent back (it is stripped before saving).
 */
export function MaskedInput({ name, label, value, onChange, required }: MaskedInputProps) {
  const id = settingsFieldId(name);
  const [editing, setEditing] = useState(false);
  const masked = value === REDACTED && !editing;
  return (
    <Field name={name} label={label} htmlFor={id} required={required}>
      <div className="input-group masked-input">
        <input
          id={id}
          className="input"
          type="password"
          autoComplete="new-password"
          readOnly={masked}
          value={value}
          onChange={(e) => onChange(e.target.value)}
        />
        {masked && (
          <button
            type="button"
            className="btn btn-secondary btn-sm"
            onClick={() => {
              setEditing(true);
              onChange("");
              requestAnimationFrame(() => document.getElementById(id)?.focus());
            }}
          >
            <Icon name="key" size={14} />
            Set new value
          </button>
        )}
      </div>
    </Field>
  );
}
