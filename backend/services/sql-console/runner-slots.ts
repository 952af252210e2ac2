/**
 * @module At most SQL_RUNNERS runner processes at once in this server process (each is a whole Node
 * process, ~40 MB): more queries wait in line a moment, then are told to come back.
 */
import { SQL_RUNNERS } from "./sql-limits.ts";

let running = 0;
/** Waiting callers, oldest first; each is woken with a slot already counted for it. */
const waiting: Array<() => void> = [];

/**
 * Waits up to `waitMs` for a free slot; returns its `release`, or null when none freed in time.
 * `release` must be called once the runner process has exited.
 */
export async function takeRunnerSlot(waitMs: number): Promise<(() => void) | null> {
  if (running < SQL_RUNNERS) {
    running++;
    return releaser();
  }
  const woken = new Promise<boolean>((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      resolve(true);
    };
    // leaves the line in the same task, so a release can never wake a caller that gave up
    const timer = setTimeout(() => {
      waiting.splice(waiting.indexOf(wake), 1);
      resolve(false);
    }, waitMs);
    waiting.push(wake);
  });
  return (await woken) ? releaser() : null;
}

function releaser(): () => void {
  let released = false;
  return () => {
    if (released) return;
    released = true;
    const next = waiting.shift();
    // the slot passes straight to the next in line, so a newcomer cannot take it in between
    if (next) next();
    else running--;
  };
}
