/**
 * @module The visible window of the logs list (only these rows are drawn, however many are loaded);
 * with `levels` (PocketBase v0.20+) a level column first, and an entry that is not a request shows
 * its message where a request shows its URL.
 */
import { Box, Text } from "ink";
import type { LogEntry } from "../../shared/client/generations/logs-api.ts";
import { levelColor, levelText, methodColor, padCell, shortTime, statusColor } from "./log-format.ts";

export interface LogsTableProps {
  logs: readonly LogEntry[];
  /** Index of the first row shown. */
  offset: number;
  /** Rows shown (the header excluded). */
  height: number;
  selected: number;
  width: number;
  /** Whether entries have a level (a column of its own). */
  levels?: boolean;
}

const LEVEL = 7;
const METHOD = 7;
const STATUS = 5;
const IP = 16;
const TIME = 20;

export function LogsTable({ logs, offset, height, selected, width, levels = false }: LogsTableProps) {
  const level = levels ? LEVEL : 0;
  const url = Math.max(10, width - 2 - level - METHOD - STATUS - IP - TIME);
  const rows = logs.slice(offset, offset + height);
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate">
        {"  " +
          padCell("Level", level) +
          padCell("Method", METHOD) +
          padCell("Code", STATUS) +
          padCell(levels ? "URL / message" : "URL", url) +
          padCell("User IP", IP) +
          "Created (UTC)"}
      </Text>
      {rows.map((log, i) => {
        const isSelected = offset + i === selected;
        const request = log.method !== "";
        return (
          <Text key={log.id} inverse={isSelected} wrap="truncate">
            {isSelected ? "› " : "  "}
            {levels ? (
              <Text color={log.level === undefined ? undefined : levelColor(log.level)}>
                {padCell(levelText(log), level)}
              </Text>
            ) : null}
            <Text color={methodColor(log.method)}>{padCell(log.method.toUpperCase(), METHOD)}</Text>
            <Text color={statusColor(log.status)}>{padCell(request ? String(log.status) : "", STATUS)}</Text>
            {padCell(request ? log.url : (log.message ?? ""), url) +
              padCell(log.userIp, IP) +
              shortTime(log.created)}
          </Text>
        );
      })}
    </Box>
  );
}
