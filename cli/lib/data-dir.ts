/** @module The --dir option: make sure the pb_data directory exists and can be written. */
import { accessSync, constants, mkdirSync, statSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { CliError, describeErrorCode, errorCode, oneLine } from "./cli-error.ts";

/**
 * Resolves `dir`, creates it (and missing parents) and checks it is a writable directory.
 * Parents are created one level at a time: a recursive mkdir spins forever under /proc.
 * @throws CliError naming the problem (a file, not writable, cannot be created)
 */
export function prepareDataDir(dir: string): string {
  const absolute = resolve(dir);
  const missing: string[] = [];
  let existing = absolute;
  while (!exists(existing)) {
    missing.unshift(existing);
    const parent = dirname(existing);
    if (parent === existing) break;
    existing = parent;
  }
  if (!statSync(existing).isDirectory()) {
    throw new CliError(
      existing === absolute
        ? `--dir ${dir} is a file, not a directory`
        : `--dir ${dir} cannot be created: ${existing} is a file`,
    );
  }
  for (const level of missing) {
    try {
      mkdirSync(level);
    } catch (err) {
      const reason = describeErrorCode(errorCode(err)) ?? oneLine(err);
      throw new CliError(`--dir ${dir} cannot be created: ${reason}`);
    }
  }
  try {
    accessSync(absolute, constants.W_OK);
  } catch (err) {
    throw new CliError(`--dir ${dir} is not writable: ${describeErrorCode(errorCode(err)) ?? oneLine(err)}`);
  }
  return absolute;
}

function exists(path: string): boolean {
  try {
    statSync(path);
    return true;
  } catch {
    return false;
  }
}
