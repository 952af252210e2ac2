import { useStore } from "@nanostores/react";
import { useEffect } from "react";
import type { Finding } from "../../../../../shared/doctor/types.ts";
import { plural } from "../../../../../shared/plural.ts";
import {
  $healthFixing,
  $healthLoading,
  $healthReport,
  applyHealthFix,
  loadHealth,
} from "../../../stores/settings/settings-health.ts";
import { SettingsLoader } from "../SettingsLoader.tsx";
import { HealthFinding } from "./HealthFinding.tsx";

/** A finding's key: its check and its collection (one check may report several collections). */
function findingKey(finding: Finding, index: number): string {
  return `${finding.id}:${finding.collection ?? ""}:${index}`;
}

/** The doctor's findings for this backend, worst first, each with its fix. */
export function HealthFindings() {
  const report = useStore($healthReport);
  const loading = useStore($healthLoading);
  const fixing = useStore($healthFixing);
  useEffect(() => {
    void loadHealth();
  }, []);
  if (!report) return loading ? <SettingsLoader /> : null;
  const { counts } = report;
  return (
    <section className="health" aria-busy={loading}>
      {report.findings.length === 0 ? (
        <div className="alert alert-success">
          <span>No findings: nothing risky found in rules, backups, mail, indexes or tokens.</span>
        </div>
      ) : (
        <p className="health-summary">
          {plural(counts.error, "error")}, {plural(counts.warning, "warning")}, {counts.info} info
        </p>
      )}
      <ul className="health-findings">
        {report.findings.map((finding, i) => {
          const key = findingKey(finding, i);
          return (
            <HealthFinding
              key={key}
              finding={finding}
              busy={fixing !== null}
              onFix={(action) => applyHealthFix(key, action)}
            />
          );
        })}
      </ul>
      {report.skipped.length > 0 && (
        <div className="health-skipped txt-hint">
          {report.skipped.map((s) => (
            <p key={s.id}>
              Not checked here: {s.id}: {s.reason}.
            </p>
          ))}
        </div>
      )}
    </section>
  );
}
