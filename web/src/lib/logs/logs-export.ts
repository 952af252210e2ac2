/** @module Logs selected in the list, as the JSON file "Export as JSON" writes, and one log's details as text. */
import type { RequestLog } from "../../../../shared/client/logs.ts";

/** The selected logs, in list order, as indented JSON (the entries exactly as the API gave them). */
export function selectedLogsJson(logs: readonly RequestLog[], ids: ReadonlySet<string>): string {
  return `${JSON.stringify(
    logs.filter((log) => ids.has(log.id)),
    null,
    2,
  )}\n`;
}

/** One log's details for the clipboard: the whole entry as indented JSON. */
export function logDetailsText(log: RequestLog): string {
  return JSON.stringify(log, null, 2);
}

/** The export's file name, stamped with the UTC time (`logs_2024-05-01_134501.json`). */
export function logsFileName(now: Date): string {
  const stamp = now.toISOString().replace("T", "_").replace(/:/g, "").slice(0, 17);
  return `logs_${stamp}.json`;
}
