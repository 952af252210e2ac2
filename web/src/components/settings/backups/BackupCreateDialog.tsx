import { useEffect, useRef, useState } from "react";
import { backupNameError } from "../../../lib/settings/backups/backup-name.ts";
import { useDialogFormId } from "../../../lib/use-dialog-form-id.ts";
import { startBackup } from "../../../stores/backups/backups.ts";
import { resetFieldErrors } from "../../../stores/field-errors.ts";
import { addToast, addWarningToast } from "../../../stores/toasts.ts";
import { Field } from "../../base/Field.tsx";
import { OverlayPanel } from "../../base/OverlayPanel.tsx";

/** The dialog closes itself this long after a backup starts. */
export const BACKUP_DIALOG_AUTOCLOSE_MS = 1500;
const STARTED_NOTE = "The backup was started but may take a while to complete. You can come back later.";
const BUSY_NOTE = "A backup has already been started, please wait.";

export interface BackupCreateDialogProps {
  open: boolean;
  onClose: () => void;
}

/** "Initialize new backup": an optional name, then the backup runs (closing is blocked meanwhile). */
export function BackupCreateDialog({ open, onClose }: BackupCreateDialogProps) {
  const formId = useDialogFormId("backup_create");
  const [name, setName] = useState("");
  const [running, setRunning] = useState(false);
  const runningRef = useRef(false);
  const error = backupNameError(name);

  useEffect(() => {
    if (!open) return;
    setName("");
    resetFieldErrors();
  }, [open]);

  function close() {
    if (runningRef.current) {
      addWarningToast(BUSY_NOTE);
      return;
    }
    onClose();
  }

  async function submit() {
    if (runningRef.current) {
      addWarningToast(BUSY_NOTE);
      return;
    }
    if (error) return;
    runningRef.current = true;
    setRunning(true);
    // a long backup keeps running on the server; the dialog steps aside
    const timer = setTimeout(() => {
      if (!runningRef.current) return;
      runningRef.current = false;
      setRunning(false);
      addToast("info", STARTED_NOTE, 4500);
      onClose();
    }, BACKUP_DIALOG_AUTOCLOSE_MS);
    const ok = await startBackup(name);
    clearTimeout(timer);
    const stillOpen = runningRef.current;
    runningRef.current = false;
    setRunning(false);
    if (ok && stillOpen) onClose();
  }

  return (
    <OverlayPanel
      open={open}
      onClose={close}
      title="Initialize new backup"
      size="sm"
      footer={
        <>
          <button type="button" className="btn btn-secondary" onClick={close} disabled={running}>
            Cancel
          </button>
          <button type="submit" form={formId} className="btn btn-primary" disabled={running || !!error}>
            {running ? "Starting backup..." : "Start backup"}
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
        <div className="alert alert-info">
          <span>
            The backup is a zip archive of the whole data directory. Large data can take a while; the list
            shows the archive once it is written.
          </span>
        </div>
        <Field
          name="name"
          label="Backup name"
          htmlFor="backup-name"
          className={error ? "field-error" : ""}
          hint={error ? undefined : "Lowercase letters, digits, _ or -, ending in .zip."}
        >
          <input
            id="backup-name"
            className="input"
            value={name}
            placeholder="Leave empty to autogenerate"
            onChange={(e) => setName(e.target.value)}
            disabled={running}
          />
          {error && (
            <div className="field-message" role="alert">
              {error}
            </div>
          )}
        </Field>
      </form>
    </OverlayPanel>
  );
}
