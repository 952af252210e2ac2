import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";
import { StorageSettingsForm } from "../../components/settings/storage/StorageSettingsForm.tsx";

/** Files storage: local file system or S3. */
export default function PageStorageSettings() {
  return (
    <SettingsLayout title="Files storage">
      <StorageSettingsForm />
    </SettingsLayout>
  );
}
