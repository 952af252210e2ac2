import { useId, useRef } from "react";
import { CodeEditor } from "../base/code-editor/CodeEditor.tsx";
import { Field } from "../base/Field.tsx";
import { Icon } from "../base/Icon.tsx";

export interface RuleFieldProps {
  /** Error path (`listRule`, `options.manageRule`). */
  name: string;
  label: string;
  /** null: locked (admins only); "": everyone; otherwise a filter expression. */
  value: string | null;
  onChange: (value: string | null) => void;
  completions: readonly string[];
  /** Shown while unlocked and empty. */
  placeholder?: string;
  hint?: string;
}

/** One API rule: locked (admins only) or a filter expression; locking keeps the text to restore on unlock. */
export function RuleField({ name, label, value, onChange, completions, placeholder, hint }: RuleFieldProps) {
  const id = useId();
  const previous = useRef("");
  const locked = value === null;

  function toggle() {
    if (locked) {
      onChange(previous.current);
    } else {
      previous.current = value;
      onChange(null);
    }
  }

  return (
    <Field
      name={name}
      className={`rule-field rule-field-${name.replace(/\W/g, "-")}${locked ? " rule-locked" : ""}`}
      hint={locked ? undefined : (hint ?? "Leave empty to grant everyone access.")}
    >
      <div className="rule-header">
        <label className="field-label" htmlFor={`${id}rule`}>
          {label}
          {locked && <span className="label">Admins only</span>}
        </label>
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          onClick={toggle}
          aria-label={`${locked ? "Unlock" : "Lock"} ${label}`}
        >
          <Icon name="lock" size={14} />
          {locked ? "Unlock and set a custom rule" : "Set to admins only"}
        </button>
      </div>
      {locked ? (
        <input
          id={`${id}rule`}
          className="input"
          readOnly
          value=""
          placeholder="Only admins can perform this action (unlock to change)"
        />
      ) : (
        <CodeEditor
          id={`${id}rule`}
          language="filter"
          singleLine
          completions={completions}
          placeholder={placeholder ?? "Leave empty to grant everyone access..."}
          value={value}
          onChange={onChange}
        />
      )}
    </Field>
  );
}
