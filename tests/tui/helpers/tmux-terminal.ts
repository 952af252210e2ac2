/** Drives a command in a real pseudo-terminal through tmux: keys in, screen out (capture-pane). */
import { execFileSync } from "node:child_process";
import { expect, vi } from "vitest";

export interface Terminal {
  /** The visible screen, trailing blanks trimmed (with `ansi`, its colour escapes kept). */
  screen(ansi?: boolean): string;
  /** Waits until the screen contains every text; returns it. */
  see(...texts: string[]): Promise<string>;
  /** tmux key names: "Enter", "Escape", "Down", "C-c", "4"... */
  keys(...keys: string[]): Promise<void>;
  /** Literal text. */
  type(text: string): Promise<void>;
  resize(columns: number, rows: number): void;
  /** Stops the session (and whatever still runs in it). */
  close(): void;
}

let sessions = 0;

function quote(arg: string): string {
  return `'${arg.replace(/'/g, "'\\''")}'`;
}

/**
 * Runs `command` in a new tmux server (its own socket) on a `columns`×`rows` terminal. The pane
 * prints `[exit N]` when the command ends and stays open, so its last screen can be read.
 */
export function openTerminal(
  command: string[],
  options: { env?: Record<string, string>; cwd?: string; columns?: number; rows?: number } = {},
): Terminal {
  const socket = `pbdeck-tui-${process.pid}-${++sessions}`;
  const tmux = (...args: string[]) =>
    execFileSync("tmux", ["-L", socket, "-f", "/dev/null", ...args], { encoding: "utf8" });
  const env = Object.entries({ TERM: "xterm-256color", ...options.env })
    .map(([k, v]) => `${k}=${quote(v)}`)
    .join(" ");
  const script = `cd ${quote(options.cwd ?? process.cwd())} && env ${env} ${command.map(quote).join(" ")}; echo "[exit $?]"; sleep 600`;
  tmux(
    "new-session",
    "-d",
    "-s",
    "main",
    "-x",
    String(options.columns ?? 100),
    "-y",
    String(options.rows ?? 30),
    script,
  );
  const screen = (ansi = false) =>
    tmux("capture-pane", "-p", ...(ansi ? ["-e"] : []), "-t", "main")
      .split("\n")
      .map((line) => line.trimEnd())
      .join("\n")
      .trimEnd();
  // a typist's pace: the app handles one key before the next arrives
  const pause = () => new Promise((resolve) => setTimeout(resolve, 30));
  return {
    screen,
    see: (...texts) =>
      vi.waitFor(
        () => {
          const now = screen();
          for (const text of texts) expect(now).toContain(text);
          return now;
        },
        { timeout: 15_000, interval: 30 },
      ),
    keys: async (...keys) => {
      for (const key of keys) {
        tmux("send-keys", "-t", "main", key);
        await pause();
      }
    },
    type: async (text) => {
      tmux("send-keys", "-t", "main", "-l", text);
      await pause();
    },
    resize: (columns, rows) => {
      tmux("resize-window", "-t", "main", "-x", String(columns), "-y", String(rows));
    },
    close: () => {
      try {
        tmux("kill-server");
      } catch {
        // already gone
      }
    },
  };
}
