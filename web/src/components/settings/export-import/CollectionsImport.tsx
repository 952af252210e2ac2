import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import {
  $deleteMissing,
  $idMismatch,
  $importCurrentLoaded,
  $importDiff,
  $importKept,
  $importParsed,
  $importText,
  loadImportCurrent,
  replaceIdsInText,
  setDeleteMissing,
  setImportText,
} from "../../../stores/collections-transfer/collections-import.ts";
import { CollectionsImportSource } from "./CollectionsImportSource.tsx";
import { ImportKeptList } from "./ImportKeptList.tsx";
import { ImportReviewPanel } from "./ImportReviewPanel.tsx";
import { ImportSubsetNotice } from "./ImportSubsetNotice.tsx";

/** The import screen's content: the source, its state, Merge / Delete missing, Clear and Review. */
export function CollectionsImport() {
  const text = useStore($importText);
  const parsed = useStore($importParsed);
  const loaded = useStore($importCurrentLoaded);
  const diff = useStore($importDiff);
  const deleteMissing = useStore($deleteMissing);
  const idMismatch = useStore($idMismatch);
  const kept = useStore($importKept);
  const [reviewing, setReviewing] = useState(false);

  useEffect(() => {
    void loadImportCurrent();
  }, []);

  const canReview = parsed.state === "valid" && loaded && diff !== null && !diff.inSync;

  return (
    <div className="import-collections">
      <p>
        Paste below the collections configuration you want to import, or load it from a file. Every change is
        shown before anything is applied.
      </p>
      <CollectionsImportSource text={text} />
      {parsed.state === "invalid" && (
        <div className="alert alert-danger" role="alert">
          <span>
            {parsed.refused
              ? "This backend cannot hold this collections configuration."
              : "Invalid collections configuration."}
            <br />
            <span className="muted">{parsed.reason}</span>
          </span>
        </div>
      )}
      {parsed.state === "valid" && parsed.converted && (
        <div className="alert alert-info import-converted" role="status">
          <span>The file was {parsed.converted}.</span>
        </div>
      )}
      {parsed.state === "valid" && idMismatch && (
        <div className="alert alert-warning">
          <span>
            Some imported collections or fields have the name of an existing one but another id: as they are,
            they are added as new ones. Replace their ids with the existing ones to update those instead.
          </span>
          <button type="button" className="btn btn-sm btn-secondary" onClick={replaceIdsInText}>
            Replace with original ids
          </button>
        </div>
      )}
      {diff?.inSync && (
        <div className="alert alert-info" role="status">
          <span>Your collections configuration is already up-to-date!</span>
        </div>
      )}
      {/* up-to-date only for what the file holds: name what the backend has beyond it (as the CLI and TUI do) */}
      {diff?.inSync && <ImportKeptList kept={kept} />}
      <ImportSubsetNotice />
      <fieldset className="import-mode">
        <legend className="field-label">Collections and fields missing from the import</legend>
        <label>
          <input
            type="radio"
            name="import-mode"
            checked={!deleteMissing}
            onChange={() => setDeleteMissing(false)}
          />{" "}
          Merge
        </label>
        <label>
          <input
            type="radio"
            name="import-mode"
            checked={deleteMissing}
            onChange={() => setDeleteMissing(true)}
          />{" "}
          Delete missing
        </label>
      </fieldset>
      <div className="import-actions">
        {text && (
          <button type="button" className="btn btn-secondary" onClick={() => setImportText("")}>
            Clear
          </button>
        )}
        <button
          type="button"
          className="btn btn-warning"
          disabled={!canReview}
          onClick={() => setReviewing(true)}
        >
          Review
        </button>
      </div>
      {reviewing && diff && parsed.state === "valid" && (
        <ImportReviewPanel diff={diff} onClose={() => setReviewing(false)} />
      )}
    </div>
  );
}
