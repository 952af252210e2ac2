/**
 * @module The restore journal: what a restore's swap moves where, written and flushed before its first
 * rename, so a start after a crash or power cut finishes or undoes the swap from facts, not guesses.
 * It lives in the scratch directory (never archived, never moved by a swap).
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { writeFileDurably } from "../../../lib/durable-fs.ts";

/** File name of the journal inside pb_data/.pb_temp_to_delete. */
export const journalName = "pb_restore_journal.json";

/** The scratch directory of a pb_data directory (shared with PocketBase). */
export function scratchOf(dataDir: string): string {
  return join(dataDir, ".pb_temp_to_delete");
}

/** One restore's swap, as recorded before it starts. */
export interface RestoreJournal {
  /** `swapping` until the new data is in place, flushed and opened; then `committed`. */
  state: "swapping" | "committed";
  /** Scratch directory (name inside the scratch dir) that receives the previous pb_data entries. */
  aside: string;
  /** Scratch directory (name inside the scratch dir) holding the extracted backup. */
  incoming: string;
  /** Top-level entries of the previous pb_data, moved into `aside`. */
  oldEntries: string[];
  /** Top-level entries of the extracted backup, moved into pb_data. */
  newEntries: string[];
  /** The restoring process, so another process opening the same pb_data leaves a live swap alone. */
  pid: number;
  /** The machine's boot id when known (Linux): a pid from an earlier boot is never alive. */
  bootId: string | null;
  /** The process's start time when known (Linux): a reused pid (a restarted container) has another. */
  pidStart?: string | null;
}

/** Thrown when pb_data cannot be opened safely: the text says what to do. */
export class UnsafeDataDirError extends Error {}

/** Path of the journal of `dataDir`. */
export function journalPath(dataDir: string): string {
  return join(scratchOf(dataDir), journalName);
}

/** Writes the journal and flushes it (and its directory entry) to the disk. */
export function writeJournal(dataDir: string, journal: RestoreJournal): void {
  writeFileDurably(journalPath(dataDir), `${JSON.stringify(journal, null, 2)}\n`);
}

function isJournal(value: unknown): value is RestoreJournal {
  const j = value as RestoreJournal;
  const names = (list: unknown) => Array.isArray(list) && list.every((name) => typeof name === "string");
  return (
    typeof j === "object" &&
    j !== null &&
    (j.state === "swapping" || j.state === "committed") &&
    typeof j.aside === "string" &&
    typeof j.incoming === "string" &&
    names(j.oldEntries) &&
    names(j.newEntries)
  );
}

/**
 * The journal of `dataDir`, or null when no restore is recorded.
 * @throws UnsafeDataDirError when it exists but cannot be read (it is written atomically, so only a damaged disk does this).
 */
export function readJournal(dataDir: string): RestoreJournal | null {
  const path = journalPath(dataDir);
  if (!existsSync(path)) return null;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(path, "utf8"));
  } catch {
    parsed = null;
  }
  if (!isJournal(parsed)) {
    throw new UnsafeDataDirError(
      `the restore journal ${path} is unreadable; the previous and the restored data are kept in ${scratchOf(dataDir)}: put the complete one back into pb_data by hand, remove the journal, then start again`,
    );
  }
  return parsed;
}

/** This machine's boot id, or null where the system does not expose one. */
export function currentBootId(): string | null {
  try {
    return readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
  } catch {
    return null;
  }
}

/** The fields of /proc/PID/stat after the command name (state first), or null where unknown. */
function procStat(pid: number): string[] | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // the command name may itself hold spaces and parentheses
    return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** When process `pid` started (clock ticks since boot, from /proc), or null where unknown. */
export function processStart(pid: number): string | null {
  return procStat(pid)?.[19] ?? null;
}

/** Whether `pid` has exited but not been reaped by its parent yet: it still answers kill(pid, 0). */
function isZombie(pid: number): boolean {
  const state = procStat(pid)?.[0];
  return state === "Z" || state === "X";
}

/** Whether the process that wrote the journal may still be running its swap. */
export function journalOwnerAlive(journal: RestoreJournal): boolean {
  if (journal.pid === process.pid) return false;
  const boot = currentBootId();
  if (boot !== null && journal.bootId !== null && boot !== journal.bootId) return false;
  try {
    process.kill(journal.pid, 0);
  } catch (err) {
    // EPERM: it exists, owned by someone else
    if ((err as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // a process killed a moment ago stays a zombie until its parent reaps it: it runs nothing
  if (isZombie(journal.pid)) return false;
  const started = processStart(journal.pid);
  return !(started !== null && journal.pidStart && started !== journal.pidStart);
}
