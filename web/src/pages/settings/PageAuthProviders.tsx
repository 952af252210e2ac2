import { AuthProvidersList } from "../../components/settings/providers/AuthProvidersList.tsx";
import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Auth providers: the OAuth2 providers and their settings dialogs. */
export default function PageAuthProviders() {
  return (
    <SettingsLayout title="Auth providers">
      <AuthProvidersList />
    </SettingsLayout>
  );
}
