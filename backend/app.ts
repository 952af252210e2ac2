/** @module Opens a pb_data directory and assembles one embedded backend instance. */
import { mkdirSync, rmSync } from "node:fs";
import { join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Backend } from "./context.ts";
import { bootstrapDataDb, bootstrapLogsDb } from "./db/bootstrap.ts";
import { openDatabase } from "./db/connection.ts";
import { startAutoBackups } from "./services/backups/backup-cron.ts";
import { recoverInterruptedRestore } from "./services/backups/backup-restore.ts";
import { CollectionRegistry } from "./services/collections/collection-registry.ts";
import { RealtimeHub } from "./services/realtime/realtime-hub.ts";
import { loadSettings } from "./services/settings/settings.ts";
import type { Settings } from "./services/settings/settings-defaults.ts";
import { fileStorageFor, sameS3Config } from "./storage/storage-for-settings.ts";

export interface BackendOptions {
  /** The pb_data directory; created when missing. */
  dataDir: string;
  /** Key for the encrypted settings row (PocketBase's --encryptionEnv value). */
  encryptionKey?: string;
}

type DataParts = Pick<Backend, "db" | "logsDb" | "collections" | "settings">;

/** Opens both databases of a pb_data directory and reads what is kept in memory. */
function openData(dataDir: string, encryptionKey: string | undefined): DataParts {
  const opened: DatabaseSync[] = [];
  try {
    const db = openDatabase(join(dataDir, "data.db"));
    opened.push(db);
    const logsDb = openDatabase(join(dataDir, "logs.db"));
    opened.push(logsDb);
    bootstrapDataDb(db);
    bootstrapLogsDb(logsDb);
    const settings = loadSettings(db, encryptionKey);
    return { db, logsDb, collections: new CollectionRegistry(db), settings };
  } catch (err) {
    for (const db of opened) if (db.isOpen) db.close();
    throw err;
  }
}

/**
 * Opens (or initialises) a pb_data directory.
 * @throws Error when the directory cannot be created or its databases cannot be opened.
 */
export function openBackend(options: BackendOptions): Backend {
  const { dataDir } = options;
  mkdirSync(dataDir, { recursive: true });
  recoverInterruptedRestore(dataDir);
  rmSync(join(dataDir, ".pb_temp_to_delete"), { recursive: true, force: true });
  const data = openData(dataDir, options.encryptionKey);
  const backend: Backend = {
    dataDir,
    ...data,
    encryptionKey: options.encryptionKey,
    storage: fileStorageFor(join(dataDir, "storage"), data.settings.s3),
    backupInProgress: false,
    realtime: new RealtimeHub(),
    onSettingsChange: [],
    reopen: (swap) => reopenData(backend, swap),
    onClose: [],
  };
  // files follow the S3 settings
  backend.onSettingsChange.push((previous) => {
    if (!sameS3Config(previous.s3, backend.settings.s3)) {
      backend.storage = fileStorageFor(join(dataDir, "storage"), backend.settings.s3);
    }
  });
  startAutoBackups(backend);
  // open event streams end with the backend
  backend.onClose.push(() => backend.realtime.closeAll());
  return backend;
}

function reopenData(backend: Backend, swap: () => void): void {
  const previous: Settings = backend.settings;
  if (backend.db.isOpen) backend.db.close();
  if (backend.logsDb.isOpen) backend.logsDb.close();
  swap();
  Object.assign(backend, openData(backend.dataDir, backend.encryptionKey));
  for (const listener of backend.onSettingsChange) listener(previous);
}

/** Runs the close hooks and closes both databases. */
export async function closeBackend(backend: Backend): Promise<void> {
  for (const hook of backend.onClose) await hook();
  if (backend.db.isOpen) backend.db.close();
  if (backend.logsDb.isOpen) backend.logsDb.close();
}

/** How many admins exist (none means the console shows the installer). */
export function countAdmins(backend: Backend): number {
  const row = backend.db.prepare("SELECT count(*) AS n FROM _admins").get() as { n: number };
  return row.n;
}
