/** @module The detail pane of one log entry: every field, meta (or v0.20+ data) pretty-printed. */
import { Box, Text } from "ink";
import type { LogEntry } from "../../shared/client/generations/logs-api.ts";
import { levelColor, logDetailRows, statusColor } from "./log-format.ts";

function valueColor(name: string, log: LogEntry): string | undefined {
  if (name === "Status") return statusColor(log.status);
  if (name === "Level" && log.level !== undefined) return levelColor(log.level);
  return undefined;
}

export function LogDetail({ log, width, height }: { log: LogEntry; width: number; height: number }) {
  return (
    <Box
      flexDirection="column"
      width={width}
      height={height}
      borderStyle="single"
      borderLeft
      borderTop={false}
      borderRight={false}
      borderBottom={false}
      paddingLeft={1}
      overflow="hidden"
    >
      <Text bold>{log.level === undefined ? "Request log" : "Log"} (Esc to close)</Text>
      {logDetailRows(log).map(([name, value]) => (
        <Box key={name}>
          <Box width={11} flexShrink={0}>
            <Text dimColor>{name}</Text>
          </Box>
          {/* one line per field (the pane must fit a 24-row terminal); meta and data keep their JSON lines */}
          <Box flexDirection="column">
            {value.split("\n").map((line, i) => (
              <Text key={String(i)} color={valueColor(name, log)} wrap="truncate">
                {line}
              </Text>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
