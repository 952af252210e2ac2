import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Mail settings: sender, templates and SMTP. */
export default function PageMailSettings() {
  return (
    <SettingsLayout title="Mail settings">
      <p className="muted">Mail settings is not built yet.</p>
    </SettingsLayout>
  );
}
