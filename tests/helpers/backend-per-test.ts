/** An embedded backend opened in-process on a fresh temp copy of the fixture for each test. */
import { afterEach, beforeEach } from "vitest";
import { closeBackend, openBackend } from "../../backend/app.ts";
import type { Backend } from "../../backend/context.ts";
import { copyFixture } from "./pbdeck-process.ts";

/**
 * Registers hooks that open a backend on a temp copy of the fixture before each test and close and
 * delete it after; read `backend` and `dataDir` inside the tests.
 */
export function backendPerTest(): { readonly backend: Backend; readonly dataDir: string } {
  let data: ReturnType<typeof copyFixture> | undefined;
  let opened: Backend | undefined;
  beforeEach(() => {
    data = copyFixture();
    opened = openBackend({ dataDir: data.dir });
  });
  afterEach(async () => {
    if (opened) await closeBackend(opened);
    data?.cleanup();
  });
  return {
    get backend() {
      if (!opened) throw new Error("the backend opens before each test");
      return opened;
    },
    get dataDir() {
      if (!data) throw new Error("the data dir is made before each test");
      return data.dir;
    },
  };
}
