/** @module The speed of a running export and the time it still needs, as the progress bar shows them. */

export interface ExportRate {
  /** Rows written per second so far (0 before the first second's worth of rows). */
  perSecond: number;
  /** Seconds left at that speed; null while the total or the speed is unknown. */
  secondsLeft: number | null;
}

/** The rate of `done` rows written in `elapsedMs`, and the time left to reach `total` (-1: unknown). */
export function exportRate(done: number, total: number, elapsedMs: number): ExportRate {
  const perSecond = elapsedMs > 0 ? (done / elapsedMs) * 1000 : 0;
  const secondsLeft = total >= 0 && perSecond > 0 ? Math.max(0, total - done) / perSecond : null;
  return { perSecond, secondsLeft };
}

/** Seconds as a short duration: `42 s`, `3 min 05 s`, `1 h 02 min`. */
export function formatDuration(seconds: number): string {
  const s = Math.ceil(seconds);
  if (s < 60) return `${s} s`;
  const pad = (n: number) => String(n).padStart(2, "0");
  if (s < 3600) return `${Math.floor(s / 60)} min ${pad(s % 60)} s`;
  return `${Math.floor(s / 3600)} h ${pad(Math.floor((s % 3600) / 60))} min`;
}

/** The rate line under the bar: `12,345 rows/s · 1 min 05 s left` (parts unknown so far are left out). */
export function formatExportRate(rate: ExportRate): string {
  if (rate.perSecond <= 0) return "";
  const speed = `${Math.round(rate.perSecond).toLocaleString("en")} rows/s`;
  return rate.secondsLeft === null ? speed : `${speed} · ${formatDuration(rate.secondsLeft)} left`;
}
