/**
 * Starts a real PocketBase server (the official binary got by scripts/pocketbase-servers.sh) on a
 * pb_data directory for a test, on 127.0.0.1 and a free port.
 */
import { execFileSync, spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { type ChildServer, untilHealthy } from "./child-server.ts";
import { freePort, repoRoot } from "./pbdeck-process.ts";

/** The names scripts/pocketbase-versions.txt gives the servers. */
export type PocketBaseName = "v0.18" | "v0.22" | "newest";

export interface PocketBaseBinary {
  name: PocketBaseName;
  version: string;
  path: string;
}

export interface PocketBaseProcess extends ChildServer {
  version: string;
  dataDir: string;
}

interface VersionLine {
  name: string;
  version: string;
  source: string;
}

function versionLines(): VersionLine[] {
  const list = readFileSync(join(repoRoot, "scripts/pocketbase-versions.txt"), "utf8");
  return list
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith("#"))
    .map((line) => {
      const [name, version, source] = line.split(/\s+/);
      return { name, version, source };
    });
}

const cacheOf = (version: string) => join(repoRoot, ".cache/pocketbase", version);

/** Every server of scripts/pocketbase-versions.txt, in file order. */
export function pocketBaseBinaries(): PocketBaseBinary[] {
  return versionLines()
    .filter((line) => line.source !== "testdata")
    .map((line) => ({
      name: line.name as PocketBaseName,
      version: line.version,
      path: join(cacheOf(line.version), "pocketbase"),
    }));
}

/**
 * The pb_data PocketBase's own tests use at a version (a `testdata` line of the versions file).
 * @throws when it has not been fetched yet (the message says how)
 */
export function pocketBaseTestData(name: string): { version: string; dir: string } {
  const line = versionLines().find((entry) => entry.name === name && entry.source === "testdata");
  if (!line) throw new Error(`no test data named ${name} in scripts/pocketbase-versions.txt`);
  const dir = join(cacheOf(line.version), "testdata");
  if (!existsSync(join(dir, "data.db")))
    throw new Error(
      `PocketBase ${line.version}'s test data is missing: run scripts/pocketbase-servers.sh first`,
    );
  return { version: line.version, dir };
}

/**
 * The binary of one server.
 * @throws when it has not been fetched yet (the message says how)
 */
export function pocketBaseBinary(name: PocketBaseName): PocketBaseBinary {
  const found = pocketBaseBinaries().find((binary) => binary.name === name);
  if (!found) throw new Error(`no PocketBase named ${name} in scripts/pocketbase-versions.txt`);
  if (!existsSync(found.path))
    throw new Error(`PocketBase ${found.version} is missing: run scripts/pocketbase-servers.sh first`);
  return found;
}

/** Whether a version string is from the superusers generation (v0.23 and newer). */
export function hasSuperusers(version: string): boolean {
  const [major, minor] = version.split(".").map(Number);
  return major > 0 || minor >= 23;
}

/** Creates (or updates) a superuser of a v0.23+ pb_data with the server's own command. */
export function upsertSuperuser(
  binary: PocketBaseBinary,
  dataDir: string,
  email: string,
  password: string,
): void {
  execFileSync(binary.path, ["superuser", "upsert", email, password, "--dir", dataDir], { stdio: "pipe" });
}

/**
 * Spawns `pocketbase serve --dir DIR --http 127.0.0.1:PORT` and waits for /api/health.
 * The migrations and hooks folders point inside the data dir's parent, which tests create fresh.
 */
export async function startPocketBase(name: PocketBaseName, dataDir: string): Promise<PocketBaseProcess> {
  const binary = pocketBaseBinary(name);
  const port = await freePort();
  const root = dirname(dataDir);
  const child = spawn(
    binary.path,
    [
      "serve",
      `--http=127.0.0.1:${port}`,
      `--dir=${dataDir}`,
      `--migrationsDir=${join(root, "pb_migrations")}`,
      `--hooksDir=${join(root, "pb_hooks")}`,
      `--publicDir=${join(root, "pb_public")}`,
    ],
    { cwd: root, stdio: ["ignore", "pipe", "pipe"] },
  );
  const server = await untilHealthy(
    child,
    `http://127.0.0.1:${port}`,
    `PocketBase ${binary.version}`,
    30_000,
  );
  return { ...server, version: binary.version, dataDir };
}
