import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import type { RecordModel, SchemaFieldOf } from "../../../../../shared/models.ts";
import { isMultiple } from "../../../lib/collections/collection-fields.ts";
import { handleApiError } from "../../../lib/handle-api-error.ts";
import { fromList, toList } from "../../../lib/records/field-values.ts";
import { recordLabel } from "../../../lib/records/record-label.ts";
import { recordTooltip } from "../../../lib/records/record-tooltip.ts";
import { loadRecordsByIds, RELATION_BATCH } from "../../../lib/records/records-by-id.ts";
import { $collections } from "../../../stores/collections.ts";
import { Field } from "../../base/Field.tsx";
import { Icon } from "../../base/Icon.tsx";
import { RelationPickerPanel } from "../editor/RelationPickerPanel.tsx";
import { FieldName } from "./FieldName.tsx";

export interface RelationFieldProps {
  field: SchemaFieldOf<"relation">;
  value: unknown;
  onChange: (value: string | string[]) => void;
}

/** Selected related records as chips, and the picker overlay. */
export function RelationField({ field, value, onChange }: RelationFieldProps) {
  const collections = useStore($collections);
  const target = collections.find((c) => c.id === field.options.collectionId) ?? null;
  const ids = toList(value);
  const [loaded, setLoaded] = useState<RecordModel[]>([]);
  const [picking, setPicking] = useState(false);
  const key = ids.join(",");

  useEffect(() => {
    const wanted = key ? key.split(",") : [];
    if (!wanted.length || !field.options.collectionId) return setLoaded([]);
    let live = true;
    loadRecordsByIds(field.options.collectionId, wanted, RELATION_BATCH)
      .then((list) => live && setLoaded(list))
      .catch((err) => handleApiError(err));
    return () => {
      live = false;
    };
  }, [key, field.options.collectionId]);

  const byId = new Map(loaded.map((r) => [r.id, r]));
  const max = isMultiple(field) ? field.options.maxSelect : 1;

  return (
    <Field name={field.name} label={<FieldName field={field} />} required={field.required}>
      <div className="relation-box">
        <ul className="chips" aria-label={`${field.name} selection`}>
          {ids.map((id) => (
            <li
              key={id}
              className="chip"
              title={byId.has(id) ? recordTooltip(byId.get(id) as RecordModel, target) : id}
            >
              {byId.get(id) ? recordLabel(byId.get(id) as RecordModel, target) : id}
              <button
                type="button"
                className="chip-remove"
                aria-label={`Remove ${id}`}
                onClick={() =>
                  onChange(
                    fromList(
                      field,
                      ids.filter((x) => x !== id),
                    ),
                  )
                }
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          onClick={() => setPicking(true)}
          disabled={!target}
        >
          <Icon name="link" size={14} /> Open picker
        </button>
      </div>
      {target && (
        <RelationPickerPanel
          open={picking}
          collection={target}
          selected={ids}
          maxSelect={max}
          onClose={() => setPicking(false)}
          onSubmit={(next) => {
            onChange(fromList(field, next));
            setPicking(false);
          }}
        />
      )}
    </Field>
  );
}
