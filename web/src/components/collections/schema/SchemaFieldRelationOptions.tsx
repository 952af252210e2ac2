import { useStore } from "@nanostores/react";
import { useId } from "react";
import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { isMultipleField } from "../../../lib/collections/schema-fields.ts";
import { $draft } from "../../../stores/collection-editor.ts";
import { $collections } from "../../../stores/collections.ts";
import { Field } from "../../base/Field.tsx";
import { SearchableSelect } from "../../base/SearchableSelect.tsx";
import { NumberOptionField } from "./NumberOptionField.tsx";
import { SingleMultipleSwitch } from "./SingleMultipleSwitch.tsx";

export interface SchemaFieldRelationOptionsProps {
  field: SchemaFieldOf<"relation"> & DraftField;
  path: string;
  onChange: (field: DraftField) => void;
}

/** Target collection (fixed once saved; never a view), Single/Multiple, min/max select and cascade delete. */
export function SchemaFieldRelationOptions({ field, path, onChange }: SchemaFieldRelationOptionsProps) {
  const id = useId();
  const collections = useStore($collections);
  const draft = useStore($draft);
  const multiple = isMultipleField(field);
  const o = field.options;
  const set = (options: Partial<typeof o>) => onChange({ ...field, options: { ...o, ...options } });
  const targets = collections.filter((c) => c.type !== "view" || c.id === o.collectionId);
  const selfIsListed = draft.id !== "" && targets.some((c) => c.id === draft.id);

  return (
    <div className="form-grid">
      <Field name={`${path}.collectionId`} label="Collection" htmlFor={`${id}collection`} required>
        <SearchableSelect
          id={`${id}collection`}
          required
          disabled={!!field.id}
          title={field.id ? "The related collection cannot change once the field is saved." : undefined}
          value={o.collectionId}
          choices={targets.map((c) => ({
            value: c.id,
            label: selfIsListed && c.id === draft.id ? `${c.name} (this collection)` : c.name,
          }))}
          placeholder="Select collection *"
          searchLabel="Search collections"
          onChange={(collectionId) => set({ collectionId })}
        />
      </Field>
      <SingleMultipleSwitch title="Relations" field={field} onChange={onChange} />
      {multiple && (
        <>
          <NumberOptionField
            name={`${path}.minSelect`}
            id={`${id}minSelect`}
            label="Min select"
            integer
            min={1}
            placeholder="No min limit"
            value={o.minSelect}
            onChange={(value) => set({ minSelect: value })}
          />
          <NumberOptionField
            name={`${path}.maxSelect`}
            id={`${id}maxSelect`}
            label="Max select"
            integer
            min={Math.max(2, o.minSelect ?? 0)}
            placeholder="No max limit"
            value={o.maxSelect}
            onChange={(value) => set({ maxSelect: value })}
          />
        </>
      )}
      <label className="checkbox field-full" htmlFor={`${id}cascade`}>
        <input
          id={`${id}cascade`}
          type="checkbox"
          checked={o.cascadeDelete}
          onChange={(e) => set({ cascadeDelete: e.target.checked })}
        />
        Cascade delete
        <span className="muted"> (deleting a related record deletes this record too)</span>
      </label>
    </div>
  );
}
