import { ApplicationSettingsForm } from "../../components/settings/application/ApplicationSettingsForm.tsx";
import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Application settings: name, URL, logs retention, hide controls. */
export default function PageApplicationSettings() {
  return (
    <SettingsLayout title="Application">
      <ApplicationSettingsForm />
    </SettingsLayout>
  );
}
