import { useState } from "react";
import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import { capValues, toList } from "../../../lib/records/field-values.ts";
import { Field } from "../../base/Field.tsx";
import { SEARCH_ABOVE, SearchableSelect } from "../../base/SearchableSelect.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface SelectFieldProps {
  field: SchemaFieldOf<"select">;
  value: unknown;
  onChange: (value: string | string[]) => void;
}

/** Single or multiple choice; multiple selections are capped at maxSelect, keeping the latest. */
export function SelectField({ field, value, onChange }: SelectFieldProps) {
  const id = useFieldId(field.name);
  const max = field.options.maxSelect || 1;
  const multiple = max > 1;
  const selected = toList(value);
  const [search, setSearch] = useState("");
  const choices = (field.options.values ?? []).filter((v) => v.toLowerCase().includes(search.toLowerCase()));

  if (!multiple) {
    return (
      <Field name={field.name} label={<FieldName field={field} />} htmlFor={id} required={field.required}>
        <SearchableSelect
          id={id}
          value={selected[0] ?? ""}
          choices={(field.options.values ?? []).map((v) => ({ value: v, label: v }))}
          placeholder="- Select -"
          searchLabel={`Search ${field.name} options`}
          onChange={onChange}
        />
      </Field>
    );
  }

  function toggle(choice: string) {
    const next = selected.includes(choice) ? selected.filter((v) => v !== choice) : [...selected, choice];
    onChange(capValues(next, max));
  }

  return (
    <Field
      name={field.name}
      label={<FieldName field={field} />}
      required={field.required}
      hint={`Select up to ${max} items.`}
    >
      <fieldset className="choice-list" aria-label={field.name}>
        {(field.options.values ?? []).length > SEARCH_ABOVE && (
          <input
            className="input input-sm"
            type="search"
            placeholder="Search..."
            aria-label={`Search ${field.name} options`}
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
        )}
        {choices.map((choice) => (
          <label key={choice} className="choice">
            <input type="checkbox" checked={selected.includes(choice)} onChange={() => toggle(choice)} />
            {choice}
          </label>
        ))}
      </fieldset>
    </Field>
  );
}
