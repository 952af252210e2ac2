/** @module The state one embedded backend instance works on; passed to every service and route. */
import type { DatabaseSync } from "node:sqlite";
import type { ReadThreads } from "./db/read-threads.ts";
import type { WriteGate } from "./db/write-gate.ts";
import type { CollectionRegistry } from "./services/collections/collection-registry.ts";
import type { RequestLogWriter } from "./services/logs/request-logs.ts";
import type { RealtimeHub } from "./services/realtime/realtime-hub.ts";
import type { Settings } from "./services/settings/settings-defaults.ts";
import type { FileStorage } from "./storage/file-storage.ts";

/** Where the JavaScript migrations live and whether collection changes write new ones. */
export interface MigrationsConfig {
  /** The pb_migrations folder (default: beside the data directory, as PocketBase has it). */
  readonly dir: string;
  /** PocketBase's automigrate: each collection change made through the API writes a migration. */
  readonly automigrate: boolean;
}

export interface Backend {
  /** The pb_data directory. */
  readonly dataDir: string;
  /** data.db: system tables and one table or view per collection (replaced when a backup is restored). */
  db: DatabaseSync;
  /** Read-only connections to data.db in worker threads, for record lists and counts (replaced with db). */
  readers: ReadThreads;
  /** logs.db: request logs (replaced when a backup is restored). */
  logsDb: DatabaseSync;
  /** Request log entries waiting to be written to logs.db together; await `flushed()` before reading the logs. */
  readonly requestLogs: RequestLogWriter;
  /** Collections read from `_collections`, kept in memory; reload after every change. */
  collections: CollectionRegistry;
  /** Current settings; replace through the settings service only. */
  settings: Settings;
  /** Key used to encrypt the settings row (PocketBase's --encryptionEnv), if any. */
  readonly encryptionKey: string | undefined;
  /** Record files (pb_data/storage, or S3 when enabled); follows the settings. */
  storage: FileStorage;
  /** True while a backup or restore runs in this process. */
  backupInProgress: boolean;
  /** Open realtime (SSE) clients and their subscriptions. */
  readonly realtime: RealtimeHub;
  /** Server writes to data.db and SQL console writes take turns here (db/write-gate.ts). */
  readonly writeGate: WriteGate;
  /** Called after the settings changed (saved through the API, or a restore), with the old ones. */
  readonly onSettingsChange: Array<(previous: Settings) => void>;
  /**
   * Closes both databases, runs `swap` (which may replace pb_data's files), then opens pb_data again
   * in place: databases, collections, settings, storage. Used by restore.
   * Await `readers.close()` and `requestLogs.close()` first: a thread's open connection would keep
   * the -wal file of its database.
   * @throws whatever `swap` or opening throws; the databases are then closed until the next reopen.
   */
  readonly reopen: (swap: () => void) => void;
  /** The migrations folder and the automigrate switch. */
  readonly migrations: MigrationsConfig;
  /** Extra work to run when the backend closes (timers, watchers). */
  readonly onClose: Array<() => void | Promise<void>>;
}
