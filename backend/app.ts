/** @module Opens a pb_data directory and assembles one embedded backend instance. */
import { mkdirSync } from "node:fs";
import { dirname, join } from "node:path";
import type { DatabaseSync } from "node:sqlite";
import type { Backend } from "./context.ts";
import { bootstrapDataDb, bootstrapLogsDb } from "./db/bootstrap.ts";
import { openDatabase } from "./db/connection.ts";
import { assertReadableDataDir } from "./db/data-generation.ts";
import { ReadThreads } from "./db/read-threads.ts";
import { WriteGate } from "./db/write-gate.ts";
import { holdPasswordPool } from "./lib/password-pool.ts";
import { startAutoBackups } from "./services/backups/backup-cron.ts";
import { recoverInterruptedRestore } from "./services/backups/restore/restore-recovery.ts";
import { CollectionRegistry } from "./services/collections/collection-registry.ts";
import { RequestLogWriter } from "./services/logs/request-logs.ts";
import type { MigrationsControl } from "./services/migrations/migrations.ts";
import { migrationsControl, runStartupMigrations } from "./services/migrations/migrations.ts";
import { RealtimeHub } from "./services/realtime/realtime-hub.ts";
import { startOrphanUploadSweeps } from "./services/records/record-orphan-uploads.ts";
import { loadSettings } from "./services/settings/settings.ts";
import type { Settings } from "./services/settings/settings-defaults.ts";
import { fileStorageFor, sameS3Config } from "./storage/storage-for-settings.ts";

export interface BackendOptions {
  /** The pb_data directory; created when missing. */
  dataDir: string;
  /** Key for the encrypted settings row (PocketBase's --encryptionEnv value). */
  encryptionKey?: string;
  /** The JavaScript migrations folder (default: `pb_migrations` beside `dataDir`, as PocketBase has it). */
  migrationsDir?: string;
  /** Whether the pending migrations run on open (default true; `pbdeck migrate` runs them itself). */
  applyMigrations?: boolean;
  /** Each collection change made through the API writes a migration (PocketBase's automigrate). */
  automigrate?: boolean;
}

/** The default migrations folder of a data directory: its sibling `pb_migrations`. */
export function defaultMigrationsDir(dataDir: string): string {
  return join(dirname(dataDir), "pb_migrations");
}

type DataParts = Pick<Backend, "db" | "readers" | "logsDb" | "collections" | "settings">;

/** Opens both databases of a pb_data directory and reads what is kept in memory. */
function openData(dataDir: string, encryptionKey: string | undefined): DataParts {
  const opened: DatabaseSync[] = [];
  try {
    const dataPath = join(dataDir, "data.db");
    const db = openDatabase(dataPath);
    opened.push(db);
    const logsDb = openDatabase(join(dataDir, "logs.db"));
    opened.push(logsDb);
    bootstrapDataDb(db);
    bootstrapLogsDb(logsDb);
    const settings = loadSettings(db, encryptionKey);
    // the threads start on the first list, after bootstrap has made the tables
    const readers = new ReadThreads(dataPath, db);
    return { db, readers, logsDb, collections: new CollectionRegistry(db), settings };
  } catch (err) {
    for (const db of opened) if (db.isOpen) db.close();
    throw err;
  }
}

/**
 * Opens (or initialises) a pb_data directory.
 * @throws NewerDataDirError when PocketBase v0.20 or newer wrote the directory (nothing is written then)
 * @throws Error when the directory cannot be created or its databases cannot be opened.
 */
