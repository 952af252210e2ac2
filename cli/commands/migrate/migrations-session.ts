/** @module `pbdeck migrate up | down | history` work on a pb_data directory itself: opening it, and refusing a remote backend. */
import { existsSync } from "node:fs";
import { resolve } from "node:path";
import type { MigrationsSession } from "../../../backend/app.ts";
import { CliError, oneLine } from "../../lib/cli-error.ts";
import type { TargetOptions } from "../../lib/connect-target.ts";

/**
 * Opens --dir (default ./pb_data) for `migrate <action>` without applying its migrations, runs
 * `work`, closes.
 * @throws CliError for --backend/--profile, a missing directory, or a migration that fails
 */
export async function withMigrations<T>(
  action: string,
  options: TargetOptions,
  work: (session: MigrationsSession) => T | Promise<T>,
): Promise<T> {
  if (options.backend !== undefined || options.profile !== undefined) {
    throw new CliError(
      `migrate ${action} works on --dir only: a remote PocketBase applies its own migrations (pocketbase migrate ${action})`,
    );
  }
  const dir = options.dir ?? "./pb_data";
  if (!existsSync(resolve(dir))) throw new CliError(`--dir ${dir} does not exist`);
  // loaded on demand: it pulls in SQLite and the whole backend
  const { openMigrations } = await import("../../../backend/app.ts");
  let session: MigrationsSession;
  try {
    session = openMigrations(
      resolve(dir),
      options.migrations === undefined ? undefined : resolve(options.migrations),
    );
  } catch (err) {
    throw new CliError(`cannot open --dir ${dir}: ${oneLine(err)}`);
  }
  try {
    return await work(session);
  } catch (err) {
    if (err instanceof CliError) throw err;
    throw new CliError(oneLine(err));
  } finally {
    await session.close();
  }
}
