/**
 * @module pbdeck as a user gets it: the built project packed with `npm pack`, installed from the
 * tarball into an empty project with production dependencies only, and its `pbdeck` run from there.
 */
import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { lstatSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { repoRoot } from "../helpers/pbdeck-process.ts";

export interface PackedTarball {
  file: string;
  /** Bytes of the .tgz. */
  size: number;
  /** Paths inside the package (`dist/cli/main.js`). */
  files: string[];
}

export interface RunResult {
  code: number | null;
  stdout: string;
  stderr: string;
}

/**
 * The environment of every npm and pbdeck run: Node 24 (the test's own) first on PATH, no user config,
 * and none of the npm_* variables of an enclosing `npm test`, which would point npm at the checkout.
 */
export function installEnv(extra: Record<string, string> = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!/^npm_/i.test(key) && key !== "NODE_PATH" && key !== "PBDECK_WEB_ROOT") env[key] = value;
  }
  env.PATH = `${dirname(process.execPath)}:${process.env.PATH ?? ""}`;
  return { ...env, CI: "true", NO_UPDATE_NOTIFIER: "1", ...extra };
}

/** `npm pack` of the checkout as built (no prepack rebuild) into `destination`. */
export function packProject(destination: string): PackedTarball {
  const out = execFileSync("npm", ["pack", "--ignore-scripts", "--json", "--pack-destination", destination], {
    cwd: repoRoot,
    env: installEnv(),
    encoding: "utf8",
    stdio: ["ignore", "pipe", "pipe"],
  });
  const [packed] = JSON.parse(out) as [{ filename: string; size: number; files: { path: string }[] }];
  return {
    file: join(destination, packed.filename),
    size: packed.size,
    files: packed.files.map((f) => f.path),
  };
}

/** Installs `tarball` into the new empty project `dir` with production dependencies only. */
export async function installTarball(tarball: string, dir: string): Promise<void> {
  writeFileSync(join(dir, "package.json"), JSON.stringify({ name: "pbdeck-install-check", private: true }));
  // the local cache has every package already: no need to ask the registry whether they changed
  const installed = await run(
    "npm",
    ["install", "--omit=dev", "--no-audit", "--no-fund", "--prefer-offline", "--loglevel=error", tarball],
    dir,
  );
  if (installed.code !== 0) throw new Error(`npm install of ${tarball} failed:\n${installed.stderr}`);
}

/**
 * Disk usage of `dir` in bytes: `allocated` as `du -s` counts it (whole blocks: many small files
 * weigh more than their content), `content` as `du -s --apparent-size` does. Links are not followed.
 */
export function diskUsage(dir: string): { allocated: number; content: number } {
  const usage = { allocated: lstatSync(dir).blocks * 512, content: 0 };
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    const stats = lstatSync(join(entry.parentPath, entry.name));
    usage.allocated += stats.blocks * 512;
    if (stats.isFile()) usage.content += stats.size;
  }
  return usage;
}

/** Runs `command args` to completion in `cwd`. */
export function run(
  command: string,
  args: string[],
  cwd: string,
  env: Record<string, string> = {},
): Promise<RunResult> {
  const child = spawn(command, args, { cwd, env: installEnv(env), stdio: ["ignore", "pipe", "pipe"] });
  let stdout = "";
  let stderr = "";
  child.stdout.on("data", (d) => {
    stdout += d;
  });
  child.stderr.on("data", (d) => {
    stderr += d;
  });
  return new Promise((resolve) => {
    child.once("error", (err) => resolve({ code: null, stdout, stderr: `${stderr}${err.message}` }));
    child.once("close", (code) => resolve({ code, stdout, stderr }));
  });
}

export interface RunningProcess {
  child: ChildProcess;
  output(): string;
  /** Sends SIGTERM to this process (by pid) and resolves with its exit code. */
  stop(): Promise<number | null>;
}

/** Starts a long-running command (a server) in `cwd`; its stdout and stderr are collected. */
export function start(command: string, args: string[], cwd: string): RunningProcess {
  const child = spawn(command, args, { cwd, env: installEnv(), stdio: ["ignore", "pipe", "pipe"] });
  let out = "";
  child.stdout.on("data", (d) => {
    out += d;
  });
  child.stderr.on("data", (d) => {
    out += d;
  });
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  return {
    child,
    output: () => out,
    stop() {
      if (child.exitCode === null && child.pid) process.kill(child.pid, "SIGTERM");
      return exited;
    },
  };
}

/** Polls `url` until it answers 200 or `process` exits; resolves with the milliseconds since `since`. */
export async function waitHealthy(url: string, server: RunningProcess, since: number): Promise<number> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`pbdeck exited early:\n${server.output()}`);
    try {
      if ((await fetch(url)).ok) return performance.now() - since;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`pbdeck did not become healthy:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

/** Polls until the process printed a line matching `pattern` (pbdeck prints `API: ...` once it handles signals). */
export async function waitForOutput(server: RunningProcess, pattern: RegExp): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!pattern.test(server.output())) {
    if (server.child.exitCode !== null) throw new Error(`pbdeck exited early:\n${server.output()}`);
    if (Date.now() > deadline) throw new Error(`pbdeck never printed ${pattern}:\n${server.output()}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Removes the installs that `npx` left in npm's cache for tarballs under `root` (one per run, ~60 MB:
 * they would pile up run after run); other npx installs are left alone. npx names its install after
 * the spec as typed: give each run a spec of its own, so that runs side by side never share one.
 */
export function removeNpxInstalls(root: string): void {
  const cache = execFileSync("npm", ["config", "get", "cache"], {
    env: installEnv(),
    encoding: "utf8",
  }).trim();
  const npxDir = join(cache, "_npx");
  let entries: string[] = [];
  try {
    entries = readdirSync(npxDir);
  } catch {
    return;
  }
  const tarballDir = root.split("/").filter(Boolean).join("/");
  for (const entry of entries) {
    let manifest = "";
    try {
      manifest = readFileSync(join(npxDir, entry, "package.json"), "utf8");
    } catch {
      continue;
    }
    if (manifest.includes(tarballDir)) rmSync(join(npxDir, entry), { recursive: true, force: true });
  }
}
