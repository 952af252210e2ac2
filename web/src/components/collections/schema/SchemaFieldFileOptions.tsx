import { useId } from "react";
import type { SchemaFieldOf } from "../../../../../shared/models.ts";
import type { DraftField } from "../../../lib/collections/collection-form.ts";
import { isMultipleField } from "../../../lib/collections/schema-fields.ts";
import { MIME_PRESETS } from "../../../lib/collections/schema-file-options.ts";
import { Field } from "../../base/Field.tsx";
import { ListInput } from "./ListInput.tsx";
import { NumberOptionField } from "./NumberOptionField.tsx";
import { SingleMultipleSwitch } from "./SingleMultipleSwitch.tsx";

export interface SchemaFieldFileOptionsProps {
  field: SchemaFieldOf<"file"> & DraftField;
  path: string;
  onChange: (field: DraftField) => void;
}

/** Single/Multiple, max files, max size, mime types (with presets), thumb sizes and protection. */
export function SchemaFieldFileOptions({ field, path, onChange }: SchemaFieldFileOptionsProps) {
  const id = useId();
  const multiple = isMultipleField(field);
  const o = field.options;
  const set = (options: Partial<typeof o>) => onChange({ ...field, options: { ...o, ...options } });
  return (
    <div className="form-grid">
      <SingleMultipleSwitch title="Files" field={field} onChange={onChange} />
      {multiple && (
        <NumberOptionField
          name={`${path}.maxSelect`}
          id={`${id}maxSelect`}
          label="Max files"
          integer
          min={2}
          required
          value={o.maxSelect}
          onChange={(value) => set({ maxSelect: value ?? 0 })}
        />
      )}
      <NumberOptionField
        name={`${path}.maxSize`}
        id={`${id}maxSize`}
        label="Max file size (bytes)"
        integer
        min={0}
        required
        value={o.maxSize}
        onChange={(value) => set({ maxSize: value ?? 0 })}
      />
      <Field
        name={`${path}.mimeTypes`}
        label="Allowed mime types"
        htmlFor={`${id}mimeTypes`}
        className="field-full"
        hint="Comma separated; empty allows any type."
      >
        <ListInput
          id={`${id}mimeTypes`}
          placeholder="eg. image/png, application/pdf"
          value={o.mimeTypes}
          onChange={(mimeTypes) => set({ mimeTypes })}
        />
        <div className="chips presets">
          {MIME_PRESETS.map((preset) => (
            <button
              key={preset.label}
              type="button"
              className="chip chip-button"
              onClick={() => set({ mimeTypes: [...new Set([...(o.mimeTypes ?? []), ...preset.types])] })}
            >
              {preset.label}
            </button>
          ))}
        </div>
      </Field>
      <Field
        name={`${path}.thumbs`}
        label="Thumb sizes"
        htmlFor={`${id}thumbs`}
        className="field-full"
        hint="Comma separated: WxH (center crop), WxHt (top), WxHb (bottom), WxHf (fit), 0xH or Wx0 (keep ratio)."
      >
        <ListInput
          id={`${id}thumbs`}
          placeholder="eg. 100x100, 300x0"
          value={o.thumbs}
          onChange={(thumbs) => set({ thumbs })}
        />
      </Field>
      <label className="checkbox field-full" htmlFor={`${id}protected`}>
        <input
          id={`${id}protected`}
          type="checkbox"
          checked={o.protected}
          onChange={(e) => set({ protected: e.target.checked })}
        />
        Protected
        <span className="muted"> (files need a file token to be downloaded)</span>
      </label>
    </div>
  );
}
