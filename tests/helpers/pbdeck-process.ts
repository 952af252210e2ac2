/** Starts a real `pbdeck serve` process on a temp copy of the fixture (or an empty dir) for a test file. */
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { type ChildServer, untilHealthy } from "./child-server.ts";

export const repoRoot = resolve(import.meta.dirname, "../..");
export const fixtureDir = resolve(repoRoot, "tests/fixtures/pb_data");
export const binPath = join(repoRoot, "bin/pbdeck.js");

export interface PbdeckProcess extends ChildServer {
  dataDir: string;
}

/** A free TCP port on 127.0.0.1. */
export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => ok(port));
    });
  });
}

/** A temp copy of the fixture pb_data; removed by the returned cleanup. */
export function copyFixture(): { dir: string; cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), "pbdeck-test-"));
  const dir = join(root, "pb_data");
  cpSync(fixtureDir, dir, { recursive: true });
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** An empty temp directory for a fresh pb_data. */
export function emptyDataDir(): { dir: string; cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), "pbdeck-test-"));
  return { dir: join(root, "pb_data"), cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * Spawns `node bin/pbdeck.js serve --dir DIR --http 127.0.0.1:PORT --no-open` and waits for /api/health;
 * `env` entries override the test's environment.
 */
export async function startPbdeck(
  dataDir: string,
  extraArgs: string[] = [],
  env: Record<string, string> = {},
): Promise<PbdeckProcess> {
  return spawnServe(["--dir", dataDir, ...extraArgs], env, dataDir);
}

/**
 * Spawns `node bin/pbdeck.js serve --backend URL` (proxy mode, no data directory) and waits for
 * /api/health; `env` entries override the test's environment (PBDECK_WEB_ROOT picks the console files).
 */
export function startPbdeckProxy(
  backendUrl: string,
  env: Record<string, string> = {},
): Promise<PbdeckProcess> {
  return spawnServe(["--backend", backendUrl], env, "");
}

async function spawnServe(
  serveArgs: string[],
  env: Record<string, string>,
  dataDir: string,
): Promise<PbdeckProcess> {
  const port = await freePort();
  const child = spawn(
    process.execPath,
    [binPath, "serve", ...serveArgs, "--http", `127.0.0.1:${port}`, "--no-open"],
    { cwd: repoRoot, env: { ...process.env, CI: "true", ...env }, stdio: ["ignore", "pipe", "pipe"] },
  );
  const server = await untilHealthy(child, `http://127.0.0.1:${port}`, "pbdeck", 20_000);
  return { ...server, dataDir };
}

/**
 * The console URL a pbdeck process printed (`Console: URL`), waiting for it: health answers before
 * the start-up lines are printed. On a backend without an admin it holds the installer's token.
 */
export async function printedConsoleUrl(server: { output(): string }, timeoutMs = 10_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const match = /^Console: +(\S+)/m.exec(server.output());
    if (match?.[1]) return match[1];
    if (Date.now() > deadline) throw new Error(`no Console: line printed:\n${server.output()}`);
    await new Promise((r) => setTimeout(r, 25));
  }
}

/** The one-time installer token in a printed installer URL (`/_/?installer#/?token=…`). */
export function installerTokenOf(consoleUrl: string): string {
  const token = new URLSearchParams(new URL(consoleUrl).hash.split("?")[1] ?? "").get("token");
  if (!token) throw new Error(`no installer token in ${consoleUrl}`);
  return token;
}
