import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** The OAuth2 providers. */
export default function PageAuthProviders() {
  return (
    <SettingsLayout title="Auth providers">
      <p className="muted">Auth providers is not built yet.</p>
    </SettingsLayout>
  );
}
