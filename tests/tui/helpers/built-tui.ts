/** The hooks of a test file that runs the built `pbdeck tui` in tmux, one terminal (and fixture copy) per test. */
import { existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, beforeAll } from "vitest";
import { binPath, copyFixture, repoRoot } from "../../helpers/pbdeck-process.ts";
import { openTerminal, type Terminal } from "./tmux-terminal.ts";

export interface BuiltTui {
  /** Opens `pbdeck tui ARGS` in a terminal (100×30 unless `size`), closed after the test. */
  tui(args: string[], env?: Record<string, string>, size?: { columns: number; rows: number }): Terminal;
  /** A copy of the fixture's pb_data for this test, removed after it. */
  fixture(): string;
}

/** Registers the hooks and returns the test's helpers. */
export function builtTui(): BuiltTui {
  let terminal: Terminal | undefined;
  let data: ReturnType<typeof copyFixture> | undefined;
  beforeAll(() => {
    if (!existsSync(join(repoRoot, "dist/cli/main.js"))) throw new Error("run npm run build:server first");
  });
  afterEach(() => {
    terminal?.close();
    terminal = undefined;
    data?.cleanup();
    data = undefined;
  });
  return {
    tui(args, env = {}, size) {
      terminal = openTerminal([process.execPath, binPath, "tui", ...args], {
        env: { PBDECK_CONFIG_DIR: join(tmpdir(), "pbdeck-tui-test-profiles"), ...env },
        ...size,
      });
      return terminal;
    },
    fixture() {
      data = copyFixture();
      return data.dir;
    },
  };
}
