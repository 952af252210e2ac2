/** @module Where the JavaScript migrations of a command live: --migrations, or `pb_migrations` beside the pb_data directory. */
import { dirname, join, resolve } from "node:path";

/**
 * The migrations folder: `--migrations` when given, else `pb_migrations` beside `--dir` (as
 * PocketBase has it), else `./pb_migrations` (a remote backend has no folder here).
 */
export function migrationsDirFor(options: {
  dir?: string;
  migrations?: string;
  backend?: string;
  profile?: string;
}): string {
  if (options.migrations !== undefined) return resolve(options.migrations);
  if (options.backend === undefined && options.profile === undefined) {
    return join(dirname(resolve(options.dir ?? "./pb_data")), "pb_migrations");
  }
  return resolve("pb_migrations");
}
