import type { ColumnMapping } from "../../../lib/records/transfer/import-mapping.ts";

export interface ImportMappingProps {
  columns: string[];
  fields: string[];
  mapping: ColumnMapping;
  duplicates: string[];
  onChange: (mapping: ColumnMapping) => void;
}

/** One select per column of the file: the field it fills, or ignored. */
export function ImportMapping({ columns, fields, mapping, duplicates, onChange }: ImportMappingProps) {
  return (
    <fieldset className="import-mapping">
      <legend className="field-label">Columns to fields</legend>
      <table className="table table-compact">
        <thead>
          <tr>
            <th>Column</th>
            <th>Field</th>
          </tr>
        </thead>
        <tbody>
          {columns.map((column) => (
            <tr key={column}>
              <td className="txt-mono">{column}</td>
              <td>
                <select
                  className="input"
                  aria-label={`Field for column ${column}`}
                  value={mapping[column] ?? ""}
                  onChange={(e) => onChange({ ...mapping, [column]: e.target.value })}
                >
                  <option value="">(ignored)</option>
                  {fields.map((field) => (
                    <option key={field} value={field}>
                      {field}
                    </option>
                  ))}
                </select>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {duplicates.length > 0 && (
        <p className="field-message" role="alert">
          More than one column maps to: {duplicates.join(", ")}
        </p>
      )}
    </fieldset>
  );
}
