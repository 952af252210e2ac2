/** @module The levels of PocketBase v0.20+ logs (Go's slog): names, numbers and the `--level` option. */

/** slog's levels as PocketBase stores them, lowest first. */
export const LOG_LEVELS = [
  { name: "debug", level: -4 },
  { name: "info", level: 0 },
  { name: "warn", level: 4 },
  { name: "error", level: 8 },
] as const;

/**
 * The level a user named: `debug`, `info`, `warn` (or `warning`), `error`, any case, or an integer
 * (slog allows levels between the named ones); null for anything else.
 * @example parseLogLevel("WARN") // 4
 */
export function parseLogLevel(text: string): number | null {
  const value = text.trim().toLowerCase();
  if (/^[+-]?\d+$/.test(value)) return Number(value);
  const named = LOG_LEVELS.find((l) => l.name === value || (value === "warning" && l.name === "warn"));
  return named ? named.level : null;
}

/**
 * A level in capitals for a line: the named level at or below it, with the offset when between
 * (as slog prints it: `WARN+2`).
 * @example logLevelName(8) // "ERROR"
 */
export function logLevelName(level: number): string {
  const below = [...LOG_LEVELS].reverse().find((l) => l.level <= level) ?? LOG_LEVELS[0];
  const offset = level - below.level;
  return `${below.name.toUpperCase()}${offset === 0 ? "" : offset > 0 ? `+${offset}` : offset}`;
}

/** The filter of entries at `level` or above. */
export function minLevelFilter(level: number): string {
  return `level >= ${level}`;
}
