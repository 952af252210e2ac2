import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Files storage: local or S3. */
export default function PageStorageSettings() {
  return (
    <SettingsLayout title="Files storage">
      <p className="muted">Files storage is not built yet.</p>
    </SettingsLayout>
  );
}
