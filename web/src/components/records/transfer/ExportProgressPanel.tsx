import { exportOrderNote } from "../../../lib/records/transfer/export-paging.ts";
import { exportRate, formatExportRate } from "../../../lib/records/transfer/export-rate.ts";
import { cancelExport, type ExportProgress } from "../../../stores/records-export.ts";
import { ProgressBar } from "./ProgressBar.tsx";

export interface ExportProgressPanelProps {
  progress: ExportProgress;
}

/** The running export: its bar, rows/s and time left, the file's order when it is not the list's, and Cancel. */
export function ExportProgressPanel({ progress }: ExportProgressPanelProps) {
  const rate = formatExportRate(
    exportRate(progress.done, progress.total, performance.now() - progress.startedAt),
  );
  const note = exportOrderNote(progress.idOrderInsteadOf, progress.total);
  return (
    <div className="transfer-progress" aria-live="polite">
      <div className="export-progress">
        <ProgressBar
          label={`Exporting ${progress.format.toUpperCase()}`}
          done={progress.done}
          total={progress.total}
        />
        {rate && <span className="export-rate">{rate}</span>}
        {note && <span className="export-order-note">{note}</span>}
      </div>
      <button type="button" className="btn btn-sm btn-secondary" onClick={cancelExport}>
        Cancel export
      </button>
    </div>
  );
}
