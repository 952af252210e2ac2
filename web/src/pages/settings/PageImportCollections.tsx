import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Import collections (built by the import/export issue). */
export default function PageImportCollections() {
  return (
    <SettingsLayout title="Import collections">
      <p className="muted">Import collections is not built yet.</p>
    </SettingsLayout>
  );
}
