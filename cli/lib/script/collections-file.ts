/** @module Reading a collections file for diff and import: one `FILE: problem` line when unusable. */
import { readFileSync } from "node:fs";
import {
  CollectionsFileError,
  type ExportedCollection,
  parseCollectionsFile,
} from "../../../shared/collections-export.ts";
import { CliError, describeErrorCode, errorCode, oneLine } from "../cli-error.ts";

/** The collections in `file` (`-` reads stdin). @throws CliError naming the file and the problem */
export function readCollectionsFile(file: string): ExportedCollection[] {
  let text: string;
  try {
    text = readFileSync(file === "-" ? 0 : file, "utf8");
  } catch (err) {
    const code = errorCode(err);
    const reason =
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "a directory, not a file" : undefined;
    throw new CliError(`cannot read ${file}: ${reason ?? describeErrorCode(code) ?? oneLine(err)}`);
  }
  try {
    return parseCollectionsFile(text);
  } catch (err) {
    if (err instanceof CollectionsFileError) throw new CliError(`${file}: ${err.message}`);
    throw err;
  }
}
