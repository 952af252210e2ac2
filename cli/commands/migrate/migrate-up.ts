/** @module `pbdeck migrate up`: applies the pending migrations of the folder to --dir. */
import type { TargetOptions } from "../../lib/connect-target.ts";
import { out, outJson } from "../../lib/script/output.ts";
import { withMigrations } from "./migrations-session.ts";

export interface MigrateUpOptions extends TargetOptions {
  json?: boolean;
}

/** Applies pending migrations in file-name order; prints `Applied FILE` for each. */
export async function run(_args: string[], opts: MigrateUpOptions): Promise<void> {
  const applied = await withMigrations("up", opts, (session) => session.up());
  if (opts.json) return outJson({ applied });
  if (applied.length === 0) out("No new migrations to apply.");
  for (const file of applied) out(`Applied ${file}`);
}
