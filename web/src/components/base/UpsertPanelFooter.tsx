export interface UpsertPanelFooterProps {
  /** id of the form the submit button submits. */
  formId: string;
  isNew: boolean;
  saving: boolean;
  /** Whether an existing item has unsaved changes (saving nothing is not offered). */
  changed: boolean;
  onCancel: () => void;
}

/** The footer of a create/edit panel: Cancel, and Create or Save changes. */
export function UpsertPanelFooter({ formId, isNew, saving, changed, onCancel }: UpsertPanelFooterProps) {
  return (
    <>
      <button type="button" className="btn btn-secondary" disabled={saving} onClick={onCancel}>
        Cancel
      </button>
      <button
        type="submit"
        form={formId}
        className="btn btn-primary"
        disabled={saving || (!isNew && !changed)}
      >
        {saving && <span className="spinner" aria-hidden="true" />}
        {isNew ? "Create" : "Save changes"}
      </button>
    </>
  );
}