export function openBackend(options: BackendOptions): Backend {
  const { dataDir } = options;
  // before anything is created in it: a newer PocketBase's directory is left exactly as it is
  assertReadableDataDir(dataDir);
  mkdirSync(dataDir, { recursive: true });
  // finishes or undoes a restore cut off by a crash, then empties the scratch dir
  recoverInterruptedRestore(dataDir);
  const data = openData(dataDir, options.encryptionKey);
  const backend: Backend = {
    dataDir,
    ...data,
    encryptionKey: options.encryptionKey,
    storage: fileStorageFor(join(dataDir, "storage"), data.settings.s3),
    backupInProgress: false,
    requestLogs: new RequestLogWriter(() => backend.logsDb, join(dataDir, "logs.db")),
    realtime: new RealtimeHub(),
    writeGate: new WriteGate(),
    onSettingsChange: [],
    reopen: (swap) => reopenData(backend, swap),
    migrations: {
      dir: options.migrationsDir ?? defaultMigrationsDir(dataDir),
      automigrate: options.automigrate === true,
    },
    onClose: [],
  };
  if (options.applyMigrations !== false) {
    try {
      runStartupMigrations(backend);
    } catch (err) {
      backend.db.close();
      backend.logsDb.close();
      throw err;
    }
  }
  // files follow the S3 settings
  backend.onSettingsChange.push((previous) => {
    if (!sameS3Config(previous.s3, backend.settings.s3)) {
      backend.storage = fileStorageFor(join(dataDir, "storage"), backend.settings.s3);
    }
  });
  startAutoBackups(backend);
  startOrphanUploadSweeps(backend);
  // open event streams end with the backend
  backend.onClose.push(() => backend.realtime.closeAll());
  // the password threads stop with the last open backend
  backend.onClose.push(holdPasswordPool());
  // the request log entries still waiting are written before logs.db closes
  backend.onClose.push(() => backend.requestLogs.close());
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
  await backend.readers.close();
  if (backend.db.isOpen) backend.db.close();
  if (backend.logsDb.isOpen) backend.logsDb.close();
}

/** How many admins exist (none means the console shows the installer). */
export function countAdmins(backend: Backend): number {
  const row = backend.db.prepare("SELECT count(*) AS n FROM _admins").get() as { n: number };
  return row.n;
}

/** The embedded API served on a loopback port for one command of the CLI (`--dir`). */
export interface EmbeddedApi {
  /** `http://127.0.0.1:PORT`. */
  url: string;
  /** An admin auth token of the first admin (oldest), or null when there is no admin yet. */
  firstAdmin: { token: string; email: string } | null;
  /** Stops the listener and closes the databases. */
  close(): Promise<void>;
}

/**
 * Opens `dataDir` and serves its API on 127.0.0.1 at a free port, signed in as the first admin:
 * whoever can read the pb_data directory can read everything in it anyway.
 * @throws Error when the directory cannot be opened or no port can be bound.
 */
export async function startEmbeddedApi(
  dataDir: string,
  options: { migrationsDir?: string } = {},
): Promise<EmbeddedApi> {
  // loaded here: opening a backend for `serve` needs neither
  const [
    { default: express },
    { createServer },
    { createApiRouter },
    { findAdminById },
    { createAdminToken },
  ] = await Promise.all([
    import("express"),
    import("node:http"),
    import("./http/api-router.ts"),
    import("./services/admins/admin-store.ts"),
    import("./services/common/tokens.ts"),
  ]);
  const backend = openBackend({ dataDir, migrationsDir: options.migrationsDir });
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  // only this process talks to it: no browser page (no Origin, no cross-site fetch), no other name
  app.use((req, res, next) => {
    const fromPage = req.headers.origin !== undefined || req.headers["sec-fetch-site"] !== undefined;
    if (fromPage || !/^127\.0\.0\.1:\d+$/.test(req.headers.host ?? "")) return void res.status(403).end();
    next();
  });
  app.use("/api", createApiRouter(backend, { origins: [] }));
  const server = createServer(app);
  try {
    await new Promise<void>((resolve, reject) => {
      server.once("error", reject);
      server.listen(0, "127.0.0.1", () => resolve());
    });
  } catch (err) {
    await closeBackend(backend);
    throw err;
  }
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const first = backend.db.prepare("SELECT id FROM _admins ORDER BY created, id LIMIT 1").get() as
    | { id: string }
    | undefined;
  const admin = first ? findAdminById(backend, first.id) : null;
  const firstAdmin = admin
    ? { token: await createAdminToken(backend, admin, "adminAuthToken"), email: admin.email }
    : null;
  return {
    url: `http://127.0.0.1:${port}`,
    firstAdmin,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      await closeBackend(backend);
    },
  };
}

/** `pbdeck migrate` on a data directory: its migrations without applying them on open. */
export interface MigrationsSession extends MigrationsControl {
  close(): Promise<void>;
}

/**
 * Opens `dataDir` for `pbdeck migrate` (pending migrations are not applied on open).
 * @throws Error when the directory cannot be opened.
 */
export function openMigrations(dataDir: string, migrationsDir?: string): MigrationsSession {
  const backend = openBackend({ dataDir, migrationsDir, applyMigrations: false });
  return { ...migrationsControl(backend), close: () => closeBackend(backend) };
}
