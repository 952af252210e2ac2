/** One pbdeck process per test suite: started before it, stopped after it with a clean exit expected. */
import { afterAll, beforeAll, expect } from "vitest";
import { copyFixture, emptyDataDir, type PbdeckProcess, startPbdeck } from "./pbdeck-process.ts";

export interface SuiteServer {
  /** `http://127.0.0.1:PORT` */
  readonly url: string;
  /** The temp pb_data the server works on. */
  readonly dataDir: string;
  /** Everything the process printed so far. */
  output(): string;
  /** The running process (for signals and restarts). */
  readonly process: PbdeckProcess;
}

/**
 * Registers beforeAll/afterAll hooks that run pbdeck on a temp copy of the fixture (or an empty
 * directory, changed first by `prepare`) for the enclosing suite; the returned handle is usable inside tests.
 */
export function serverForSuite(
  options: {
    empty?: boolean;
    args?: string[];
    env?: Record<string, string>;
    prepare?: (dataDir: string) => void;
  } = {},
): SuiteServer {
  let data: { dir: string; cleanup(): void } | undefined;
  let running: PbdeckProcess | undefined;
  beforeAll(async () => {
    data = options.empty ? emptyDataDir() : copyFixture();
    // changes to pb_data made before the server opens it
    options.prepare?.(data.dir);
    running = await startPbdeck(data.dir, options.args, options.env);
  });
  afterAll(async () => {
    if (running) {
      const code = await running.stop();
      expect(code, running.output()).toBe(0);
    }
    data?.cleanup();
  });
  const started = (): PbdeckProcess => {
    if (!running) throw new Error("the suite's server is not started yet");
    return running;
  };
  return {
    get url() {
      return started().url;
    },
    get dataDir() {
      return started().dataDir;
    },
    output: () => started().output(),
    get process() {
      return started();
    },
  };
}
