/** @module What is inside an archive: its collections and record counts beside the live ones. */
import { Box, Text } from "ink";
import { compareBackupToLive, type BackupInspection as Inspection } from "../../shared/client/backups.ts";
import { padCell } from "../logs/log-format.ts";

const CHANGE_COLOR: Record<string, string | undefined> = {
  added: "green",
  removed: "red",
  more: "cyan",
  fewer: "yellow",
};

function count(records: number | null): string {
  return records === null ? "-" : String(records);
}

export function BackupInspection({ inspection }: { inspection: Inspection }) {
  const rows = compareBackupToLive(inspection);
  return (
    <Box flexDirection="column">
      <Text bold>{`Inside ${inspection.key} (Esc to close)`}</Text>
      <Text bold>
        {padCell("Collection", 28) +
          padCell("Type", 6) +
          padCell("Archive", 10) +
          padCell("Live", 10) +
          "If restored"}
      </Text>
      {rows.map((row) => (
        <Text key={row.name} wrap="truncate">
          {padCell(row.name, 28) +
            padCell(row.type, 6) +
            padCell(count(row.archiveRecords), 10) +
            padCell(count(row.liveRecords), 10)}
          <Text color={CHANGE_COLOR[row.change]}>{row.change}</Text>
        </Text>
      ))}
    </Box>
  );
}
