/** @module The logs screen's state in the address: search text, time range, the errors flag and the minimum level. */
import { formatTimeRange, type LogsTimeRange, parseTimeRange } from "../../../../shared/logs/logs-query.ts";
import { navigate, splitHash } from "../navigate.ts";

/** What the address says the logs screen shows. */
export interface LogsUrlState {
  /** The search box text (a term or a filter expression). */
  text: string;
  range: LogsTimeRange;
  /** "Jump to errors": only status >= 400. */
  errors: boolean;
  /** The minimum level shown (a name of LOG_LEVELS, v0.20+ only); "" for all levels. */
  level: string;
}

/** Reads the logs state from a hash query (`filter=…&range=1h&errors=1&level=warn`). */
export function readLogsUrl(query: string): LogsUrlState {
  const params = new URLSearchParams(query);
  return {
    text: params.get("filter") ?? "",
    range: parseTimeRange(params.get("range")),
    errors: params.get("errors") === "1",
    level: params.get("level") ?? "",
  };
}

/** The hash query for a logs state (empty parts left out). */
export function logsUrlQuery(state: LogsUrlState): string {
  const params = new URLSearchParams();
  if (state.text) params.set("filter", state.text);
  const range = formatTimeRange(state.range);
  if (range) params.set("range", range);
  if (state.errors) params.set("errors", "1");
  if (state.level) params.set("level", state.level);
  return params.toString();
}

/**
 * Goes to a new logs state with a history entry (not replace), so back and forward step
 * through the searches, presets and zooms.
 */
export function pushLogsUrl(changes: Partial<LogsUrlState>): void {
  const { path, query } = splitHash(location.hash);
  const next = logsUrlQuery({ ...readLogsUrl(query), ...changes });
  navigate(next ? `${path}?${next}` : path);
}
