/** @module The visible window of the logs list (only these rows are drawn, however many are loaded). */
import { Box, Text } from "ink";
import type { RequestLog } from "../../shared/client/logs.ts";
import { methodColor, padCell, shortTime, statusColor } from "./log-format.ts";

export interface LogsTableProps {
  logs: readonly RequestLog[];
  /** Index of the first row shown. */
  offset: number;
  /** Rows shown (the header excluded). */
  height: number;
  selected: number;
  width: number;
}

const METHOD = 7;
const STATUS = 5;
const IP = 16;
const TIME = 20;

export function LogsTable({ logs, offset, height, selected, width }: LogsTableProps) {
  const url = Math.max(10, width - 2 - METHOD - STATUS - IP - TIME);
  const rows = logs.slice(offset, offset + height);
  return (
    <Box flexDirection="column">
      <Text bold wrap="truncate">
        {"  " +
          padCell("Method", METHOD) +
          padCell("Code", STATUS) +
          padCell("URL", url) +
          padCell("User IP", IP) +
          "Created (UTC)"}
      </Text>
      {rows.map((log, i) => {
        const isSelected = offset + i === selected;
        return (
          <Text key={log.id} inverse={isSelected} wrap="truncate">
            {isSelected ? "› " : "  "}
            <Text color={methodColor(log.method)}>{padCell(log.method.toUpperCase(), METHOD)}</Text>
            <Text color={statusColor(log.status)}>{padCell(String(log.status), STATUS)}</Text>
            {padCell(log.url, url) + padCell(log.userIp, IP) + shortTime(log.created)}
          </Text>
        );
      })}
    </Box>
  );
}
