import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";

/** Token durations and secrets. */
export default function PageTokenOptions() {
  return (
    <SettingsLayout title="Token options">
      <p className="muted">Token options is not built yet.</p>
    </SettingsLayout>
  );
}
