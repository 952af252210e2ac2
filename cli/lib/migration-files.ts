/** @module Reading the names in a migrations folder and writing new migration files into it (never over one). */
import { mkdirSync, readdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { MigrationFile } from "../../shared/schema/migration-templates.ts";
import { CliError, errorCode, oneLine } from "./cli-error.ts";

/** The file names in `dir` (none when it does not exist). */
export function migrationFileNames(dir: string): string[] {
  try {
    return readdirSync(dir);
  } catch (err) {
    if (errorCode(err) === "ENOENT") return [];
    throw new CliError(`cannot read the migrations folder ${dir}: ${oneLine(err)}`);
  }
}

/**
 * Writes `files` into `dir` (created when missing); returns their paths.
 * @throws CliError when the folder or a file cannot be written, or a file of that name exists
 */
export function writeMigrationFiles(dir: string, files: readonly MigrationFile[]): string[] {
  try {
    mkdirSync(dir, { recursive: true });
    return files.map((file) => {
      const path = join(dir, file.name);
      writeFileSync(path, file.content, { flag: "wx" });
      return path;
    });
  } catch (err) {
    const reason = errorCode(err) === "EEXIST" ? "a file of that name exists" : oneLine(err);
    throw new CliError(`cannot write the migrations into ${dir}: ${reason}`);
  }
}
