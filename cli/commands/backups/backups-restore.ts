/** @module `pbdeck backups restore NAME [--yes]`: replaces all data; asks on a terminal, needs --yes elsewhere. */
import { restoreBackup, waitForRestore } from "../../../shared/client/backups.ts";
import { CliError, oneLine } from "../../lib/cli-error.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { askYesNo, canAsk } from "../../lib/prompt.ts";
import { apiCall } from "../../lib/script/api-error.ts";
import { outJson, say } from "../../lib/script/output.ts";
import { withTarget } from "../../lib/script/with-target.ts";

/** Restores the backup and waits until the backend has swapped its data. */
export async function run(
  [name = ""]: string[],
  opts: TargetOptions & { yes?: boolean; json?: boolean },
): Promise<void> {
  await withTarget(opts, async (target) => {
    if (!opts.yes) {
      if (!canAsk()) throw new CliError("a restore replaces all data and this is not a terminal: pass --yes");
      if (!(await askYesNo(`Replace all data of ${target.label} with backup ${name}?`))) {
        throw new CliError("restore cancelled");
      }
    }
    const { pb } = target.client;
    await apiCall("restoring the backup", () => restoreBackup(pb, name));
    try {
      // a real PocketBase starts restoring about a second after answering: wait for that too
      await waitForRestore(pb);
    } catch (err) {
      throw new CliError(`the restore of ${name} did not finish: ${oneLine(err)}`);
    }
  });
  if (opts.json) return outJson({ key: name, restored: true });
  say(`Restored backup ${name}.`);
}
