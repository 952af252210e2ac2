/** @module `pbdeck migrate history`: the folder's migrations, applied (when) or pending. */
import type { TargetOptions } from "../../lib/connect-target.ts";
import { columns, out, outJson } from "../../lib/script/output.ts";
import { withMigrations } from "./migrations-session.ts";

export interface MigrateHistoryOptions extends TargetOptions {
  json?: boolean;
}

/** One line per migration file, by name: applied time (UTC) or `pending`, then the file. */
export async function run(_args: string[], opts: MigrateHistoryOptions): Promise<void> {
  const { dir, entries } = await withMigrations("history", opts, (session) => ({
    dir: session.dir,
    entries: session.history(),
  }));
  if (opts.json) return outJson({ dir, migrations: entries });
  if (entries.length === 0) return out(`No migrations in ${dir}.`);
  const rows = entries.map((e) => [
    e.applied ? e.applied.replace("T", " ").replace(/\.\d+Z$/, "Z") : "pending",
    e.inFolder ? e.file : `${e.file} (not in the folder)`,
  ]);
  for (const line of columns(rows)) out(line);
}
