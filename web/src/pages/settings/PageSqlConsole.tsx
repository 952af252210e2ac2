import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import { SettingsLayout } from "../../components/settings/SettingsLayout.tsx";
import { SqlConsole } from "../../components/sql-console/SqlConsole.tsx";
import { $embeddedFeatures, probeEmbeddedFeatures } from "../../stores/embedded-features.ts";
import "../../styles/sql-console.css";

/** Settings > SQL console (embedded backend only; a remote PocketBase has no such endpoint). */
export default function PageSqlConsole() {
  const features = useStore($embeddedFeatures);
  useEffect(() => {
    void probeEmbeddedFeatures();
  }, []);
  return (
    <SettingsLayout title="SQL console">
      {features === undefined && (
        <div className="state-panel" aria-busy="true">
          <span className="spinner" aria-hidden="true" />
        </div>
      )}
      {features === null && (
        <div className="state-panel">
          This backend is a remote PocketBase, which has no SQL console. It is only available on pbdeck's
          embedded backend.
        </div>
      )}
      {features && <SqlConsole limits={features} />}
    </SettingsLayout>
  );
}
