import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { Collection } from "../../../../../shared/models.ts";
import { exportOrderNote } from "../../../lib/records/transfer/export-paging.ts";
import { $embeddedFeatures, probeEmbeddedFeatures } from "../../../stores/embedded-features.ts";
import { $recordsTotal } from "../../../stores/records.ts";
import { $exportProgress, exportRecords, planExport } from "../../../stores/records-export.ts";
import { Dropdown } from "../../base/Dropdown.tsx";
import { ExportProgressPanel } from "./ExportProgressPanel.tsx";

export interface RecordsExportMenuProps {
  collection: Collection;
  /** The API filter of the list (all matching records are exported). */
  filter: string;
  /** The list's sort (the file's rows follow it when that is cheap; the menu says when they cannot). */
  sort: string;
}

/**
 * The Export menu (CSV or JSON of the records matching the filter, in the list's sort; on a remote
 * PocketBase, which has no streamed export, in id order for an unindexed sort of many records); a
 * progress bar with rows/s, time left and Cancel while it runs.
 */
export function RecordsExportMenu({ collection, filter, sort }: RecordsExportMenuProps) {
  const progress = useStore($exportProgress);
  // the list's count of the same filter (-1 while it is on its way)
  const matching = useStore($recordsTotal);
  // only a remote PocketBase (null) pages; the embedded backend streams the file in the list's sort
  const embedded = useStore($embeddedFeatures);
  useEffect(() => {
    void probeEmbeddedFeatures();
  }, []);
  if (progress) return <ExportProgressPanel progress={progress} />;
  const paged = embedded === null;
  const note = paged
    ? exportOrderNote(planExport(collection, sort, matching).idOrderInsteadOf, matching)
    : "";
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
                void exportRecords(collection, filter, sort, format, matching);
              }}
            >
              {format === "csv" ? "Export as CSV" : "Export as JSON"}
            </button>
          ))}
          {note && <p className="export-order-note">{note}</p>}
        </>
      )}
    </Dropdown>
  );
}
