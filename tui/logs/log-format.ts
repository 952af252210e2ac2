/** @module How a request log entry reads in the list and the detail pane. */
import type { RequestLog } from "../../shared/client/logs.ts";

/** Whether an entry counts as an error (status 400 or more). */
export function isErrorLog(log: Pick<RequestLog, "status">): boolean {
  return log.status >= 400;
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

/** The detail pane's rows: label and value of every field, meta pretty-printed or N/A. */
export function logDetailRows(log: RequestLog): Array<[string, string]> {
  const meta = log.meta && Object.keys(log.meta).length > 0 ? JSON.stringify(log.meta, null, 2) : "N/A";
  return [
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
