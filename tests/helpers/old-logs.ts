/**
 * Keeps the fixture's request logs of 2023 for tests that read them: PocketBase v0.18 (and the
 * embedded backend) purge entries older than logs.maxDays (5 in the fixture) at the first logged
 * request after a start, so these tests raise the retention first.
 */

import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { adminToken } from "./fixture-tokens.ts";

/** A century: the purge's cutoff is long before 2023. */
export const KEEP_OLD_LOGS_DAYS = 36_500;

/** Raises logs.maxDays in the settings of a pb_data no server runs on yet; returns `dataDir`. */
export function keepOldLogs(dataDir: string): string {
  const db = new DatabaseSync(join(dataDir, "data.db"));
  try {
    const row = db.prepare("SELECT value FROM _params WHERE key = 'settings'").get() as { value: string };
    const settings = JSON.parse(row.value) as { logs: { maxDays: number } };
    settings.logs.maxDays = KEEP_OLD_LOGS_DAYS;
    db.prepare("UPDATE _params SET value = ? WHERE key = 'settings'").run(JSON.stringify(settings));
  } finally {
    db.close();
  }
  return dataDir;
}

/**
 * Raises logs.maxDays through the API of a running server, as its first logged request (the server
 * reads the retention after the request, so that first purge already keeps the old entries).
 * @throws when the server refuses the settings
 */
export async function keepOldLogsOf(apiUrl: string): Promise<void> {
  const res = await fetch(`${apiUrl}/api/settings`, {
    method: "PATCH",
    headers: { Authorization: adminToken, "Content-Type": "application/json" },
    body: JSON.stringify({ logs: { maxDays: KEEP_OLD_LOGS_DAYS } }),
  });
  if (!res.ok) throw new Error(`settings: ${res.status} ${await res.text()}`);
}
