/** @module The backups list: name, size, modified; newest first. */
import { Box, Text } from "ink";
import type { BackupFileInfo } from "../../shared/client/backups.ts";
import { formatBytes } from "../common/format-bytes.ts";
import { padCell } from "../logs/log-format.ts";

export function BackupsTable({
  backups,
  selected,
  width,
}: {
  backups: BackupFileInfo[];
  selected: number;
  width: number;
}) {
  const name = Math.max(20, width - 2 - 12 - 20);
  return (
    <Box flexDirection="column">
      <Text bold>{"  " + padCell("Name", name) + padCell("Size", 12) + "Modified (UTC)"}</Text>
      {backups.map((b, i) => (
        <Text key={b.key} inverse={i === selected} wrap="truncate">
          {(i === selected ? "› " : "  ") +
            padCell(b.key, name) +
            padCell(formatBytes(b.size), 12) +
            b.modified.slice(0, 19)}
        </Text>
      ))}
    </Box>
  );
}
