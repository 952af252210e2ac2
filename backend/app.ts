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
export async function startEmbeddedApi(dataDir: string): Promise<EmbeddedApi> {
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
  const backend = openBackend({ dataDir });
  const app = express();
  app.disable("x-powered-by");
  app.set("query parser", "simple");
  app.use("/api", createApiRouter(backend));
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
