import type { SchemaField } from "../../../../../shared/models.ts";
import { type GeoPointText, geoPointText } from "../../../lib/records/newer-field-values.ts";
import { Field } from "../../base/Field.tsx";
import { useFieldId } from "../editor/use-field-id.ts";
import { FieldName } from "./FieldName.tsx";

export interface GeoPointFieldProps {
  field: SchemaField;
  value: unknown;
  onChange: (value: GeoPointText) => void;
}

/** A v0.23+ `geoPoint`: longitude and latitude as two numbers (checked before saving). */
export function GeoPointField({ field, value, onChange }: GeoPointFieldProps) {
  const id = useFieldId(field.name);
  const point = (value ?? geoPointText(null)) as GeoPointText;
  return (
    <Field name={field.name} label={<FieldName field={field} />} required={field.required}>
      <div className="geo-point-inputs">
        <label className="geo-point-axis">
          <span>Longitude</span>
          <input
            id={`${id}_lon`}
            className="input"
            type="number"
            step="any"
            min={-180}
            max={180}
            value={point.lon}
            onChange={(e) => onChange({ ...point, lon: e.target.value })}
          />
        </label>
        <label className="geo-point-axis">
          <span>Latitude</span>
          <input
            id={`${id}_lat`}
            className="input"
            type="number"
            step="any"
            min={-90}
            max={90}
            value={point.lat}
            onChange={(e) => onChange({ ...point, lat: e.target.value })}
          />
        </label>
      </div>
    </Field>
  );
}
