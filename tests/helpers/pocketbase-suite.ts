/** One real PocketBase v0.18.1 process per test suite, on a temp copy of the fixture (or an empty pb_data). */
import { afterAll, beforeAll, expect } from "vitest";
import { copyFixture, emptyDataDir } from "./pbdeck-process.ts";
import { type PocketBaseProcess, startPocketBase } from "./pocketbase-server.ts";

/**
 * Registers beforeAll/afterAll hooks that run the real server for the enclosing suite; the returned
 * function gives the running process inside tests.
 */
export function pocketBaseForSuite(options: { empty?: boolean } = {}): () => PocketBaseProcess {
  let data: { dir: string; cleanup(): void } | undefined;
  let server: PocketBaseProcess | undefined;
  beforeAll(async () => {
    data = options.empty ? emptyDataDir() : copyFixture();
    server = await startPocketBase("v0.18", data.dir);
  });
  afterAll(async () => {
    // PocketBase stops gracefully on SIGTERM with exit code 0
    if (server) expect(await server.stop(), server.output()).toBe(0);
    data?.cleanup();
  });
  return () => {
    if (!server) throw new Error("the suite's PocketBase is not started yet");
    return server;
  };
}
