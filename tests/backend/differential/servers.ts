/** Both servers of a differential group, each on its own fresh copy of the same base pb_data. */
import { cpSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fixtureDir, type PbdeckProcess, startPbdeck } from "../../helpers/pbdeck-process.ts";
import { type PocketBaseProcess, startPocketBase } from "../../helpers/pocketbase-server.ts";
import type { ServerUnderTest } from "./types.ts";

export interface ServerPair {
  pbdeck: ServerUnderTest;
  pocketbase: ServerUnderTest;
  /** When the servers started: dates from then on were made by the run. */
  since: Date;
  stop(): Promise<void>;
}

function copyOf(source: string): { dir: string; cleanup(): void } {
  const root = mkdtempSync(join(tmpdir(), "pbdeck-diff-"));
  const dir = join(root, "pb_data");
  cpSync(source, dir, { recursive: true });
  return { dir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/**
 * The fixture after one start of PocketBase v0.18.1: the fixture lacks two system migrations
 * (resave_views, copy_display_fields) that PocketBase applies on start and pbdeck does not
 * emulate (an accepted difference), so both servers start from the migrated data.
 */
export async function prepareBase(): Promise<{ dir: string; cleanup(): void }> {
  const base = copyOf(fixtureDir);
  const server = await startPocketBase("v0.18", base.dir);
  await server.stop();
  return base;
}

/** Starts pbdeck's embedded backend and PocketBase v0.18.1 side by side on two copies of `baseDir`. */
export async function startPair(baseDir: string): Promise<ServerPair> {
  const since = new Date(Date.now() - 1000);
  const copies = [copyOf(baseDir), copyOf(baseDir)];
  const settled = await Promise.allSettled([
    startPbdeck(copies[0].dir),
    startPocketBase("v0.18", copies[1].dir),
  ]);
  const [pbdeck, pocketbase] = settled;
  if (pbdeck.status === "rejected" || pocketbase.status === "rejected") {
    for (const started of settled) if (started.status === "fulfilled") await started.value.stop();
    for (const copy of copies) copy.cleanup();
    throw pbdeck.status === "rejected" ? pbdeck.reason : (pocketbase as PromiseRejectedResult).reason;
  }
  const processes: Array<PbdeckProcess | PocketBaseProcess> = [pbdeck.value, pocketbase.value];
  return {
    since,
    pbdeck: { label: "pbdeck", url: pbdeck.value.url, dataDir: copies[0].dir, vars: new Map() },
    pocketbase: { label: "pocketbase", url: pocketbase.value.url, dataDir: copies[1].dir, vars: new Map() },
    async stop() {
      await Promise.allSettled(processes.map((p) => p.stop()));
      for (const copy of copies) copy.cleanup();
    },
  };
}
