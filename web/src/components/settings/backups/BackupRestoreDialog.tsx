import { useStore } from "@nanostores/react";
import { useEffect, useRef, useState } from "react";
import { useDialogFormId } from "../../../lib/use-dialog-form-id.ts";
import { startRestore } from "../../../stores/backups/backups.ts";
import {
  $restoreWaitsForBackend,
  $restoring,
  reconnectAfterRestore,
} from "../../../stores/backups/backups-health.ts";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";

export interface BackupRestoreDialogProps {
  /** The backup to restore; null when closed. */
  backupKey: string | null;
  onClose: () => void;
}

/** "Restore {name}": the admin types the backup name to enable Restore; closing is blocked while it runs. */
export function BackupRestoreDialog({ backupKey, onClose }: BackupRestoreDialogProps) {
  const formId = useDialogFormId("backup_restore");
  const [typed, setTyped] = useState("");
  const [submitting, setSubmitting] = useState(false);
  const restoring = useStore($restoring);
  const waitsForBackend = useStore($restoreWaitsForBackend);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const busy = submitting || restoring !== null;

  useEffect(() => {
    setTyped("");
    // the safe choice has the focus
    if (backupKey) requestAnimationFrame(() => cancelRef.current?.focus());
  }, [backupKey]);

  function close() {
    if (!busy) onClose();
  }

  async function submit() {
    if (!backupKey || typed !== backupKey || busy) return;
    setSubmitting(true);
    const accepted = await startRestore(backupKey);
    setSubmitting(false);
    if (accepted) void reconnectAfterRestore(backupKey);
  }

  return (
    <OverlayPanel
      open={backupKey !== null}
      onClose={close}
      escClose={!busy}
      overlayClose={!busy}
      title={`Restore ${backupKey ?? ""}`}
      size="sm"
      footer={
        <>
          <button ref={cancelRef} type="button" className="btn btn-secondary" onClick={close} disabled={busy}>
            Cancel
          </button>
          <button
            type="submit"
            form={formId}
            className="btn btn-danger"
            disabled={busy || typed !== backupKey}
          >
            {busy ? "Restoring..." : "Restore backup"}
          </button>
        </>
      }
    >
      <form
        id={formId}
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        <div className="alert alert-danger">
          <span>
            Restoring replaces ALL current data (collections, records, files, settings and admins) with the
            content of this backup. Changes made since it was taken are lost. Make a new backup first if you
            may need them.
          </span>
        </div>
        {restoring ? (
          <p className="state-panel" role="status">
            <span className="spinner" aria-hidden="true" />{" "}
            {waitsForBackend
              ? `The backend is still restoring ${restoring}: the console reloads once its health check says the restore is done, which can take longer than 2 s on large data...`
              : `Restoring ${restoring}; the console reconnects as soon as the backend is back...`}
          </p>
        ) : (
          <div className="field">
            <label className="field-label" htmlFor="restore-name">
              Type the backup name <strong className="txt-mono">{backupKey}</strong> to confirm
            </label>
            <input
              id="restore-name"
              className="input"
              value={typed}
              autoComplete="off"
              onChange={(e) => setTyped(e.target.value)}
              disabled={busy}
            />
          </div>
        )}
      </form>
    </OverlayPanel>
  );
}
