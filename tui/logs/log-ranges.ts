/** @module The logs view's ranges, cycled with `r`: the presets, a custom `--since`, and all. */
import { LOGS_TIME_PRESETS } from "../../shared/logs/logs-query.ts";

/** One range: `ms` back from now, or null for every request kept. */
export interface LogsRangeChoice {
  id: string;
  ms: number | null;
}

/** The range of all requests (as many as the retention keeps). */
export const ALL_RANGE: LogsRangeChoice = { id: "all", ms: null };

/** A custom `--since` range given on the command line. */
export interface SinceRange {
  /** As typed (`3d`, `90m`). */
  text: string;
  ms: number;
}

/**
 * The ranges in cycling order, shortest first, "all" last; a `since` equal to a preset is that
 * preset, any other one takes its place by length.
 */
export function logsRangeChoices(since: SinceRange | null = null): LogsRangeChoice[] {
  const choices: LogsRangeChoice[] = LOGS_TIME_PRESETS.map((p) => ({ id: p.id, ms: p.ms }));
  if (since && !choices.some((c) => c.ms === since.ms)) {
    choices.push({ id: since.text, ms: since.ms });
    choices.sort((a, b) => Number(a.ms) - Number(b.ms));
  }
  return [...choices, ALL_RANGE];
}

/** The range the view opens on: the `since` one when given, else 24 h. */
export function initialRange(choices: readonly LogsRangeChoice[], since: SinceRange | null): LogsRangeChoice {
  const wanted = since ? choices.find((c) => c.ms === since.ms) : choices.find((c) => c.id === "24h");
  return wanted ?? choices[0];
}
