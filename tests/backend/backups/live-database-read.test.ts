/** A live WAL database held still by a read transaction: its file stays the snapshot while others write. */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { DatabaseSync } from "node:sqlite";
import { afterAll, expect, test } from "vitest";
import {
  holdLiveDatabase,
  readInChildProcess,
} from "../../../backend/services/backups/live-database-read.ts";

const root = mkdtempSync(join(tmpdir(), "pbdeck-held-"));
afterAll(() => rmSync(root, { recursive: true, force: true }));

function walDatabase(name: string, rows: number): { path: string; db: DatabaseSync } {
  const path = join(root, name);
  const db = new DatabaseSync(path);
  db.exec("PRAGMA journal_mode = WAL; CREATE TABLE t (id INTEGER PRIMARY KEY, body TEXT)");
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${rows})
    INSERT INTO t (body) SELECT hex(randomblob(100)) FROM n`);
  return { path, db };
}

async function readAll(path: string, bytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of readInChildProcess(path, bytes)) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const count = (path: string) => {
  const db = new DatabaseSync(path, { readOnly: true });
  try {
    return (db.prepare("SELECT count(*) AS n FROM t").get() as { n: number }).n;
  } finally {
    db.close();
  }
};

test("writes and checkpoints from another connection leave the held file as it was", async () => {
  const { path, db } = walDatabase("held.db", 5000);
  const held = holdLiveDatabase(path);
  expect(held).not.toBeNull();
  const before = await readAll(path, held?.bytes ?? 0);
  // enough new pages to need a checkpoint, then one asked for: neither may touch the held file
  db.exec(`WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < 20000)
    INSERT INTO t (body) SELECT hex(randomblob(100)) FROM n`);
  db.exec("PRAGMA wal_checkpoint(PASSIVE)");
  const after = await readAll(path, held?.bytes ?? 0);
  held?.release();
  expect(after.equals(before)).toBe(true);
  const copy = join(root, "copy.db");
  writeFileSync(copy, before);
  expect(count(copy)).toBe(5000);
  expect(count(path)).toBe(25_000);
  db.close();
});

test("a reader inside the WAL keeps the database from being held (the online backup is used then)", () => {
  const { path, db } = walDatabase("busy.db", 100);
  db.exec("INSERT INTO t (body) VALUES ('in the WAL')");
  const reader = new DatabaseSync(path);
  reader.exec("BEGIN");
  reader.prepare("SELECT count(*) FROM t").get();
  expect(holdLiveDatabase(path)).toBeNull();
  reader.exec("ROLLBACK");
  reader.close();
  const held = holdLiveDatabase(path);
  expect(held).not.toBeNull();
  held?.release();
  db.close();
});

test("a file of another length than the snapshot is an error", async () => {
  const { path, db } = walDatabase("short.db", 10);
  const held = holdLiveDatabase(path);
  const bytes = held?.bytes ?? 0;
  await expect(readAll(path, bytes + 4096)).rejects.toThrow(`gave ${bytes} of ${bytes + 4096} bytes`);
  held?.release();
  db.close();
});
