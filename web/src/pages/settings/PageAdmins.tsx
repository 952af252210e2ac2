import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** The admins list. */
export default function PageAdmins() {
  return (
    <SettingsLayout title="Admins">
      <p className="muted">Admins is not built yet.</p>
    </SettingsLayout>
  );
}
