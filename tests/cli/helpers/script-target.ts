/**
 * The two ways a script command reaches a backend in the tests: `--dir` on a temp copy of the
 * fixture (embedded, in the command's process) and `--backend` to a second pbdeck process on its
 * own copy, signed in as the fixture's admin with PBDECK_PASSWORD.
 */
import { afterAll, beforeAll, expect } from "vitest";
import { copyFixture, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
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

/** Registers beforeAll/afterAll hooks preparing a fresh target of `mode` for the enclosing suite. */
export function scriptTarget(mode: TargetMode): ScriptTarget {
  let data: { dir: string; cleanup(): void } | undefined;
  let server: PbdeckProcess | undefined;
  beforeAll(async () => {
    data = copyFixture();
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
