/**
 * The two ways a script command reaches a backend in the tests: `--dir` on a temp copy of the
 * fixture (embedded, in the command's process) and `--backend` to a second pbdeck process on its
 * own copy, signed in as the fixture's admin with PBDECK_PASSWORD.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { type PocketBaseProcess, startPocketBase } from "../../helpers/pocketbase-server.ts";
import { type CliResult, runCli } from "./cli-process.ts";

export type TargetMode = "dir" | "backend";
export const TARGET_MODES: TargetMode[] = ["dir", "backend"];

/** The fixture's first admin and its password. */
export const FIXTURE_ADMIN = { email: "test@example.com", password: "1234567890" };

export interface ScriptTarget {
  /** The options naming the backend (`--dir DIR` or `--backend URL --email E`). */
  args(): string[];
  /** How the commands name the backend in messages. */
  label(): string;
  /** The pb_data directory the backend works on. */
  dataDir(): string;
  /** `pbdeck ...args <target options>` with the sign-in environment. */
  run(args: string[], env?: Record<string, string>): Promise<CliResult>;
}

/**
 * Registers beforeAll/afterAll hooks preparing a fresh target of `mode` for the enclosing suite;
 * `prepare` changes the fixture copy before anything runs on it.
 */
export function scriptTarget(mode: TargetMode, prepare?: (dataDir: string) => void): ScriptTarget {
  let data: { dir: string; cleanup(): void } | undefined;
  let server: PbdeckProcess | undefined;
  beforeAll(async () => {
    data = copyFixture();
    prepare?.(data.dir);
    if (mode === "backend") server = await startPbdeck(data.dir);
  });
  afterAll(async () => {
    if (server) expect(await server.stop(), server.output()).toBe(0);
    data?.cleanup();
  });
  const dataDir = () => {
    if (!data) throw new Error("the target is not prepared yet");
    return data.dir;
  };
  const args = () =>
    mode === "dir" ? ["--dir", dataDir()] : ["--backend", server?.url ?? "", "--email", FIXTURE_ADMIN.email];
  return {
    args,
    dataDir,
    label: () => (mode === "dir" ? `embedded backend in ${dataDir()}` : (server?.url ?? "")),
    run: (cmd, env = {}) => runCli([...cmd, ...args()], { PBDECK_PASSWORD: FIXTURE_ADMIN.password, ...env }),
  };
}

export interface RealPocketBaseTarget extends ScriptTarget {
  /** The real PocketBase v0.18.1 process serving the fixture copy. */
  server(): PocketBaseProcess;
  /** Stops the server and starts it again on the same pb_data (it then applies new pb_migrations files). */
  restart(): Promise<void>;
}

/**
 * Like `scriptTarget("backend")`, but the backend is the real PocketBase v0.18.1 binary on a fixture
 * copy: registers the hooks starting it before the suite and stopping it after.
 */
export function realPocketBaseTarget(): RealPocketBaseTarget {
  let data: { dir: string; cleanup(): void } | undefined;
  let server: PocketBaseProcess | undefined;
  beforeAll(async () => {
    data = copyFixture();
    server = await startPocketBase("v0.18", data.dir);
  });
  afterAll(async () => {
    // PocketBase answers SIGTERM with a graceful stop and exit code 0
    if (server) expect(await server.stop(), server.output()).toBe(0);
    data?.cleanup();
  });
  const running = () => {
    if (!server) throw new Error("the real PocketBase is not started yet");
    return server;
  };
  const args = () => ["--backend", running().url, "--email", FIXTURE_ADMIN.email];
  return {
    args,
    server: running,
    dataDir: () => running().dataDir,
    label: () => running().url,
    run: (cmd, env = {}) => runCli([...cmd, ...args()], { PBDECK_PASSWORD: FIXTURE_ADMIN.password, ...env }),
    async restart() {
      const dir = running().dataDir;
      expect(await running().stop(), running().output()).toBe(0);
      server = await startPocketBase("v0.18", dir);
    },
  };
}
