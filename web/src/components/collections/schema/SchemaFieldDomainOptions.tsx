import { useId } from "react";
import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { Field } from "../../base/Field.tsx";
import { ListInput } from "./ListInput.tsx";

export interface SchemaFieldDomainOptionsProps {
  field: (SchemaFieldOf<"email"> | SchemaFieldOf<"url">) & DraftField;
  path: string;
  onChange: (field: DraftField) => void;
}

/** Allowed or refused domains of an email or url field (one list at a time). */
export function SchemaFieldDomainOptions({ field, path, onChange }: SchemaFieldDomainOptionsProps) {
  const id = useId();
  const { exceptDomains, onlyDomains } = field.options;
  const set = (options: Partial<typeof field.options>) =>
    onChange({ ...field, options: { ...field.options, ...options } } as DraftField);
  return (
    <div className="form-grid">
      <Field
        name={`${path}.exceptDomains`}
        label="Except domains"
        htmlFor={`${id}except`}
        hint="Comma separated."
      >
        <ListInput
          id={`${id}except`}
          value={exceptDomains}
          disabled={(onlyDomains ?? []).length > 0}
          placeholder="eg. example.com, test.com"
          onChange={(list) => set({ exceptDomains: list })}
        />
      </Field>
      <Field name={`${path}.onlyDomains`} label="Only domains" htmlFor={`${id}only`} hint="Comma separated.">
        <ListInput
          id={`${id}only`}
          value={onlyDomains}
          disabled={(exceptDomains ?? []).length > 0}
          placeholder="eg. example.com, test.com"
          onChange={(list) => set({ onlyDomains: list })}
        />
      </Field>
    </div>
  );
}
