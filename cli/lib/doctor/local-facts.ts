/** @module What `pbdeck doctor --dir` reads from pb_data itself: the size of logs.db and the token secrets the API hides. */
import { statSync } from "node:fs";
import { join } from "node:path";
import type { LocalFacts } from "../../../shared/doctor/types.ts";

function fileSize(path: string): number {
  try {
    return statSync(path).size;
  } catch {
    return 0;
  }
}

/** The token secrets of the settings row, or undefined when it is encrypted or unreadable. */
async function tokenSecrets(dataDir: string): Promise<Record<string, string> | undefined> {
  // loaded on demand: only --dir needs SQLite here
  const { DatabaseSync } = await import("node:sqlite");
  let db: InstanceType<typeof DatabaseSync> | undefined;
  try {
    db = new DatabaseSync(join(dataDir, "data.db"), { readOnly: true });
    const row = db.prepare("SELECT value FROM _params WHERE key = 'settings'").get() as
      | { value?: string }
      | undefined;
    const settings = JSON.parse(row?.value ?? "") as Record<string, { secret?: unknown }>;
    const secrets: Record<string, string> = {};
    for (const [key, value] of Object.entries(settings)) {
      if (key.endsWith("Token") && typeof value?.secret === "string") secrets[key] = value.secret;
    }
    return secrets;
  } catch {
    // an encrypted settings row (PB_ENCRYPTION_KEY) is not JSON: the secrets stay unknown
    return undefined;
  } finally {
    db?.close();
  }
}

/** Reads the local facts of a pb_data directory (missing files count as empty). */
export async function readLocalFacts(dataDir: string): Promise<LocalFacts> {
  const logsDbBytes = fileSize(join(dataDir, "logs.db")) + fileSize(join(dataDir, "logs.db-wal"));
  return { logsDbBytes, tokenSecrets: await tokenSecrets(dataDir) };
}
