/** @module Opens a pb_data directory and assembles one embedded backend instance. */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { Backend } from "./context.ts";
import { bootstrapDataDb, bootstrapLogsDb } from "./db/bootstrap.ts";
import { openDatabase } from "./db/connection.ts";
import { CollectionRegistry } from "./services/collections/collection-registry.ts";
import { RealtimeHub } from "./services/realtime/realtime-hub.ts";
import { loadSettings } from "./services/settings/settings.ts";
import { LocalStorage } from "./storage/local-storage.ts";

export interface BackendOptions {
  /** The pb_data directory; created when missing. */
  dataDir: string;
  /** Key for the encrypted settings row (PocketBase's --encryptionEnv value). */
  encryptionKey?: string;
}

/**
 * Opens (or initialises) a pb_data directory.
 * @throws Error when the directory cannot be created or its databases cannot be opened.
 */
export function openBackend(options: BackendOptions): Backend {
  const { dataDir } = options;
  mkdirSync(dataDir, { recursive: true });
  rmSync(join(dataDir, ".pb_temp_to_delete"), { recursive: true, force: true });
  const db = openDatabase(join(dataDir, "data.db"));
  const logsDb = openDatabase(join(dataDir, "logs.db"));
  bootstrapDataDb(db);
  bootstrapLogsDb(logsDb);
  const settings = loadSettings(db, options.encryptionKey);
  const backend: Backend = {
    dataDir,
    db,
    logsDb,
    collections: new CollectionRegistry(db),
    settings,
    encryptionKey: options.encryptionKey,
    storage: new LocalStorage(join(dataDir, "storage")),
    backupInProgress: false,
    realtime: new RealtimeHub(),
    onClose: [],
  };
  // open event streams end with the backend
  backend.onClose.push(() => backend.realtime.closeAll());
  return backend;
}

/** Runs the close hooks and closes both databases. */
export async function closeBackend(backend: Backend): Promise<void> {
  for (const hook of backend.onClose) await hook();
  backend.db.close();
  backend.logsDb.close();
}

/** How many admins exist (none means the console shows the installer). */
export function countAdmins(backend: Backend): number {
  const row = backend.db.prepare("SELECT count(*) AS n FROM _admins").get() as { n: number };
  return row.n;
}
