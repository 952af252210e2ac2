/**
 * The backends of the records console bench, each started on a fresh data directory holding the same
 * two base collections (title text, score number indexed, active bool, no index on `created`), filled
 * with one INSERT … SELECT each while its server was stopped: PocketBase 0.40.6 (its dashboard is the
 * yardstick), PocketBase v0.22.27 behind `pbdeck --backend`, and pbdeck's embedded backend.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { ADMIN_EMAIL, ADMIN_PASSWORD } from "../../e2e/helpers/console-app.ts";
import { fillRecords } from "../../helpers/fill-records.ts";
import { createFirstAdminOf } from "../../helpers/first-admin.ts";
import { startPbdeck, startPbdeckProxy } from "../../helpers/pbdeck-process.ts";
import { pocketBaseBinary, startPocketBase, upsertSuperuser } from "../../helpers/pocketbase-server.ts";

/** A collection of the bench: its name and how many records it gets. */
export interface BenchCollection {
  name: string;
  total: number;
}

/** One backend, running, with the console (and on the newest, the dashboard) in front of it. */
export interface RecordsBackend {
  /** What the console talks to, for the report: "PocketBase 0.40.6", "PocketBase 0.22.27", "the embedded backend". */
  name: string;
  /** pbdeck's console, ending with `/_/`. */
  consoleBase: string;
  /** The server's own dashboard, ending with `/_/` (the newest PocketBase only). */
  dashboardBase?: string;
  /** Collection name → id on this backend. */
  ids: Record<string, string>;
  /** How many field rows the console's collection editor shows for these collections once open. */
  editorFields: number;
  dataDir: string;
  /** Milliseconds the INSERT … SELECT of every collection took. */
  fillMs: number;
  stop(): Promise<void>;
}

interface Running {
  url: string;
  stop(): Promise<unknown>;
}

const json = { "content-type": "application/json" };

async function signedIn(url: string, path: string): Promise<string> {
  const res = await fetch(`${url}${path}`, {
    method: "POST",
    headers: json,
    body: JSON.stringify({ identity: ADMIN_EMAIL, password: ADMIN_PASSWORD }),
  });
  if (res.status !== 200) throw new Error(`sign-in at ${url}${path} answered ${res.status}`);
  return ((await res.json()) as { token: string }).token;
}

