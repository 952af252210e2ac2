/**
 * @module The restore swap as a list of steps over a journal (restore-journal.ts): forward (move the
 * previous pb_data aside, move the extracted backup in), commit (drop the previous data) and rollback
 * (put the previous data back). Every step is one rename, one flush or one journal write, so a crash
 * between two steps leaves a state the journal explains; rollback and commit are computed from the
 * journal and re-run safely after a crash of their own.
 */
import { existsSync, mkdirSync, readdirSync, renameSync, rmdirSync } from "node:fs";
import { basename, join } from "node:path";
import { fsyncPath, namesIn, removeDurably, removeDurablyInBackground } from "../../../lib/durable-fs.ts";
import { randomString } from "../../../lib/random.ts";
import { excludedTopLevel } from "../backup-archive.ts";
import {
  currentBootId,
  journalPath,
  processStart,
  type RestoreJournal,
  scratchOf,
  UnsafeDataDirError,
  writeJournal,
} from "./restore-journal.ts";

/**
 * One atomic step of a swap; `rename` says what it moves (tests replay lost renames with it);
 * `runInBackground`, where given, does the same as `run` without blocking the event loop.
 */
export interface SwapStep {
  label: string;
  run(): void;
  runInBackground?: () => Promise<void>;
  rename?: { from: string; to: string };
}

/** Top-level entries of a directory that a swap moves (all but backups/ and the scratch dir). */
function movable(dir: string): string[] {
  return readdirSync(dir)
    .filter((name) => !excludedTopLevel.has(name))
    .sort();
}

/**
 * The journal of a swap of pb_data's content for `incomingDir` (a directory inside the scratch dir).
 * @throws Error when either directory cannot be read.
 */
export function planSwap(dataDir: string, incomingDir: string): RestoreJournal {
  return {
    state: "swapping",
    aside: `old_pb_data_${randomString(8)}`,
    incoming: basename(incomingDir),
    oldEntries: movable(dataDir),
    newEntries: movable(incomingDir),
    pid: process.pid,
    bootId: currentBootId(),
    pidStart: processStart(process.pid),
  };
}

function move(from: string, to: string, label: string): SwapStep {
  return {
    label,
    rename: { from, to },
    run: () => {
      // a rename onto an existing file would replace it: stop rather than lose either
      if (existsSync(to)) throw new UnsafeDataDirError(`refusing to move ${from} over ${to}`);
      renameSync(from, to);
    },
  };
}

function flush(path: string, label: string): SwapStep {
  return { label, run: () => fsyncPath(path) };
}

/** The steps that move the previous pb_data aside and the extracted backup in, journal first. */
export function swapInSteps(dataDir: string, journal: RestoreJournal): SwapStep[] {
  const scratch = scratchOf(dataDir);
  const aside = join(scratch, journal.aside);
  const incoming = join(scratch, journal.incoming);
  return [
    { label: "write journal (swapping)", run: () => writeJournal(dataDir, journal) },
    {
      label: "create aside dir",
      run: () => {
        mkdirSync(aside);
        fsyncPath(scratch);
      },
    },
    ...journal.oldEntries.map((name) => move(join(dataDir, name), join(aside, name), `move ${name} aside`)),
    flush(dataDir, "flush pb_data"),
    flush(aside, "flush aside dir"),
    ...journal.newEntries.map((name) => move(join(incoming, name), join(dataDir, name), `move ${name} in`)),
    flush(dataDir, "flush pb_data"),
    flush(incoming, "flush incoming dir"),
  ];
}

/** The steps that end a swap whose new data is in place and opened: record it, then drop the previous data. */
export function commitSteps(dataDir: string, journal: RestoreJournal): SwapStep[] {
  return [
    {
      label: "write journal (committed)",
      run: () => writeJournal(dataDir, { ...journal, state: "committed" }),
    },
    ...finishSteps(dataDir, journal),
  ];
}

/** After a committed journal: remove the previous data and the emptied incoming dir, the journal last. */
function finishSteps(dataDir: string, journal: RestoreJournal): SwapStep[] {
  const scratch = scratchOf(dataDir);
  const removal = (label: string, path: string): SwapStep => ({
    label,
    run: () => removeDurably(path),
    runInBackground: () => removeDurablyInBackground(path),
  });
  return [
    removal("remove aside dir", join(scratch, journal.aside)),
    removal("remove incoming dir", join(scratch, journal.incoming)),
    removal("remove journal", journalPath(dataDir)),
  ];
}

/**
 * The steps that put the previous pb_data back, computed from the journal and what is in place now:
 * every pb_data entry but the previous ones still waiting to be moved aside came from the backup (moved
 * in, or made by opening it, like a `-wal` file) and goes back to the incoming dir; then the previous
 * entries come back from the aside dir. Nothing is deleted before the previous data is back in place.
 */
export function rollbackSteps(dataDir: string, journal: RestoreJournal): SwapStep[] {
  const scratch = scratchOf(dataDir);
  const aside = join(scratch, journal.aside);
  const incoming = join(scratch, journal.incoming);
  const asideNames = new Set(namesIn(aside));
  const notMovedYet = (name: string) => journal.oldEntries.includes(name) && !asideNames.has(name);
  const fromBackup = movable(dataDir).filter((name) => !notMovedYet(name));
  const steps: SwapStep[] = [];
  if (fromBackup.length > 0) {
    steps.push({ label: "create incoming dir", run: () => mkdirSync(incoming, { recursive: true }) });
    for (const name of fromBackup)
      steps.push(move(join(dataDir, name), join(incoming, name), `move ${name} out`));
    steps.push(flush(dataDir, "flush pb_data"), flush(incoming, "flush incoming dir"));
  }
  const back = journal.oldEntries.filter((name) => asideNames.has(name));
  for (const name of back) steps.push(move(join(aside, name), join(dataDir, name), `move ${name} back`));
  if (back.length > 0) steps.push(flush(dataDir, "flush pb_data"), flush(aside, "flush aside dir"));
  steps.push(
    {
      label: "remove aside dir",
      run: () => {
        // empty by now; rmdir (not rm -r) so nothing unexpected can be deleted
        if (existsSync(aside)) rmdirSync(aside);
        fsyncPath(scratch);
      },
    },
    { label: "remove incoming dir", run: () => removeDurably(incoming) },
    { label: "remove journal", run: () => removeDurably(journalPath(dataDir)) },
  );
  return steps;
}

/** The steps that a start runs for a journal left by a crash: finish a committed swap, undo any other. */
export function recoverySteps(dataDir: string, journal: RestoreJournal): SwapStep[] {
  return journal.state === "committed" ? finishSteps(dataDir, journal) : rollbackSteps(dataDir, journal);
}

/** Runs steps in order. */
export function runSteps(steps: SwapStep[]): void {
  for (const step of steps) step.run();
}

/** Runs steps in order, in the thread pool where a step can. */
export async function runStepsInBackground(steps: SwapStep[]): Promise<void> {
  for (const step of steps) await (step.runInBackground?.() ?? step.run());
}
