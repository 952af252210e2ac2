/** @module Runs every group of checks on gathered data: the findings, worst first, and the checks that could not run. */
import { authCollectionChecks } from "./auth-collection-checks.ts";
import { operationsChecks } from "./operations-checks.ts";
import { rulesChecks } from "./rules-checks.ts";
import { scaleChecks } from "./scale-checks.ts";
import { tokensChecks } from "./tokens-checks.ts";
import { type DoctorInput, type Finding, SEVERITIES, type Severity, type SkippedCheck } from "./types.ts";

export interface DoctorReport {
  findings: Finding[];
  counts: Record<Severity, number>;
  skipped: SkippedCheck[];
}

const GROUPS = [rulesChecks, operationsChecks, scaleChecks, tokensChecks, authCollectionChecks];

/** The skipped checks grouped by reason, in first-seen order (the v0.23+ checks share one on older servers). */
export function skippedByReason(skipped: readonly SkippedCheck[]): Array<{ ids: string[]; reason: string }> {
  const groups = new Map<string, string[]>();
  for (const s of skipped) groups.set(s.reason, [...(groups.get(s.reason) ?? []), s.id]);
  return [...groups].map(([reason, ids]) => ({ ids, reason }));
}

/** Counts findings by severity. */
export function countBySeverity(findings: readonly Finding[]): Record<Severity, number> {
  const counts: Record<Severity, number> = { error: 0, warning: 0, info: 0 };
  for (const finding of findings) counts[finding.severity]++;
  return counts;
}

/**
 * Runs all checks (pure: no I/O). Findings are sorted by severity, then in check order.
 * @example runDoctor(await gatherDoctorInput(client, url)).counts.error
 */
export function runDoctor(input: DoctorInput): DoctorReport {
  const findings: Finding[] = [];
  const skipped: SkippedCheck[] = [];
  for (const group of GROUPS) {
    const result = group(input);
    findings.push(...result.findings);
    skipped.push(...(result.skipped ?? []));
  }
  const rank = (f: Finding) => SEVERITIES.indexOf(f.severity);
  // Array.prototype.sort is stable: within a severity the check order stays
  findings.sort((a, b) => rank(a) - rank(b));
  return { findings, counts: countBySeverity(findings), skipped };
}
