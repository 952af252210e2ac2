/**
 * @module `runTui()`: the terminal console's entry. Kept free of Ink at the top level: the first
 * frame is plain ANSI written at once; then Ink and the app load, then the connection starts (the
 * embedded backend's modules loading at the same time on the one thread would delay Ink's frame by
 * ~2x and make the session ready no sooner, measured with tests/bench/tui.ts).
 */
import type { GenerationApi } from "../shared/client/generations/generation-api.ts";
import type { Client } from "../shared/client/index.ts";
import type { LocalFacts } from "../shared/doctor/types.ts";
import type { SinceRange } from "./logs/log-ranges.ts";
import { clearScreen, enterScreen, firstFrame, leaveScreen } from "./terminal-screen.ts";

/** What the command hands over once connected. */
export interface TuiTarget {
  client: Client;
  /** The server's generation and its resources through their adapters (admins: superusers on v0.23+). */
  api: GenerationApi;
  label: string;
  /** With --dir: what pbdeck read from pb_data itself, for the Doctor tab. */
  localFacts?: LocalFacts;
  close(): Promise<void>;
}

export interface RunTuiOptions {
  /** Shown in the header while connecting (backend URL, profile or directory). */
  label: string;
  /** Connects and signs in; started once the app's modules are loaded. */
  connect(): Promise<TuiTarget>;
  /** `--since`: a custom logs range, opened first. */
  since?: SinceRange | null;
  stdout?: NodeJS.WriteStream;
  stdin?: NodeJS.ReadStream;
}

/**
 * Runs the console until q / Ctrl+C, restoring the terminal on every way out.
 * @throws Error when not on a terminal, when the connection fails (its error), or when a view crashes
 */
export async function runTui(options: RunTuiOptions): Promise<void> {
  const stdout = options.stdout ?? process.stdout;
  const stdin = options.stdin ?? process.stdin;
  if (!stdout.isTTY || !stdin.isTTY)
    throw new Error("pbdeck tui needs a terminal (stdin and stdout must be a TTY)");
  // chalk does not read NO_COLOR itself; it must be set before chalk loads
  if (process.env.NO_COLOR) process.env.FORCE_COLOR = "0";
  // React's production build: faster to load and render, no development warnings on screen
  process.env.NODE_ENV ??= "production";
  // with CI or CONTINUOUS_INTEGRATION set, Ink draws only the last frame and chalk drops colours;
  // on a real terminal the console must draw live, so they go before Ink and chalk load
  delete process.env.CI;
  delete process.env.CONTINUOUS_INTEGRATION;

  enterScreen(stdout);
  stdout.write(firstFrame(options.label, stdout.columns || 80, stdout.rows || 24));
  const restore = () => leaveScreen(stdout);
  process.once("exit", restore);

  let target: TuiTarget | undefined;
  // until Ink takes raw mode, Ctrl+C arrives as a signal
  const onSignal = () => {
    restore();
    process.exit(130);
  };
  process.once("SIGINT", onSignal);
  process.once("SIGTERM", onSignal);
  try {
    const { renderApp } = await import("./app/render-app.tsx");
    const connection = options.connect().then((t) => {
      target = t;
      return t;
    });
    // the app reports a failed connection; until it mounts, the rejection must not count as unhandled
    connection.catch(() => {});
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    clearScreen(stdout);
    await renderApp({
      label: options.label,
      connection,
      stdout,
      stdin,
      start: { since: options.since ?? null },
    });
  } finally {
    process.off("SIGINT", onSignal);
    process.off("SIGTERM", onSignal);
    restore();
    process.off("exit", restore);
    await target?.close();
  }
}
