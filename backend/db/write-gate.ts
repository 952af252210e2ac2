/**
 * @module The asynchronous gate between the server's own writes to data.db and the SQL console's
 * writes, which run in another process (services/sql-console).
 *
 * Why: node:sqlite is synchronous, so when another process holds data.db's write lock, a write on the
 * server's connection waits for it inside `busy_timeout`, blocking the whole event loop (every request,
 * and the timer that would kill the console's runner). So the two never meet at SQLite's lock: requests
 * that may write pass this gate first and wait here, with `await`, while a console write runs; a
 * console write starts only once the writing requests already inside have finished.
 */

/** Resolves after `ms`, or never when the promise wins the race; clears its timer either way. */
async function before<T>(promise: Promise<T>, ms: number): Promise<T | "late"> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<"late">((resolve) => {
    timer = setTimeout(() => resolve("late"), Math.max(0, ms));
  });
  try {
    return await Promise.race([promise, late]);
  } finally {
    clearTimeout(timer);
  }
}

/** Many server writers at once, or one console write alone. */
export class WriteGate {
  /** Writing requests inside the gate. */
  private writers = 0;
  /** Settles when the current console write (waiting or running) ends; null when there is none. */
  private consoleWrite: Promise<void> | null = null;
  /** Wakes the console write waiting for the writers inside to leave. */
  private onDrained: (() => void) | null = null;

  /** Waits while a console write runs, then counts the caller in until it calls the returned `leave`. */
  async enter(): Promise<() => void> {
    while (this.consoleWrite) await this.consoleWrite;
    this.writers++;
    let left = false;
    return () => {
      if (left) return;
      left = true;
      this.writers--;
      if (this.writers === 0) this.onDrained?.();
    };
  }

  /**
   * Runs `work` alone: new writers wait from now on, the ones inside are waited for. Gives up with
   * "busy" (running nothing) when the gate is not free within `waitMs`.
   */
  async alone<T>(waitMs: number, work: () => Promise<T>): Promise<T | "busy"> {
    const deadline = Date.now() + waitMs;
    while (this.consoleWrite) {
      if ((await before(this.consoleWrite, deadline - Date.now())) === "late") return "busy";
    }
    let end = () => {};
    this.consoleWrite = new Promise((resolve) => {
      end = resolve;
    });
    try {
      if (this.writers > 0) {
        const drained = new Promise<void>((resolve) => {
          this.onDrained = resolve;
        });
        if ((await before(drained, deadline - Date.now())) === "late") return "busy";
      }
      return await work();
    } finally {
      this.onDrained = null;
      this.consoleWrite = null;
      end();
    }
  }
}
