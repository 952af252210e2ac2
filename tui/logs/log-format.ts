/** @module How a log entry reads in the list and the detail pane (request fields; level, message and data on v0.20+). */
import type { LogEntry } from "../../shared/client/generations/logs-api.ts";
import { logLevelName } from "../../shared/logs/log-levels.ts";

/** Whether an entry counts as an error (status 400 or more; on v0.20+ also a level of error or above). */
export function isErrorLog(log: Pick<LogEntry, "status" | "level">): boolean {
  return log.status >= 400 || (log.level ?? 0) >= 8;
}

/** Ink colour of a level: red for error, yellow for warn, dim below. */
export function levelColor(level: number): string | undefined {
  if (level >= 8) return "red";
  if (level >= 4) return "yellow";
  return undefined;
}

/** The level as the list shows it (`INFO`), "" for an entry without one. */
export function levelText(log: Pick<LogEntry, "level">): string {
  return log.level === undefined ? "" : logLevelName(log.level);
}

/** Ink colour of a status: red for 5xx and 4xx, yellow for 3xx, green otherwise. */
export function statusColor(status: number): string {
  if (status >= 500) return "redBright";
  if (status >= 400) return "red";
  if (status >= 300) return "yellow";
  return "green";
}

/** Ink colour of a method label. */
export function methodColor(method: string): string {
  switch (method.toUpperCase()) {
    case "GET":
      return "cyan";
    case "POST":
      return "green";
    case "PATCH":
    case "PUT":
      return "yellow";
    case "DELETE":
      return "red";
    default:
      return "white";
  }
}

/** `2024-01-01 10:00:00.123Z` -> `2024-01-01 10:00:00` (UTC, as stored). */
export function shortTime(created: string): string {
  return created.slice(0, 19);
}

/** Pads or cuts text to exactly `width` characters (an ellipsis marks a cut). */
export function padCell(text: string, width: number): string {
  if (width <= 0) return "";
  if (text.length > width) return width === 1 ? "…" : `${text.slice(0, width - 1)}…`;
  return text.padEnd(width);
}

/**
 * The detail pane's rows: label and value of every field, meta pretty-printed or N/A. A v0.20+
 * request adds its level (its message only repeats method and URL; the rest of its data is in meta);
 * a v0.20+ entry that is not a request shows its level, message and data.
 */
export function logDetailRows(log: LogEntry): Array<[string, string]> {
  const pretty = (value: Record<string, unknown> | undefined) =>
    value && Object.keys(value).length > 0 ? JSON.stringify(value, null, 2) : "N/A";
  if (log.level !== undefined && log.method === "") {
    return [
      ["ID", log.id],
      ["Level", logLevelName(log.level)],
      ["Message", log.message ?? ""],
      ["Data", pretty(log.data)],
      ["Created", log.created],
    ];
  }
  const meta = pretty(log.meta);
  const level: Array<[string, string]> = log.level === undefined ? [] : [["Level", logLevelName(log.level)]];
  return [
    ...level,
    ["ID", log.id],
    ["Status", String(log.status)],
    ["Method", log.method.toUpperCase()],
    ["Auth", log.auth],
    ["URL", log.url],
    ["Referer", log.referer || "N/A"],
    ["Remote IP", log.remoteIp],
    ["User IP", log.userIp],
    ["UserAgent", log.userAgent],
    ["Meta", meta],
    ["Created", log.created],
  ];
}
