import { downloadBlob } from "../../../lib/download.ts";
import { failuresJson, type ImportSummary } from "../../../stores/records-import.ts";

export interface ImportSummaryViewProps {
  collectionName: string;
  summary: ImportSummary;
}

/** Created and failed counts, the failed rows with their reasons, and their download. */
export function ImportSummaryView({ collectionName, summary }: ImportSummaryViewProps) {
  const { created, failed } = summary;
  return (
    <section className="import-summary" aria-label="Import summary">
      {summary.cancelled && <p className="alert alert-warning">The import was stopped before the end.</p>}
      <p>
        Created: <strong>{created}</strong> · Failed: <strong>{failed.length}</strong>
      </p>
      {failed.length > 0 && (
        <>
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            onClick={() =>
              downloadBlob(
                new Blob([failuresJson(summary)], { type: "application/json" }),
                `${collectionName}_import_failures.json`,
              )
            }
          >
            Download failures
          </button>
          <ul className="import-failures">
            {failed.slice(0, 100).map((f) => (
              <li key={f.row}>
                Row {f.row}: {f.reasons}
              </li>
            ))}
            {failed.length > 100 && (
              <li className="muted">…and {failed.length - 100} more in the download</li>
            )}
          </ul>
        </>
      )}
    </section>
  );
}
