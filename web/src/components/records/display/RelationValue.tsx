import { useStore } from "@nanostores/react";
import type { RecordModel, SchemaField } from "../../../../../shared/models.ts";
import { truncate } from "../../../lib/format.ts";
import { toList } from "../../../lib/records/field-values.ts";
import { recordLabel } from "../../../lib/records/record-label.ts";
import { recordTooltip } from "../../../lib/records/record-tooltip.ts";
import { $collections } from "../../../stores/collections.ts";

export interface RelationValueProps {
  field: SchemaField;
  record: RecordModel;
  limit: number;
}

/** Related records of a cell as chips, labelled by the related collection's presentable fields; hover shows their fields. */
export function RelationValue({ field, record, limit }: RelationValueProps) {
  const collections = useStore($collections);
  const target =
    field.type === "relation" ? (collections.find((c) => c.id === field.options.collectionId) ?? null) : null;
  const expanded = record.expand?.[field.name];
  const list = Array.isArray(expanded) ? expanded : expanded ? [expanded] : [];
  const byId = new Map(list.map((r) => [r.id, r]));
  return (
    <span className="chips">
      {toList(record[field.name])
        .slice(0, limit)
        .map((id) => {
          const rel = byId.get(id);
          return (
            // hover shows the related record's fields (the id alone when it was not expanded)
            <span key={id} className="chip" title={rel ? recordTooltip(rel, target) : id}>
              {truncate(rel ? recordLabel(rel, target) : id, 70)}
            </span>
          );
        })}
    </span>
  );
}
