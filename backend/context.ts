/** @module The state one embedded backend instance works on; passed to every service and route. */
import type { DatabaseSync } from "node:sqlite";
import type { CollectionRegistry } from "./services/collections/collection-registry.ts";
import type { RealtimeHub } from "./services/realtime/realtime-hub.ts";
import type { Settings } from "./services/settings/settings-defaults.ts";
import type { FileStorage } from "./storage/file-storage.ts";

export interface Backend {
  /** The pb_data directory. */
  readonly dataDir: string;
  /** data.db: system tables and one table or view per collection. */
  readonly db: DatabaseSync;
  /** logs.db: request logs. */
  readonly logsDb: DatabaseSync;
  /** Collections read from `_collections`, kept in memory; reload after every change. */
  readonly collections: CollectionRegistry;
  /** Current settings; replace through the settings service only. */
  settings: Settings;
  /** Key used to encrypt the settings row (PocketBase's --encryptionEnv), if any. */
  readonly encryptionKey: string | undefined;
  /** Record files (pb_data/storage, or S3 when enabled). */
  readonly storage: FileStorage;
  /** True while a backup or restore runs in this process. */
  backupInProgress: boolean;
  /** Open realtime (SSE) clients and their subscriptions. */
  readonly realtime: RealtimeHub;
  /** Extra work to run when the backend closes (timers, watchers). */
  readonly onClose: Array<() => void | Promise<void>>;
}
