import { useStore } from "@nanostores/react";
import { logsFileName, selectedLogsJson } from "../../lib/logs/logs-export.ts";
import { downloadText } from "../../lib/settings/export-import/download-text.ts";
import { $logs } from "../../stores/logs/logs.ts";
import { $selectedLogIds, setSelectedLogs } from "../../stores/logs/logs-selection.ts";

/** Shown while logs are ticked: their count, Export as JSON and Reset. */
export function LogsSelectionBar() {
  const selected = useStore($selectedLogIds);
  const logs = useStore($logs);
  if (selected.size === 0) return null;
  return (
    <section className="bulkbar logs-selection-bar" aria-label="Selected logs">
      <span>
        Selected <strong>{selected.size}</strong> log(s)
      </span>
      <button type="button" className="btn btn-sm btn-secondary" onClick={() => setSelectedLogs([])}>
        Reset
      </button>
      <button
        type="button"
        className="btn btn-sm btn-primary"
        onClick={() => downloadText(selectedLogsJson(logs, selected), logsFileName(new Date()))}
      >
        Export as JSON
      </button>
    </section>
  );
}
