import type { ImportImpact } from "../../../../../shared/schema/import-impact.ts";
import {
  type ImportWarning,
  recordsFor,
  recordsText,
} from "../../../lib/settings/export-import/import-warnings.ts";

export interface ImportImpactWarningsProps {
  warnings: ImportWarning[];
  impact: ImportImpact | null;
  counting: boolean;
}

function describe(w: ImportWarning): string {
  if (w.kind === "collection removed") return `Collection "${w.collection}" will be deleted`;
  if (w.kind === "field removed") return `Field "${w.collection}.${w.field}" will be deleted`;
  return `Field "${w.collection}.${w.field}" changes type from ${w.fromType} to ${w.toType}`;
}

/** The review's warnings (deleted collections, deleted fields, type changes) with the records each would strip. */
export function ImportImpactWarnings({ warnings, impact, counting }: ImportImpactWarningsProps) {
  if (warnings.length === 0) return null;
  return (
    <div className="alert alert-warning import-warnings" role="alert">
      <span>
        <strong>This import deletes or converts stored data:</strong>
        <ul className="impact-list">
          {warnings.map((w) => {
            const count = recordsFor(w, impact);
            return (
              <li key={`${w.kind}:${w.collection}:${w.fieldId ?? ""}`}>
                {describe(w)}
                {count !== undefined && ` (${recordsText(count)} would lose data)`}
                {count === undefined && counting && " (counting records...)"}
              </li>
            );
          })}
        </ul>
        {impact && (
          <strong className="impact-total">In total {recordsText(impact.total)} would lose data.</strong>
        )}
      </span>
    </div>
  );
}
