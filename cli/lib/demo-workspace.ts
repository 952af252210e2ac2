/** @module The throw-away data directory of `pbdeck --demo`. */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface DemoWorkspace {
  /** A fresh, empty pb_data directory. */
  dataDir: string;
  /** Deletes the whole workspace. */
  remove(): void;
}

/** Creates a fresh temp directory holding an empty pb_data. */
export function createDemoWorkspace(): DemoWorkspace {
  const root = mkdtempSync(join(tmpdir(), "pbdeck-demo-"));
  return {
    dataDir: join(root, "pb_data"),
    remove: () => rmSync(root, { recursive: true, force: true }),
  };
}
