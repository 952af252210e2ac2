import { useStore } from "@nanostores/react";
import {
  $exportCollections,
  $exportUnticked,
  setExportTicked,
  setExportTickedAll,
} from "../../../stores/collections-transfer/collections-export.ts";

/** Tick the collections to export (all by default); the preview, Copy and Download follow. */
export function ExportCollectionsPicker() {
  const collections = useStore($exportCollections);
  const unticked = useStore($exportUnticked);
  const sorted = [...collections].sort((a, b) => a.name.localeCompare(b.name));
  const ticked = collections.length - collections.filter((c) => unticked.has(c.id)).length;
  return (
    <fieldset className="export-picker">
      <legend className="field-label">
        Collections to export ({ticked} of {collections.length})
      </legend>
      <div className="export-picker-actions">
        <button type="button" className="btn btn-sm btn-secondary" onClick={() => setExportTickedAll(true)}>
          Select all
        </button>
        <button type="button" className="btn btn-sm btn-secondary" onClick={() => setExportTickedAll(false)}>
          Select none
        </button>
      </div>
      <div className="export-picker-list">
        {sorted.map((collection) => (
          <label key={collection.id} className="checkbox">
            <input
              type="checkbox"
              checked={!unticked.has(collection.id)}
              onChange={(e) => setExportTicked(collection.id, e.target.checked)}
            />{" "}
            {collection.name}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
