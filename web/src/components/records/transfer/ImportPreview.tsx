import type { Collection } from "../../../../../shared/models.ts";
import type { ColumnMapping } from "../../../lib/records/transfer/import-mapping.ts";
import { errorsText } from "../../../lib/records/transfer/import-validation.ts";
import type { SourceRow } from "../../../lib/records/transfer/import-values.ts";
import { previewRow } from "../../../stores/records-import.ts";

/** Rows shown in the preview. */
export const PREVIEW_ROWS = 5;

export interface ImportPreviewProps {
  collection: Collection;
  rows: SourceRow[];
  mapping: ColumnMapping;
}

function cell(value: unknown): string {
  if (value === null || value === undefined) return "";
  return typeof value === "string" ? value : JSON.stringify(value);
}

/** The first rows as they would be sent, each with the validation errors it would get. */
export function ImportPreview({ collection, rows, mapping }: ImportPreviewProps) {
  const targets = [...new Set(Object.values(mapping).filter(Boolean))];
  const shown = rows.slice(0, PREVIEW_ROWS);
  return (
    <div className="import-preview">
      <h3 className="field-label">
        Preview of the first {shown.length} of {rows.length} row(s)
      </h3>
      <div className="table-scroll">
        <table className="table table-compact" aria-label="Import preview">
          <thead>
            <tr>
              <th>Row</th>
              {targets.map((t) => (
                <th key={t}>{t}</th>
              ))}
              <th>Validation</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((row, i) => {
              const { body, errors } = previewRow(collection, mapping, row);
              const text = errorsText(errors);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: rows of a file have no id of their own
                <tr key={i} className={text ? "row-invalid" : undefined}>
                  <td>{i + 1}</td>
                  {targets.map((t) => (
                    <td key={t} className={errors[t] ? "txt-danger" : undefined}>
                      {cell(body[t])}
                    </td>
                  ))}
                  <td className={text ? "txt-danger" : "txt-success"}>{text || "OK"}</td>
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}
