/** Plants (and heals) the problems `pbdeck doctor` looks for in a pb_data copy, before a server opens it. */
import { DatabaseSync } from "node:sqlite";

type Rules = Partial<
  Record<"listRule" | "viewRule" | "createRule" | "updateRule" | "deleteRule", string | null>
>;

function withDb<T>(dataDir: string, work: (db: DatabaseSync) => T): T {
  const db = new DatabaseSync(`${dataDir}/data.db`, { timeout: 30_000 });
  try {
    return work(db);
  } finally {
    db.close();
  }
}

/** Merges `patch` (one level deep per group) into the stored settings. */
export function patchSettings(dataDir: string, patch: Record<string, Record<string, unknown>>): void {
  withDb(dataDir, (db) => {
    const row = db.prepare("SELECT value FROM _params WHERE key = 'settings'").get() as { value: string };
    const settings = JSON.parse(row.value) as Record<string, Record<string, unknown>>;
    for (const [group, values] of Object.entries(patch)) settings[group] = { ...settings[group], ...values };
    db.prepare("UPDATE _params SET value = ? WHERE key = 'settings'").run(JSON.stringify(settings));
  });
}

/** Sets API rules of a collection. */
export function setRules(dataDir: string, collection: string, rules: Rules): void {
  withDb(dataDir, (db) => {
    for (const [rule, value] of Object.entries(rules)) {
      db.prepare(`UPDATE _collections SET "${rule}" = ? WHERE name = ?`).run(value, collection);
    }
  });
}

/** Drops every index of a collection (statement and SQLite index) and fills it with `count` bare records. */
export function growWithoutIndexes(dataDir: string, collection: string, count: number): void {
  withDb(dataDir, (db) => {
    const row = db.prepare("SELECT indexes FROM _collections WHERE name = ?").get(collection) as {
      indexes: string;
    };
    for (const sql of JSON.parse(row.indexes) as string[]) {
      const name = /INDEX\s+[`"]?([^`"\s]+)/i.exec(sql)?.[1];
      if (name) db.exec(`DROP INDEX IF EXISTS "${name}"`);
    }
    db.prepare("UPDATE _collections SET indexes = '[]' WHERE name = ?").run(collection);
    db.exec(`
      WITH RECURSIVE seq(n) AS (SELECT 0 UNION ALL SELECT n + 1 FROM seq WHERE n < ${count - 1})
      INSERT INTO "${collection}" (id, created, updated)
      SELECT printf('g%014d', n), strftime('%Y-%m-%d %H:%M:%fZ', 1672531200 + n, 'unixepoch'),
             strftime('%Y-%m-%d %H:%M:%fZ', 1672531200 + n, 'unixepoch')
      FROM seq`);
  });
}

/**
 * Heals every doctor finding of the fixture: locks its public write and auth rules, schedules
 * backups to `backupsS3` (an S3 config that passes its test) and turns SMTP on.
 */
export function healFixture(dataDir: string, backupsS3: Record<string, unknown>): void {
  setRules(dataDir, "demo2", { updateRule: null, deleteRule: null });
  setRules(dataDir, "demo4", { deleteRule: null });
  setRules(dataDir, "nologin", {
    listRule: null,
    viewRule: null,
    createRule: null,
    updateRule: null,
    deleteRule: null,
  });
  setRules(dataDir, "users", { createRule: null });
  patchSettings(dataDir, {
    backups: { cron: "0 0 * * *", cronMaxKeep: 7, s3: backupsS3 },
    smtp: { enabled: true },
  });
}
