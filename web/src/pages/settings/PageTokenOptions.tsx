import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";
import { TokenOptionsForm } from "../../components/settings/tokens/TokenOptionsForm.tsx";

/** Token options: durations and secret rotation of record and admin tokens. */
export default function PageTokenOptions() {
  return (
    <SettingsLayout title="Token options">
      <TokenOptionsForm />
    </SettingsLayout>
  );
}
