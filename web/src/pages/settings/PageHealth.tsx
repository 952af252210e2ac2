import { useStore } from "@nanostores/react";
import { HealthFindings } from "../../components/settings/health/HealthFindings.tsx";
import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";
import { $healthLoading, loadHealth } from "../../stores/settings/settings-health.ts";
import "../../styles/health.css";

/** Settings > Health: what `pbdeck doctor` finds on this backend, with one-step fixes. */
export default function PageHealth() {
  const loading = useStore($healthLoading);
  return (
    <SettingsLayout
      title="Health"
      actions={
        <button
          type="button"
          className="btn btn-sm btn-secondary"
          disabled={loading}
          onClick={() => void loadHealth()}
        >
          Check again
        </button>
      }
    >
      <HealthFindings />
    </SettingsLayout>
  );
}
