import type { CollectionDiff } from "../../../../../shared/schema/schema-diff.ts";
import {
  collectionDiffRows,
  FIELD_STATUS_LABELS,
} from "../../../lib/settings/export-import/import-diff-rows.ts";

export interface CollectionDiffViewProps {
  diff: CollectionDiff;
  /** The collection in the backend (null when added). */
  before: Record<string, unknown> | null;
  /** The collection in the import (null when removed). */
  after: Record<string, unknown> | null;
}

const KIND_LABELS: Record<CollectionDiff["kind"], string> = {
  added: "Added",
  removed: "Deleted",
  changed: "Changed",
};

/** One collection of the review: current and imported values side by side, per property and per field. */
export function CollectionDiffView({ diff, before, after }: CollectionDiffViewProps) {
  const rows = collectionDiffRows(before, after, diff.kind !== "changed");
  return (
    <section
      className={`diff-collection diff-${diff.kind}`}
      aria-label={`${diff.name} (${KIND_LABELS[diff.kind]})`}
    >
      <h3>
        {diff.name}
        <span className={`label diff-kind ${diff.kind === "removed" ? "label-danger" : "label-info"}`}>
          {KIND_LABELS[diff.kind]}
        </span>
      </h3>
      {diff.kind === "removed" && (
        <p className="txt-danger">The collection and all its records will be deleted.</p>
      )}
      <table className="diff-table">
        <colgroup>
          <col style={{ width: "22%" }} />
          <col style={{ width: "39%" }} />
          <col style={{ width: "39%" }} />
        </colgroup>
        <thead>
          <tr>
            <th scope="col">Property</th>
            <th scope="col">Current</th>
            <th scope="col">Imported</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.label} className={`diff-row-${row.status}`}>
              <th scope="row">
                <span className="txt-mono">{row.label}</span>
                {row.isField && (
                  <div>
                    <span className={`label ${row.status === "deleted" ? "label-danger" : "label-info"}`}>
                      {FIELD_STATUS_LABELS[row.status]}
                    </span>
                  </div>
                )}
                {row.isField && row.status === "deleted" && diff.kind === "changed" && (
                  <div className="txt-danger">All stored data related to it will be deleted.</div>
                )}
              </th>
              <td className={row.status === "same" || row.status === "added" ? "" : "diff-old"}>
                <pre>{row.oldValue}</pre>
              </td>
              <td className={row.status === "same" || row.status === "deleted" ? "" : "diff-new"}>
                <pre>{row.newValue}</pre>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}
