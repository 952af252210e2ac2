import { useStore } from "@nanostores/react";
import type { BackupComparisonRow } from "../../../../../shared/client/backups.ts";
import { $inspection, closeInspection } from "../../../stores/backups/backup-inspect.ts";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";

const CHANGE_LABELS: Record<BackupComparisonRow["change"], string> = {
  added: "Only in the backup",
  removed: "Only in live data",
  more: "More records in the backup",
  fewer: "Fewer records in the backup",
  same: "Same",
};

function count(value: number | null | undefined): string {
  return value === null || value === undefined ? "—" : String(value);
}

/** What a backup holds: its collections, their record counts and the difference from live data. */
export function BackupInspectPanel() {
  const inspection = useStore($inspection);
  const rows = inspection?.rows ?? [];
  const differing = rows.filter((r) => r.change !== "same").length;
  return (
    <OverlayPanel
      open={inspection !== null}
      onClose={closeInspection}
      title={`Inside ${inspection?.key ?? ""}`}
      size="lg"
      footer={
        <button type="button" className="btn btn-secondary" onClick={closeInspection}>
          Close
        </button>
      }
    >
      <p className="muted">
        {differing === 0
          ? "The backup holds the same collections and record counts as the live data."
          : `${differing} of ${rows.length} collections differ from the live data. Restoring brings back the backup's side.`}
      </p>
      <table className="inspect-table">
        <thead>
          <tr>
            <th scope="col">Collection</th>
            <th scope="col">Type</th>
            <th scope="col">Records in backup</th>
            <th scope="col">Records live</th>
            <th scope="col">Difference</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.name} className={`inspect-${row.change}`} aria-label={row.name}>
              <td className="txt-mono">{row.name}</td>
              <td>{row.type}</td>
              <td>{count(row.archiveRecords)}</td>
              <td>{count(row.liveRecords)}</td>
              <td>{CHANGE_LABELS[row.change]}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </OverlayPanel>
  );
}
