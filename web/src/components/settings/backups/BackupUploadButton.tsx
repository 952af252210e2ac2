import { useStore } from "@nanostores/react";
import { useRef } from "react";
import { isZipFile } from "../../../lib/settings/backups/backup-name.ts";
import { $uploadProgress, uploadBackupFile } from "../../../stores/backups/backups.ts";
import { addErrorToast } from "../../../stores/toasts.ts";

/** Upload a backup archive (zip only), with a progress bar while it is sent. */
export function BackupUploadButton({ disabled }: { disabled: boolean }) {
  const inputRef = useRef<HTMLInputElement>(null);
  const progress = useStore($uploadProgress);
  const uploading = progress !== null;

  async function onPick(file: File | undefined) {
    if (inputRef.current) inputRef.current.value = "";
    if (!file) return;
    if (!isZipFile(file)) {
      addErrorToast(`${file.name} is not a zip archive: only .zip backups can be uploaded.`);
      return;
    }
    await uploadBackupFile(file);
  }

  const percent = Math.round((progress ?? 0) * 100);
  return (
    <span className="backup-upload">
      <input
        ref={inputRef}
        id="backup-upload-input"
        type="file"
        accept=".zip,application/zip"
        className="visually-hidden"
        tabIndex={-1}
        aria-label="Backup archive"
        onChange={(e) => onPick(e.target.files?.[0])}
      />
      <button
        type="button"
        className="btn btn-sm btn-secondary"
        disabled={disabled || uploading}
        onClick={() => inputRef.current?.click()}
      >
        Upload backup
      </button>
      {uploading && (
        <span className="upload-progress">
          <progress
            className="upload-progress-bar"
            max={100}
            value={percent}
            aria-label="Upload progress"
            aria-valuenow={percent}
          />
          <span className="muted">{percent}%</span>
        </span>
      )}
    </span>
  );
}
