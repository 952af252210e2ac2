/**
 * @module Reads a live WAL database's file as one consistent snapshot without copying it first, so a
 * backup writes the database's bytes once (an online-backup snapshot cost about a `VACUUM INTO` before
 * the archive was even written; docs/benchmarks.md).
 *
 * How it stays consistent: a separate connection checkpoints the WAL completely and truncates it, then
 * opens a read transaction. If the WAL is still empty once that transaction holds its snapshot, the
 * snapshot is exactly the database file, and SQLite cannot copy WAL frames back into the file while the
 * transaction lasts (a checkpoint never moves pages past the oldest reader's snapshot). New writes keep
 * landing in the WAL meanwhile. When the checkpoint cannot complete (another process is busy), the caller
 * falls back to SQLite's online backup.
 *
 * Why a child process reads the file: POSIX record locks belong to the process, and closing any
 * descriptor of a file drops all of them, so opening and closing data.db here would silently release
 * the server connection's own SQLite locks on it (sqlite.org/howtocorrupt.html §2.2). `dd` reads it in
 * its own process, and this one only sees a pipe. The file cannot grow while it is held (writes go
 * to the WAL), so reading it to its end reads the snapshot.
 */
import { spawn } from "node:child_process";
import { statSync } from "node:fs";
import { DatabaseSync } from "node:sqlite";

/** A database held still by a read transaction; `release` ends it. */
export interface HeldDatabase {
  /** the snapshot's size in bytes: its page count times its page size */
  bytes: number;
  release(): void;
}

const fileSize = (path: string) => statSync(path, { throwIfNoEntry: false })?.size ?? 0;

/** Opens the read transaction; its size in bytes, or null (transaction possibly open) when not held still. */
function snapshotBytes(db: DatabaseSync, path: string): number | null {
  const mode = db.prepare("PRAGMA journal_mode").get() as { journal_mode: string };
  if (mode.journal_mode !== "wal") return null;
  const checkpoint = db.prepare("PRAGMA wal_checkpoint(TRUNCATE)").get() as { busy: number };
  if (checkpoint.busy !== 0) return null;
  db.exec("BEGIN");
  const pages = db.prepare("PRAGMA page_count").get() as { page_count: number };
  const size = db.prepare("PRAGMA page_size").get() as { page_size: number };
  const bytes = pages.page_count * size.page_size;
  // an empty WAL now means the snapshot just taken has no frames: it is the file itself
  if (fileSize(`${path}-wal`) !== 0 || fileSize(path) !== bytes) return null;
  return bytes;
}

/**
 * Holds the WAL database at `path` still, or null when it cannot be held right now (not in WAL mode,
 * the checkpoint was blocked, a write from another process slipped in). Never waits on a lock.
 */
export function holdLiveDatabase(path: string): HeldDatabase | null {
  let db: DatabaseSync;
  try {
    db = new DatabaseSync(path, { timeout: 0 });
  } catch {
    return null;
  }
  try {
    const bytes = snapshotBytes(db, path);
    if (bytes !== null)
      return {
        bytes,
        release() {
          db.exec("ROLLBACK");
          db.close();
        },
      };
  } catch {
    // busy or unreadable: the online backup copes with both
  }
  if (db.isTransaction) db.exec("ROLLBACK");
  db.close();
  return null;
}

/**
 * The file at `path`, which must be `bytes` long, read by `dd` in a child process (see above).
 * A failure to start shows on the first chunk, before the caller has written anything.
 * @throws Error when the child cannot start, fails, or gives another number of bytes
 */
export async function* readInChildProcess(path: string, bytes: number): AsyncGenerator<Buffer> {
  // 1 MiB blocks: `head -c` copies in 8 KiB ones and took about twice as long
  const child = spawn("dd", [`if=${path}`, "bs=1048576"], { stdio: ["ignore", "pipe", "pipe"] });
  const exited = new Promise<number | null>((resolve, reject) => {
    child.once("error", reject);
    child.once("close", resolve);
  });
  exited.catch(() => {}); // awaited below; an early return must not leave it unhandled
  let errors = "";
  child.stderr.on("data", (chunk: Buffer) => {
    errors += chunk.toString();
  });
  let read = 0;
  try {
    for await (const chunk of child.stdout) {
      read += (chunk as Buffer).length;
      yield chunk as Buffer;
    }
    const code = await exited;
    if (code !== 0 || read !== bytes)
      throw new Error(`reading ${path} gave ${read} of ${bytes} bytes (dd: ${code}) ${errors.trim()}`);
  } finally {
    if (child.exitCode === null && child.signalCode === null) child.kill();
  }
}
