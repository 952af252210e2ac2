/** @module Request logs queries: search text, time ranges and the admin toggle as one filter; hourly stats for charts. */
import { formatDateTime } from "../dates.ts";
import { normalizeSearchFilter } from "../records/search-filter.ts";

/** Log fields a plain search term is matched against (`~`, contains), in PocketBase's order. */
export const LOGS_SEARCH_FIELDS = ["url", "method", "userIp", "remoteIp", "referer", "userAgent"] as const;

/** The filter of "Jump to errors". */
export const LOGS_ERRORS_FILTER = "status >= 400";

/** The filter that leaves out requests made by admins. */
export const LOGS_NO_ADMINS_FILTER = 'auth != "admin"';

/** Identifier of a time preset. */
export type LogsTimePresetId = "15m" | "1h" | "24h" | "7d";

/** A "last N" time preset. */
export interface LogsTimePreset {
  id: LogsTimePresetId;
  label: string;
  ms: number;
}

/** The time presets, shortest first. */
export const LOGS_TIME_PRESETS: readonly LogsTimePreset[] = [
  { id: "15m", label: "15 min", ms: 15 * 60_000 },
  { id: "1h", label: "1 h", ms: 3_600_000 },
  { id: "24h", label: "24 h", ms: 24 * 3_600_000 },
  { id: "7d", label: "7 d", ms: 7 * 24 * 3_600_000 },
];

/**
 * A time range: a preset relative to now, or absolute bounds (epoch ms, either may be open).
 * `null` means all time.
 */
export type LogsTimeRange = { preset: LogsTimePresetId } | { from: number | null; to: number | null } | null;

/** The preset with this id, or undefined. */
export function findTimePreset(id: string): LogsTimePreset | undefined {
  return LOGS_TIME_PRESETS.find((preset) => preset.id === id);
}

/**
 * Plain search text becomes an OR of `~` over url, method, userIp, remoteIp, referer and userAgent;
 * text that already reads as a filter (has a comparison operator) is kept as is.
 * @example logsTextToFilter("users") // 'url~"users"||method~"users"||userIp~"users"||…'
 */
export function logsTextToFilter(text: string): string {
  return normalizeSearchFilter(text, [...LOGS_SEARCH_FIELDS]);
}

/** The absolute bounds of a range at `now` (open ends are null). */
export function timeRangeBounds(range: LogsTimeRange, now: Date): { from: number | null; to: number | null } {
  if (!range) return { from: null, to: null };
  if ("preset" in range) {
    const preset = findTimePreset(range.preset);
    return preset ? { from: now.getTime() - preset.ms, to: null } : { from: null, to: null };
  }
  return { from: range.from, to: range.to };
}

/**
 * The `created` bounds of a range as a filter (`created >= "…" && created <= "…"`), "" for all time.
 * @example timeRangeFilter({ preset: "1h" }, new Date("2024-01-01T12:00:00Z")) // 'created >= "2024-01-01 11:00:00.000Z"'
 */
export function timeRangeFilter(range: LogsTimeRange, now: Date): string {
  const { from, to } = timeRangeBounds(range, now);
  const parts: string[] = [];
  if (from !== null && Number.isFinite(from)) parts.push(`created >= "${formatDateTime(new Date(from))}"`);
  if (to !== null && Number.isFinite(to)) parts.push(`created <= "${formatDateTime(new Date(to))}"`);
  return parts.join(" && ");
}

/** Joins filter expressions with AND, each in parentheses; empty ones are skipped. */
export function joinFilters(...parts: Array<string | null | undefined>): string {
  const kept = parts.map((part) => (part ?? "").trim()).filter((part) => part !== "");
  if (kept.length <= 1) return kept[0] ?? "";
  return kept.map((part) => `(${part})`).join(" && ");
}

/** What the logs screen filters by. */
export interface LogsQueryInput {
  /** The search box: a term or a filter expression. */
  text?: string;
  range?: LogsTimeRange;
  includeAdmins?: boolean;
  /** Extra filter joined with AND (e.g. LOGS_ERRORS_FILTER). */
  extra?: string;
  /** The time presets count back from; the current time by default. */
  now?: Date;
}

/**
 * One filter string for the list and the stats endpoints.
 * @example buildLogsFilter({ text: "status >= 400", includeAdmins: false }) // '(auth != "admin") && (status >= 400)'
 */
export function buildLogsFilter(input: LogsQueryInput): string {
  return joinFilters(
    input.includeAdmins ? "" : LOGS_NO_ADMINS_FILTER,
    timeRangeFilter(input.range ?? null, input.now ?? new Date()),
    input.extra,
    logsTextToFilter(input.text ?? ""),
  );
}

/** Serialises a range for an address: a preset id, `from~to` in epoch ms, or "" for all time. */
export function formatTimeRange(range: LogsTimeRange): string {
  if (!range) return "";
  if ("preset" in range) return range.preset;
  if (range.from === null && range.to === null) return "";
  return `${range.from ?? ""}~${range.to ?? ""}`;
}

/** Reads what formatTimeRange wrote; anything else is all time (null). */
export function parseTimeRange(text: string | null | undefined): LogsTimeRange {
  const value = (text ?? "").trim();
  if (findTimePreset(value)) return { preset: value as LogsTimePresetId };
  const match = /^(\d*)~(\d*)$/.exec(value);
  if (!match || (match[1] === "" && match[2] === "")) return null;
  const from = match[1] === "" ? null : Number(match[1]);
  const to = match[2] === "" ? null : Number(match[2]);
  if (from !== null && to !== null && from > to) return { from: to, to: from };
  return { from, to };
}

export {
  bucketsRange,
  chartBuckets,
  type HourlyStat,
  type LogsChartBucket,
  MAX_CHART_BUCKETS,
  statsTotal,
  statTime,
} from "./logs-stats.ts";