/** Creates a base collection; v0.23+ gets autodate created/updated as its dashboard adds them, older a `schema`. */
async function createCollection(url: string, token: string, name: string, newest: boolean): Promise<string> {
  const data = [
    { name: "title", type: "text" },
    { name: "score", type: "number" },
    { name: "active", type: "bool" },
  ];
  const res = await fetch(`${url}/api/collections`, {
    method: "POST",
    headers: { ...json, Authorization: token },
    body: JSON.stringify({
      name,
      type: "base",
      ...(newest
        ? {
            fields: [
              ...data,
              { name: "created", type: "autodate", onCreate: true, onUpdate: false },
              { name: "updated", type: "autodate", onCreate: true, onUpdate: true },
            ],
          }
        : { schema: data }),
      // neither generation indexes `created` by itself (checked on 0.40.6, v0.22.27 and the embedded backend)
      indexes: [`CREATE INDEX idx_${name}_score ON ${name} (score)`],
    }),
  });
  if (res.status !== 200) throw new Error(`creating ${name} answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}

/**
 * Creates the collections on a running server (`start`), stops it, fills them with the server stopped
 * (no server holds a write lock or a cached count meanwhile), and starts it again.
 */
async function withCollections(
  dataDir: string,
  collections: BenchCollection[],
  start: () => Promise<Running>,
  signInPath: string,
  newest: boolean,
): Promise<{ server: Running; ids: Record<string, string>; fillMs: number }> {
  const setup = await start();
  const ids: Record<string, string> = {};
  try {
    const token = await signedIn(setup.url, signInPath);
    for (const c of collections) ids[c.name] = await createCollection(setup.url, token, c.name, newest);
  } finally {
    await setup.stop();
  }
  const fillStart = performance.now();
  for (const c of collections) fillRecords(dataDir, c.name, c.total);
  const fillMs = performance.now() - fillStart;
  return { server: await start(), ids, fillMs };
}

function freshDataDir(): { dataDir: string; remove(): void } {
  const root = mkdtempSync(join(tmpdir(), "pbdeck-records-bench-"));
  return { dataDir: join(root, "pb_data"), remove: () => rmSync(root, { recursive: true, force: true }) };
}

/** A real PocketBase with `pbdeck --backend` in front of it; stopping stops both and removes the data. */
async function behindPbdeck(
  server: Running,
  made: { version: string; ids: Record<string, string>; dataDir: string; fillMs: number; remove(): void },
): Promise<Omit<RecordsBackend, "editorFields">> {
  const proxy = await startPbdeckProxy(server.url);
  return {
    name: `PocketBase ${made.version}`,
    consoleBase: `${proxy.url}/_/`,
    ids: made.ids,
    dataDir: made.dataDir,
    fillMs: made.fillMs,
    async stop() {
      await proxy.stop();
      await server.stop();
      made.remove();
    },
  };
}

/** The newest PocketBase: its dashboard at its own `/_/`, the console through `pbdeck --backend`. */
export async function startNewestBackend(collections: BenchCollection[]): Promise<RecordsBackend> {
  const { dataDir, remove } = freshDataDir();
  const binary = pocketBaseBinary("newest");
  upsertSuperuser(binary, dataDir, ADMIN_EMAIL, ADMIN_PASSWORD);
  const { server, ids, fillMs } = await withCollections(
    dataDir,
    collections,
    () => startPocketBase("newest", dataDir),
    "/api/collections/_superusers/auth-with-password",
    true,
  );
  const backend = await behindPbdeck(server, { version: binary.version, ids, dataDir, fillMs, remove });
  // id, title, score, active, created, updated
  return { ...backend, dashboardBase: `${server.url}/_/`, editorFields: 6 };
}

/** PocketBase v0.22 (the last before v0.23's rewrite) behind `pbdeck --backend`; its admin made by its own command. */
export async function startV022Backend(collections: BenchCollection[]): Promise<RecordsBackend> {
  const { dataDir, remove } = freshDataDir();
  const binary = pocketBaseBinary("v0.22");
  execFileSync(binary.path, ["migrate", "up", "--dir", dataDir], { stdio: "pipe" });
  execFileSync(binary.path, ["admin", "create", ADMIN_EMAIL, ADMIN_PASSWORD, "--dir", dataDir], {
    stdio: "pipe",
  });
  const { server, ids, fillMs } = await withCollections(
    dataDir,
    collections,
    () => startPocketBase("v0.22", dataDir),
    "/api/admins/auth-with-password",
    false,
  );
  const backend = await behindPbdeck(server, { version: binary.version, ids, dataDir, fillMs, remove });
  // title, score, active (the system fields are not field rows before v0.23)
  return { ...backend, editorFields: 3 };
}

/** pbdeck serving its own data directory; the first admin made with the installer token it prints. */
export async function startEmbeddedBackend(collections: BenchCollection[]): Promise<RecordsBackend> {
  const { dataDir, remove } = freshDataDir();
  let first = true;
  const { server, ids, fillMs } = await withCollections(
    dataDir,
    collections,
    async () => {
      const pbdeck = await startPbdeck(dataDir);
      if (first) await createFirstAdminOf(pbdeck, { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
      first = false;
      return pbdeck;
    },
    "/api/admins/auth-with-password",
    false,
  );
  return {
    name: "the embedded backend",
    consoleBase: `${server.url}/_/`,
    ids,
    editorFields: 3,
    dataDir,
    fillMs,
    async stop() {
      await server.stop();
      remove();
    },
  };
}

/** The newest record's title, the newest one `title LIKE %like%` keeps, and how many it keeps. */
export function recordsFacts(
  dataDir: string,
  table: string,
  like: string,
): { newestTitle: string; filteredTitle: string; filtered: number } {
  const db = new DatabaseSync(join(dataDir, "data.db"), { readOnly: true });
  try {
    const newestRow = db.prepare(`SELECT title FROM ${table} ORDER BY rowid DESC LIMIT 1`).get();
    const match = db
      .prepare(`SELECT title FROM ${table} WHERE title LIKE ? ORDER BY rowid DESC LIMIT 1`)
      .get(`%${like}%`);
    const count = db.prepare(`SELECT count(*) AS n FROM ${table} WHERE title LIKE ?`).get(`%${like}%`);
    return {
      newestTitle: String(newestRow?.title),
      filteredTitle: String(match?.title),
      filtered: Number(count?.n),
    };
  } finally {
    db.close();
  }
}
