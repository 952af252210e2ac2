import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Export collections (built by the import/export issue). */
export default function PageExportCollections() {
  return (
    <SettingsLayout title="Export collections">
      <p className="muted">Export collections is not built yet.</p>
    </SettingsLayout>
  );
}
