/** Builds the pb_data states of a restore swap for the crash tests: an old and a new pb_data, and snapshots of them. */
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join, relative } from "node:path";
import { DatabaseSync } from "node:sqlite";

/** Every file under `dir` but the backups and the scratch dir: relative path → sha256. */
export function snapshot(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const rel = relative(dir, join(entry.parentPath, entry.name)).split("\\").join("/");
    if (/^(backups|\.pb_temp_to_delete)\//.test(rel)) continue;
    out[rel] = createHash("sha256")
      .update(readFileSync(join(entry.parentPath, entry.name)))
      .digest("hex");
  }
  return out;
}

/** Writes a small pb_data: both databases (real SQLite, marked with `side`) and the given files. */
function writePbData(dir: string, side: string, files: Record<string, string>): void {
  mkdirSync(dir, { recursive: true });
  for (const name of ["data.db", "logs.db"]) {
    const db = new DatabaseSync(join(dir, name));
    db.exec(`CREATE TABLE side_marker (side TEXT); INSERT INTO side_marker VALUES ('${side}')`);
    db.close();
  }
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), text);
  }
}

/**
 * Templates of a previous pb_data and of an extracted backup that differs from it everywhere: the
 * databases, storage files dropped and added, and a top-level entry on each side only.
 */
export function buildTemplates(): { root: string; oldDir: string; newDir: string; cleanup(): void } {
  // in memory where the system has it: the states are about which rename happened, not about the disk
  const base = existsSync("/dev/shm") ? "/dev/shm" : tmpdir();
  const root = mkdtempSync(join(base, "pbdeck-restore-states-"));
  const oldDir = join(root, "old");
  const newDir = join(root, "new");
  writePbData(oldDir, "old", {
    ".gitignore": "*.db-shm\n",
    "storage/c1/r1/kept_abc.txt": "kept, previous version\n",
    "storage/c1/r1/kept_abc.txt.attrs": "{}",
    "storage/c2/r2/dropped_def.txt": "only in the previous data\n",
  });
  writePbData(newDir, "new", {
    "types.d.ts": "// only in the backup\n",
    "storage/c1/r1/kept_abc.txt": "kept, restored version\n",
    "storage/c1/r1/kept_abc.txt.attrs": "{}",
    "storage/c3/r3/added_ghi.txt": "only in the backup\n",
  });
  return { root, oldDir, newDir, cleanup: () => rmSync(root, { recursive: true, force: true }) };
}

/** A fresh pb_data copied from `oldDir`, with `newDir` extracted into its scratch dir as `pb_restore_test`. */
export function prepareState(
  templates: { root: string; oldDir: string; newDir: string },
  name: string,
): { dataDir: string; incoming: string } {
  const dataDir = join(templates.root, "states", name, "pb_data");
  const incoming = join(dataDir, ".pb_temp_to_delete", "pb_restore_test");
  cpSync(templates.oldDir, dataDir, { recursive: true });
  cpSync(templates.newDir, incoming, { recursive: true });
  return { dataDir, incoming };
}
