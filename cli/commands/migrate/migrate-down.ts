/** @module `pbdeck migrate down [N]`: reverts the last N applied migrations of the folder (default 1). */
import { CliError } from "../../lib/cli-error.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";
import { askYesNo, canAsk } from "../../lib/prompt.ts";
import { out, outJson, say } from "../../lib/script/output.ts";
import { withMigrations } from "./migrations-session.ts";

export interface MigrateDownOptions extends TargetOptions {
  json?: boolean;
  yes?: boolean;
}

function parseCount(text: string | undefined): number {
  if (text === undefined) return 1;
  if (!/^[1-9]\d*$/.test(text))
    throw new CliError(`N must be a whole number of migrations, at least 1 (got "${text}")`);
  return Number(text);
}

/** Asks on a terminal unless --yes; refuses when it cannot ask. */
async function confirm(files: string[], opts: MigrateDownOptions): Promise<void> {
  if (opts.yes || files.length === 0) return;
  if (!canAsk()) {
    throw new CliError(
      "migrate down runs the down part of migrations and this is not a terminal: pass --yes",
    );
  }
  for (const file of files) say(`  ${file}`);
  if (!(await askYesNo(`Revert these ${files.length} migration(s)?`)))
    throw new CliError("migrate down cancelled");
}

/** Reverts newest first; prints `Reverted FILE` for each. */
export async function run([n]: string[], opts: MigrateDownOptions): Promise<void> {
  const count = parseCount(n);
  const reverted = await withMigrations("down", opts, async (session) => {
    await confirm(session.toRevert(count), opts);
    return session.down(count);
  });
  if (opts.json) return outJson({ reverted });
  if (reverted.length === 0) say("No migrations to revert.");
  for (const file of reverted) out(`Reverted ${file}`);
}
