import { useStore } from "@nanostores/react";
import { useEffect, useRef } from "react";
import type { SchemaChanges } from "../../lib/collections/schema-changes.ts";
import { $collectionSaveError } from "../../stores/collection-editor.ts";
import { OverlayPanel } from "../base/OverlayPanel.tsx";

export interface CollectionChangesPopupProps {
  changes: SchemaChanges;
  /** View collections show no change list. */
  isView: boolean;
  /** The save runs: both buttons and closing are disabled. */
  saving: boolean;
  onCancel: () => void;
  /** Saves; the popup stays open until it settles (the owner closes it on success). */
  onConfirm: () => void;
}

/**
 * Asks before saving renames, removals and multiple-to-single conversions, listing each of them.
 * Like the shared confirmation: Cancel has the focus, and a failed save shows its reason here.
 */
export function CollectionChangesPopup({
  changes,
  isView,
  saving,
  onCancel,
  onConfirm,
}: CollectionChangesPopupProps) {
  const { renamedCollection, renamedFields, removedFields, multipleToSingle } = changes;
  const error = useStore($collectionSaveError);
  const cancelRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!saving) cancelRef.current?.focus();
  }, [saving]);
  return (
    <OverlayPanel
      open
      size="sm"
      className="collection-popup"
      title="Confirm collection changes"
      onClose={() => !saving && onCancel()}
      escClose={!saving}
      overlayClose={!saving}
      footer={
        <>
          <button
            type="button"
            className="btn btn-secondary"
            ref={cancelRef}
            disabled={saving}
            onClick={onCancel}
          >
            Cancel
          </button>
          <button type="button" className="btn btn-primary" disabled={saving} onClick={onConfirm}>
            {saving && <span className="spinner" aria-hidden="true" />}
            Confirm
          </button>
        </>
      }
    >
      {error && (
        <p className="confirm-error" role="alert">
          {error}
        </p>
      )}
      <div className="alert alert-warning" role="note">
        <span>
          If any of the collection changes is part of another collection rule, filter or view query, you'll
          have to update it manually!
        </span>
      </div>
      {removedFields.length > 0 && !isView && (
        <div className="alert alert-danger" role="note">
          <span>Every value stored in the removed fields will be deleted for good.</span>
        </div>
      )}
      {!isView && (
        <ul className="changes-list">
          {renamedCollection && (
            <li>
              Renamed collection <code>{renamedCollection.from}</code> to <code>{renamedCollection.to}</code>
            </li>
          )}
          {multipleToSingle.map((name) => (
            <li key={`single-${name}`}>
              Field <code>{name}</code> becomes single-valued; only the last item of each record is kept
            </li>
          ))}
          {renamedFields.map((r) => (
            <li key={`rename-${r.from}`}>
              Renamed field <code>{r.from}</code> to <code>{r.to}</code>
            </li>
          ))}
          {removedFields.map((name) => (
            <li key={`remove-${name}`} className="txt-danger">
              Removed field <code>{name}</code>
            </li>
          ))}
        </ul>
      )}
    </OverlayPanel>
  );
}
