/** Waits for a server process a test spawned to answer /api/health, and keeps its output. */
import type { ChildProcess } from "node:child_process";

export interface ChildServer {
  url: string;
  child: ChildProcess;
  /** Everything the process printed so far. */
  output(): string;
  /** SIGTERM, resolved with the exit code. */
  stop(): Promise<number | null>;
}

/**
 * Collects `child`'s output and polls `${url}/api/health` until it answers 200.
 * @throws when the process exits first or is not healthy within `timeoutMs` (it is killed then);
 * the message names `label` and holds the output
 */
export async function untilHealthy(
  child: ChildProcess,
  url: string,
  label: string,
  timeoutMs: number,
): Promise<ChildServer> {
  let out = "";
  child.stdout?.on("data", (d) => {
    out += d;
  });
  child.stderr?.on("data", (d) => {
    out += d;
  });
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited early (${child.exitCode}):\n${out}`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`${label} did not become healthy:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 50));
  }
  return {
    url,
    child,
    output: () => out,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null) return done(child.exitCode);
        child.once("exit", (code) => done(code));
        child.kill("SIGTERM");
      }),
  };
}
