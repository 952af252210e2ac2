/** @module Ctrl+C and SIGTERM: one graceful stop, exit 0; a second signal exits at once. */

/** Runs `stop` on the first SIGINT/SIGTERM, then exits 0 (1 if stopping failed). */
export function stopOnSignals(stop: () => Promise<void>, warn: (line: string) => void): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      warn(`${signal} again: exiting without waiting`);
      process.exit(1);
    }
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
}
