/** @module The text of `pbdeck doctor`: one block per finding, worst first, and a summary line. */
import { type DoctorReport, skippedByReason } from "../../../shared/doctor/run-doctor.ts";
import type { Severity } from "../../../shared/doctor/types.ts";
import { plural } from "../../../shared/plural.ts";
import { paint } from "../script/output.ts";

const COLOURS: Record<Severity, "red" | "yellow" | "dim"> = { error: "red", warning: "yellow", info: "dim" };

/** `2 errors, 1 warning, 0 info`. */
export function countsText(counts: DoctorReport["counts"]): string {
  return `${plural(counts.error, "error")}, ${plural(counts.warning, "warning")}, ${counts.info} info`;
}

/** The report as lines: each finding with its why and fix, then what could not be checked. */
export function reportLines(report: DoctorReport, label: string, colour: boolean): string[] {
  if (report.findings.length === 0) return [`No findings on ${label}.`, ...skippedLines(report)];
  const lines: string[] = [];
  for (const f of report.findings) {
    const where = f.collection ? ` [${f.collection}]` : "";
    lines.push(`${paint(COLOURS[f.severity], f.severity.padEnd(7), colour)}  ${f.id}${where}`);
    lines.push(`         ${f.finding}`);
    lines.push(`         why: ${f.why}`);
    lines.push(`         fix: ${f.fix.text}`);
  }
  lines.push("", `${countsText(report.counts)} on ${label}.`, ...skippedLines(report));
  return lines;
}

/** One line per reason: the checks another generation's settings need share one (`a, b: reason`). */
function skippedLines(report: DoctorReport): string[] {
  return skippedByReason(report.skipped).map(
    ({ ids, reason }) => `not checked: ${ids.join(", ")}: ${reason}`,
  );
}
