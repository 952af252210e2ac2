/** Runs the built `pbdeck` binary: one-shot commands, and servers stopped by signal. */
import { type ChildProcess, spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { binPath, repoRoot } from "../../helpers/pbdeck-process.ts";

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

export interface CliServer {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** The `Console:` URL the process printed. */
  consoleUrl: string;
  child: ChildProcess;
  stdout(): string;
  stderr(): string;
  /** Sends `signal` (SIGTERM by default) and resolves with the exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
}

/** A temp directory removed by `cleanup`. */
export function tempDir(prefix = "pbdeck-cli-"): { dir: string; cleanup(): void } {
  const dir = mkdtempSync(join(tmpdir(), prefix));
  return { dir, cleanup: () => rmSync(dir, { recursive: true, force: true }) };
}

/** The environment of every test run: no browser, no user config. */
export function cliEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, CI: "true", ...extra };
  // a developer's own variables must not leak into the exact-output tests
  if (!extra.PBDECK_WEB_ROOT) delete env.PBDECK_WEB_ROOT;
  if (!extra.PBDECK_CONFIG_DIR) env.PBDECK_CONFIG_DIR = join(tmpdir(), "pbdeck-cli-unused-config");
  return env;
}

function spawnCli(args: string[], env: NodeJS.ProcessEnv): ChildProcess {
  return spawn(process.execPath, [binPath, ...args], {
    cwd: repoRoot,
    env,
    stdio: ["ignore", "pipe", "pipe"],
  });
}

/** Runs `pbdeck ...args` to completion. */
export function runCli(args: string[], env: Record<string, string> = {}): Promise<CliResult> {
  const child = spawnCli(args, cliEnv(env));
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => {
    stdout += d;
  });
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  return new Promise((resolve) => child.once("close", (code) => resolve({ code, stdout, stderr })));
}

/** Starts `pbdeck ...args` (which must include --http) and waits for the printed `API:` line. */
export async function startCli(args: string[], env: Record<string, string> = {}): Promise<CliServer> {
  const child = spawnCli(args, cliEnv(env));
  let stdout = "";
  let stderr = "";
  child.stdout?.on("data", (d) => {
    stdout += d;
  });
  child.stderr?.on("data", (d) => {
    stderr += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 20_000;
  while (!/^API: +\S+/m.test(stdout)) {
    if (child.exitCode !== null)
      throw new Error(`pbdeck exited early (${child.exitCode}):\n${stdout}${stderr}`);
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`pbdeck did not start:\n${stdout}${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 25));
  }
  const api = /^API: +(\S+)\/api\/$/m.exec(stdout)?.[1] ?? "";
  const consoleUrl = /^Console: (\S+)$/m.exec(stdout)?.[1] ?? "";
  return {
    url: api,
    consoleUrl,
    child,
    stdout: () => stdout,
    stderr: () => stderr,
    stop(signal = "SIGTERM") {
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
  };
}

/** Polls `check` until it returns true (no fixed sleeps in tests). */
export async function waitFor(check: () => boolean | Promise<boolean>, what: string, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
