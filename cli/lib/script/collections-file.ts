/** @module Reading a collections file for diff and import: one `FILE: problem` line when unusable. */
import { readFile } from "node:fs/promises";
import {
  CollectionsFileError,
  type ExportedCollection,
  parseCollectionsFile,
} from "../../../shared/schema/collections-export.ts";
import { CliError, describeErrorCode, errorCode, oneLine } from "../cli-error.ts";

/** How messages name the file: `stdin` for `-`. */
export function fileLabel(file: string): string {
  return file === "-" ? "stdin" : file;
}

async function readStdin(): Promise<string> {
  // stdin may be a non-blocking pipe: a synchronous read would fail with EAGAIN
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString("utf8");
}

/** The collections in `file` (`-` reads stdin). @throws CliError naming the file and the problem */
export async function readCollectionsFile(file: string): Promise<ExportedCollection[]> {
  let text: string;
  try {
    text = file === "-" ? await readStdin() : await readFile(file, "utf8");
  } catch (err) {
    const code = errorCode(err);
    const reason =
      code === "ENOENT" ? "no such file" : code === "EISDIR" ? "a directory, not a file" : undefined;
    throw new CliError(
      `cannot read ${fileLabel(file)}: ${reason ?? describeErrorCode(code) ?? oneLine(err)}`,
    );
  }
  try {
    return parseCollectionsFile(text);
  } catch (err) {
    if (err instanceof CollectionsFileError) throw new CliError(`${fileLabel(file)}: ${err.message}`);
    throw err;
  }
}
