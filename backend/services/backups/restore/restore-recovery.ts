/**
 * @module What a start does with pb_data/.pb_temp_to_delete: finish or undo a swap its journal
 * records (never guessing from which files exist), then empty it, unless it holds a previous pb_data
 * that no journal accounts for.
 */
import { statSync } from "node:fs";
import { join } from "node:path";
import { namesIn, removeDurably } from "../../../lib/durable-fs.ts";
import { journalOwnerAlive, readJournal, scratchOf, UnsafeDataDirError } from "./restore-journal.ts";
import { recoverySteps, runSteps } from "./restore-swap.ts";

// what an older pbdeck or PocketBase moves pb_data into during a restore, without a journal
const previousDataDir = /^(old|failed)_pb_data_/;

function holdsData(path: string): boolean {
  return statSync(path, { throwIfNoEntry: false })?.isDirectory() === true && namesIn(path).length > 0;
}

/**
 * Runs on every start before the databases open: rolls an interrupted restore forward (its journal
 * says committed) or back (any other state), then empties the scratch directory.
 * @throws UnsafeDataDirError when another live process is swapping pb_data, or when the scratch dir
 * holds a previous pb_data with no journal: it is kept, and the message says what to do.
 */
export function recoverInterruptedRestore(dataDir: string): void {
  const journal = readJournal(dataDir);
  if (journal) {
    if (journalOwnerAlive(journal)) {
      throw new UnsafeDataDirError(
        `pb_data is being restored by process ${journal.pid}; start again once it has finished`,
      );
    }
    runSteps(recoverySteps(dataDir, journal));
  }
  const scratch = scratchOf(dataDir);
  const unaccounted = namesIn(scratch).filter(
    (name) => previousDataDir.test(name) && holdsData(join(scratch, name)),
  );
  if (unaccounted.length > 0) {
    throw new UnsafeDataDirError(
      `${join(scratch, unaccounted[0])} holds data of a restore that was cut off without a journal (an older pbdeck or PocketBase); pbdeck will not guess which data is complete and keeps ${scratch} as it is: move the complete data back into pb_data (or delete that directory), then start again`,
    );
  }
  removeDurably(scratch);
}
