import type { Finding, FixAction } from "../../../../../shared/doctor/types.ts";

const FIX_LABELS: Record<FixAction["kind"], string> = {
  "set-app-url": "Set the URL",
  "add-index": "Add the index",
  "schedule-backups": "Schedule daily backups",
  "open-rule": "Open the rule",
};

/** One finding: severity, what, why, the fix, and the fix's button when there is one. */
export function HealthFinding({
  finding,
  busy,
  onFix,
}: {
  finding: Finding;
  busy: boolean;
  onFix: (action: FixAction) => void;
}) {
  const action = finding.fix.action;
  return (
    <li className={`health-finding health-${finding.severity}`} aria-label={finding.finding}>
      <div className="health-finding-head">
        <span className={`label health-label-${finding.severity}`}>{finding.severity}</span>
        <span className="health-finding-text">{finding.finding}</span>
      </div>
      <p className="txt-hint">{finding.why}</p>
      <div className="health-fix">
        <span>
          <span className="txt-hint">Fix: </span>
          {finding.fix.text}
        </span>
        {action && (
          <button
            type="button"
            className="btn btn-sm btn-secondary"
            disabled={busy}
            onClick={() => onFix(action)}
          >
            {FIX_LABELS[action.kind]}
          </button>
        )}
      </div>
    </li>
  );
}
