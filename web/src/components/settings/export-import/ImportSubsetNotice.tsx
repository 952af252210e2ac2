import { useStore } from "@nanostores/react";
import { useMemo } from "react";
import { collectionsMissingFromFile } from "../../../lib/settings/export-import/collections-subset.ts";
import {
  $deleteMissing,
  $importCurrent,
  $importParsed,
  $serverFormat,
  setDeleteMissing,
} from "../../../stores/collections-transfer/collections-import.ts";

/**
 * When the file holds only some of the collections: says what each mode does with the others, and
 * switches to Merge (the diff then covers only what the file holds).
 */
export function ImportSubsetNotice() {
  const parsed = useStore($importParsed);
  const current = useStore($importCurrent);
  const deleteMissing = useStore($deleteMissing);
  const format = useStore($serverFormat);
  const missing = useMemo(() => {
    if (parsed.state !== "valid") return [];
    // from v0.23 the import never deletes system collections: they are not "missing"
    const deletable = format === "fields" ? current.filter((c) => !c.system) : current;
    return collectionsMissingFromFile(deletable, parsed.collections);
  }, [parsed, current, format]);
  if (parsed.state !== "valid" || missing.length === 0) return null;
  // counted like the backend's: without the system collections from v0.23
  const held = parsed.collections.filter((c) => !(format === "fields" && c.system)).length;
  return (
    <div className={`alert ${deleteMissing ? "alert-warning" : "alert-info"}`} role="status">
      <span>
        This file holds {held} of {held + missing.length} collections.{" "}
        {deleteMissing
          ? `Delete missing would delete the ${missing.length} others (${missing.join(", ")}); Merge imports these and keeps the others.`
          : `Merge: only the collections in the file are imported; the ${missing.length} others stay as they are.`}
      </span>
      {deleteMissing && (
        <button type="button" className="btn btn-sm btn-secondary" onClick={() => setDeleteMissing(false)}>
          Use Merge
        </button>
      )}
    </div>
  );
}
