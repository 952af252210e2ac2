/** @module The detail pane of one request log entry: every field, meta pretty-printed. */
import { Box, Text } from "ink";
import type { RequestLog } from "../../shared/client/logs.ts";
import { logDetailRows, statusColor } from "./log-format.ts";

export function LogDetail({ log, width, height }: { log: RequestLog; width: number; height: number }) {
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
      <Text bold>Request log (Esc to close)</Text>
      {logDetailRows(log).map(([name, value]) => (
        <Box key={name}>
          <Box width={11} flexShrink={0}>
            <Text dimColor>{name}</Text>
          </Box>
          {/* one line per field (the pane must fit a 24-row terminal); meta keeps its JSON lines */}
          <Box flexDirection="column">
            {value.split("\n").map((line, i) => (
              <Text
                key={String(i)}
                color={name === "Status" ? statusColor(log.status) : undefined}
                wrap="truncate"
              >
                {line}
              </Text>
            ))}
          </Box>
        </Box>
      ))}
    </Box>
  );
}
