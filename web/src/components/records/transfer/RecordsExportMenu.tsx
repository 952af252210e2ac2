import { useStore } from "@nanostores/react";
import type { Collection } from "../../../../../shared/models.ts";
import { $exportProgress, cancelExport, exportRecords } from "../../../stores/records-export.ts";
import { Dropdown } from "../../base/Dropdown.tsx";
import { ProgressBar } from "./ProgressBar.tsx";

export interface RecordsExportMenuProps {
  collection: Collection;
  /** The API filter of the list (all matching records are exported). */
  filter: string;
  /** The list's sort (the file's rows follow it). */
  sort: string;
}

/**
 * The Export menu (CSV or JSON of the records matching the filter, in the list's sort); a progress bar
 * and Cancel while it runs.
 */
export function RecordsExportMenu({ collection, filter, sort }: RecordsExportMenuProps) {
  const progress = useStore($exportProgress);
  if (progress) {
    return (
      <div className="transfer-progress" aria-live="polite">
        <ProgressBar
          label={`Exporting ${progress.format.toUpperCase()}`}
          done={progress.done}
          total={progress.total}
        />
        <button type="button" className="btn btn-sm btn-secondary" onClick={cancelExport}>
          Cancel export
        </button>
      </div>
    );
  }
  return (
    <Dropdown label="Export records" trigger="Export" triggerClassName="btn btn-secondary" align="right">
      {(close) => (
        <>
          {(["csv", "json"] as const).map((format) => (
            <button
              key={format}
              type="button"
              role="menuitem"
              className="dropdown-item"
              onClick={() => {
                close();
                void exportRecords(collection, filter, sort, format);
              }}
            >
              {format === "csv" ? "Export as CSV" : "Export as JSON"}
            </button>
          ))}
        </>
      )}
    </Dropdown>
  );
}
