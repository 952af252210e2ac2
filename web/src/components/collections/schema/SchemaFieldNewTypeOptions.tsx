import { useId } from "react";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { usePatternProblem } from "../../../lib/collections/use-pattern-problem.ts";
import { Field } from "../../base/Field.tsx";
import { NumberOptionField } from "./NumberOptionField.tsx";

export interface SchemaFieldNewTypeOptionsProps {
  field: DraftField;
  /** Error path of the field's options (`schema.2.options`). */
  path: string;
  onChange: (field: DraftField) => void;
}

/**
 * The options of the types that exist from PocketBase v0.23 on, under the server's names:
 * autodate (set on create and/or on update) and password (length, pattern, bcrypt cost).
 * A geo point has none.
 */
export function SchemaFieldNewTypeOptions({ field, path, onChange }: SchemaFieldNewTypeOptionsProps) {
  const id = useId();
  const options = field.options as Record<string, unknown>;
  const set = (next: Record<string, unknown>) =>
    onChange({ ...field, options: { ...options, ...next } } as DraftField);
  const type = field.type as string;
  const pattern = type === "password" && typeof options.pattern === "string" ? options.pattern : "";
  const problem = usePatternProblem(pattern);

  if (type === "autodate") {
    return (
      <div className="form-grid form-grid-2">
        <label className="checkbox" htmlFor={`${id}onCreate`}>
          <input
            id={`${id}onCreate`}
            type="checkbox"
            checked={options.onCreate === true}
            onChange={(e) => set({ onCreate: e.target.checked })}
          />
          Set on create
        </label>
        <label className="checkbox" htmlFor={`${id}onUpdate`}>
          <input
            id={`${id}onUpdate`}
            type="checkbox"
            checked={options.onUpdate === true}
            onChange={(e) => set({ onUpdate: e.target.checked })}
          />
          Set on update
        </label>
      </div>
    );
  }
  if (type === "password") {
    const count = (value: unknown) => (typeof value === "number" && value !== 0 ? value : null);
    return (
      <div className="form-grid form-grid-2">
        <NumberOptionField
          name={`${path}.min`}
          id={`${id}min`}
          label="Min length"
          integer
          min={0}
          value={count(options.min)}
          onChange={(value) => set({ min: value ?? 0 })}
        />
        <NumberOptionField
          name={`${path}.max`}
          id={`${id}max`}
          label="Max length"
          integer
          min={0}
          value={count(options.max)}
          onChange={(value) => set({ max: value ?? 0 })}
        />
        <Field name={`${path}.pattern`} label="Regex pattern" htmlFor={`${id}pattern`}>
          <input
            id={`${id}pattern`}
            className="input"
            spellCheck={false}
            value={pattern}
            aria-invalid={problem !== null}
            onChange={(e) => set({ pattern: e.target.value })}
          />
          {problem !== null && <div className="field-message">{problem}</div>}
        </Field>
        <NumberOptionField
          name={`${path}.cost`}
          id={`${id}cost`}
          label="Bcrypt cost"
          placeholder="Server default"
          integer
          min={0}
          value={count(options.cost)}
          onChange={(value) => set({ cost: value ?? 0 })}
        />
      </div>
    );
  }
  if (type === "geoPoint") {
    return <p className="muted">A longitude and latitude pair; no options.</p>;
  }
  return null;
}
