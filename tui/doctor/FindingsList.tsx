/** @module Doctor findings: one line each (severity, check, collection, what), the selected one with its why and fix. */
import { Box, Text } from "ink";
import { type DoctorReport, skippedByReason } from "../../shared/doctor/run-doctor.ts";
import type { Severity } from "../../shared/doctor/types.ts";
import { plural } from "../../shared/plural.ts";
import { padCell } from "../logs/log-format.ts";

const COLOURS: Record<Severity, string> = { error: "red", warning: "yellow", info: "cyan" };

/** `2 errors · 1 warning · 0 info` */
export function countsLine(counts: DoctorReport["counts"]): string {
  return `${plural(counts.error, "error")} · ${plural(counts.warning, "warning")} · ${counts.info} info`;
}

/** The first visible row so that `selected` stays in a window of `rows`. */
function windowStart(selected: number, count: number, rows: number): number {
  if (count <= rows) return 0;
  return Math.min(Math.max(0, selected - Math.floor(rows / 2)), count - rows);
}

export function FindingsList({
  report,
  selected,
  height,
}: {
  report: DoctorReport;
  selected: number;
  /** Rows available, the detail lines included. */
  height: number;
}) {
  const { findings } = report;
  if (findings.length === 0) {
    return (
      <Box flexDirection="column">
        <Text color="green">No findings.</Text>
        {skippedByReason(report.skipped).map(({ ids, reason }) => (
          <Text key={ids[0]} dimColor wrap="truncate">
            not checked: {ids.join(", ")}: {reason}
          </Text>
        ))}
      </Box>
    );
  }
  const current = findings[Math.min(selected, findings.length - 1)];
  const rows = Math.max(1, height - 5);
  const start = windowStart(selected, findings.length, rows);
  return (
    <Box flexDirection="column">
      <Text bold>{countsLine(report.counts)}</Text>
      {findings.slice(start, start + rows).map((f, i) => {
        const index = start + i;
        return (
          <Text key={`${f.id}-${f.collection ?? ""}-${index}`} inverse={index === selected} wrap="truncate">
            {index === selected ? "› " : "  "}
            <Text color={COLOURS[f.severity]}>{padCell(f.severity, 8)}</Text>
            {f.finding}
          </Text>
        );
      })}
      <Text wrap="truncate-end" dimColor>
        {current.id}
        {current.collection ? ` · ${current.collection}` : ""}
      </Text>
      <Text wrap="truncate-end">why: {current.why}</Text>
      <Text wrap="truncate-end">fix: {current.fix.text}</Text>
    </Box>
  );
}
