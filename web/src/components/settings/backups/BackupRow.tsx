import { useStore } from "@nanostores/react";
import { shortDate } from "../../../lib/format.ts";
import { formatFileSize } from "../../../lib/settings/backups/file-size.ts";
import { $backupsBusy, type BackupFile } from "../../../stores/backups/backups.ts";

export interface BackupRowProps {
  backup: BackupFile;
  /** Disables restore while a backup or restore runs. */
  locked: boolean;
  /** Whether the backend can look inside a backup (the Inspect action shows only then). */
  canInspect: boolean;
  onInspect: (key: string) => void;
  onDownload: (key: string) => void;
  onRestore: (key: string) => void;
  onDelete: (key: string) => void;
}

/** One backup: name, size and date, with its actions. */
export function BackupRow({
  backup,
  locked,
  canInspect,
  onInspect,
  onDownload,
  onRestore,
  onDelete,
}: BackupRowProps) {
  const busy = useStore($backupsBusy)[backup.key];
  return (
    <li className="backup-row" aria-label={backup.key}>
      <span className="backup-name txt-mono">{backup.key}</span>
      <span className="backup-size muted">{formatFileSize(backup.size)}</span>
      <time className="backup-date muted" dateTime={backup.modified}>
        {shortDate(backup.modified)}
      </time>
      <span className="backup-actions">
        {canInspect && (
          <button type="button" className="btn btn-sm btn-secondary" onClick={() => onInspect(backup.key)}>
            Inspect
          </button>
        )}
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          disabled={!!busy}
          aria-busy={busy === "download"}
          onClick={() => onDownload(backup.key)}
        >
          Download
        </button>
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          disabled={!!busy || locked}
          onClick={() => onRestore(backup.key)}
        >
          Restore
        </button>
        <button
          type="button"
          className="btn btn-sm btn-secondary txt-danger"
          disabled={!!busy}
          aria-busy={busy === "delete"}
          onClick={() => onDelete(backup.key)}
        >
          Delete
        </button>
      </span>
    </li>
  );
}
