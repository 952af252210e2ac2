import { useEffect } from "react";
import { BackupsList } from "../../components/settings/backups/BackupsList.tsx";
import { BackupsOptionsForm } from "../../components/settings/backups/BackupsOptionsForm.tsx";
import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";
import { announceRestore } from "../../stores/backups/backups-health.ts";
import "../../styles/backups.css";

/** Settings > Backups: the backups list and actions, then the auto-backup options. */
export default function PageBackups() {
  // after the reload that follows a restore
  useEffect(announceRestore, []);
  return (
    <SettingsLayout title="Backups">
      <BackupsList />
      <BackupsOptionsForm />
    </SettingsLayout>
  );
}
