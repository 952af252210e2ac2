import type { SchemaChanges } from "../../lib/collections/schema-changes.ts";
import { OverlayPanel } from "../base/OverlayPanel.tsx";

export interface CollectionChangesPopupProps {
  changes: SchemaChanges;
  /** View collections show no change list. */
  isView: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Asks before saving renames, removals and multiple-to-single conversions, listing each of them. */
export function CollectionChangesPopup({
  changes,
  isView,
  onCancel,
  onConfirm,
}: CollectionChangesPopupProps) {
  const { renamedCollection, renamedFields, removedFields, multipleToSingle } = changes;
  return (
    <OverlayPanel
      open
      size="sm"
      className="collection-popup"
      title="Confirm collection changes"
      onClose={onCancel}
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={onCancel}>
            Cancel
          </button>
          <button type="button" className="btn btn-primary" onClick={onConfirm}>
            Confirm
          </button>
        </>
      }
    >
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
