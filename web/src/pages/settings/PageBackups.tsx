import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Backups (built by the backups issue). */
export default function PageBackups() {
  return (
    <SettingsLayout title="Backups">
      <p className="muted">Backups is not built yet.</p>
    </SettingsLayout>
  );
}
