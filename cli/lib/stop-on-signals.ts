/** @module Ctrl+C, SIGTERM and a closed terminal (SIGHUP): one graceful stop, then exit 0. */

/**
 * Runs `stop` on the first SIGINT/SIGTERM/SIGHUP, then exits 0 (1 if stopping failed). Later signals are
 * ignored: conf's exit hook (when-exit) re-raises the first one, and the stop is bounded anyway.
 */
export function stopOnSignals(stop: () => Promise<void>, warn: (line: string) => void): void {
  let stopping = false;
  const onSignal = () => {
    if (stopping) return;
    stopping = true;
    stop().then(
      () => process.exit(0),
      (err: unknown) => {
        warn(`stopping failed: ${err instanceof Error ? err.message : String(err)}`);
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", onSignal);
  process.on("SIGTERM", onSignal);
  process.on("SIGHUP", onSignal);
}
