import { useStore } from "@nanostores/react";
import { useEffect, useState } from "react";
import { $canInspect, inspect, probeInspect } from "../../../stores/backups/backup-inspect.ts";
import {
  $backups,
  $backupsLoading,
  downloadBackupFile,
  loadBackups,
  removeBackup,
} from "../../../stores/backups/backups.ts";
import { $canBackup, $restoring, pollCanBackup } from "../../../stores/backups/backups-health.ts";
import { confirm } from "../../../stores/confirmation.ts";
import { BackupCreateDialog } from "./BackupCreateDialog.tsx";
import { BackupInspectPanel } from "./BackupInspectPanel.tsx";
import { BackupRestoreDialog } from "./BackupRestoreDialog.tsx";
import { BackupRow } from "./BackupRow.tsx";
import { BackupUploadButton } from "./BackupUploadButton.tsx";

/** The backups panel: refresh, upload, the list (newest first) and "Initialize new backup". */
export function BackupsList() {
  const backups = useStore($backups);
  const loading = useStore($backupsLoading);
  const canBackup = useStore($canBackup);
  const restoring = useStore($restoring);
  const canInspect = useStore($canInspect);
  const [creating, setCreating] = useState(false);
  const [restoreKey, setRestoreKey] = useState<string | null>(null);

  useEffect(() => {
    void loadBackups();
    // a backup or restore that just ended changes the list
    return pollCanBackup(() => void loadBackups());
  }, []);

  const hasBackups = backups.length > 0;
  useEffect(() => {
    if (hasBackups) void probeInspect();
  }, [hasBackups]);

  const locked = canBackup === false || restoring !== null;
  // the health check has not answered yet: nothing may start, but nothing is said to be running either
  const unknown = canBackup === null;

  function askDelete(key: string) {
    confirm(`Do you really want to delete ${key}?`, () => removeBackup(key));
  }

  return (
    <section className="backups-panel" aria-labelledby="backups-panel-title">
      <header className="backups-panel-header">
        <h2 id="backups-panel-title" className="section-title">
          Backup and restore your data
        </h2>
        <button
          type="button"
          className="btn-icon"
          aria-label="Refresh"
          title="Refresh"
          disabled={loading}
          onClick={() => void loadBackups()}
        >
          ↻
        </button>
        <BackupUploadButton disabled={locked} />
      </header>
      {loading && backups.length === 0 ? (
        <ul className="backups-list" aria-busy="true" aria-label="Backups">
          <li className="backup-row skeleton-row">
            <span className="skeleton-line" />
          </li>
        </ul>
      ) : backups.length === 0 ? (
        <p className="empty-state">No backups yet.</p>
      ) : (
        <ul className="backups-list" aria-label="Backups">
          {backups.map((backup) => (
            <BackupRow
              key={backup.key}
              backup={backup}
              locked={locked}
              canInspect={canInspect === true}
              onInspect={(key) => void inspect(key)}
              onDownload={(key) => void downloadBackupFile(key)}
              onRestore={setRestoreKey}
              onDelete={askDelete}
            />
          ))}
        </ul>
      )}
      <button
        type="button"
        className="btn btn-primary btn-block"
        disabled={loading || locked || unknown}
        onClick={() => setCreating(true)}
      >
        {locked && !loading ? "Backup/restore operation is in process" : "Initialize new backup"}
      </button>
      <BackupCreateDialog open={creating} onClose={() => setCreating(false)} />
      <BackupRestoreDialog backupKey={restoreKey} onClose={() => setRestoreKey(null)} />
      <BackupInspectPanel />
    </section>
  );
}
