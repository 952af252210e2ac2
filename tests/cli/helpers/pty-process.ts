/** Runs `pbdeck` on a pseudo-terminal through util-linux `script`, to test prompts and colours. */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { binPath, repoRoot } from "../../helpers/pbdeck-process.ts";
import { cliEnv, waitFor } from "./cli-process.ts";

/** Whether `script` (util-linux) is installed. */
export const hasScript = (() => {
  try {
    execFileSync("script", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

const quote = (arg: string) => `'${arg.replaceAll("'", "'\\''")}'`;

export interface PtyRun {
  child: ChildProcess;
  /** Everything the terminal showed, with \r\n as \n. */
  output(): string;
  /** Waits until the terminal shows `text`. */
  waitFor(text: string): Promise<void>;
  /** Types `text` on the terminal. */
  type(text: string): void;
  /** The exit code. */
  exited: Promise<number | null>;
}

/** Starts `pbdeck ...args` on a terminal (stdout and stderr both go to it). */
export function runOnTerminal(args: string[], env: Record<string, string> = {}): PtyRun {
  const command = [process.execPath, binPath, ...args].map(quote).join(" ");
  const child = spawn("script", ["-qec", command, "/dev/null"], {
    cwd: repoRoot,
    env: { ...cliEnv(env), TERM: "xterm" },
    stdio: ["pipe", "pipe", "pipe"],
  });
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  const output = () => out.replaceAll("\r\n", "\n");
  return {
    child,
    output,
    waitFor: (text) => waitFor(() => output().includes(text), JSON.stringify(text), 20_000),
    type: (text) => child.stdin?.write(text),
    exited: new Promise((resolve) => child.once("exit", resolve)),
  };
}
