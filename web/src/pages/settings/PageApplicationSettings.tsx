import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Application settings: name, URL, logs retention, hide controls. */
export default function PageApplicationSettings() {
  return (
    <SettingsLayout title="Application">
      <p className="muted">Application is not built yet.</p>
    </SettingsLayout>
  );
}
