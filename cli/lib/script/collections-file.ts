/** @module Reading a collections file for diff and import: one `FILE: problem` line when unusable. */
import { readFile } from "node:fs/promises";
import type { CollectionsFormat } from "../../../shared/client/generations/collections-api.ts";
import {
  CollectionsFileError,
  type ExportedCollection,
  parseCollectionsFile,
} from "../../../shared/schema/collections-export.ts";
import { fileForTarget } from "../../../shared/schema/file-for-target.ts";
import { CliError, describeErrorCode, errorCode, oneLine } from "../cli-error.ts";
import { say } from "./output.ts";

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

/**
 * The file's collections in the server's `format`, saying on stderr in one line when they were
 * converted (a v0.18–v0.22 file on a v0.23+ server, or the reverse).
 * @throws CliError naming the file, collection and field an older server cannot hold
 */
export function collectionsForTarget(
  file: string,
  collections: readonly ExportedCollection[],
  format: CollectionsFormat,
): ExportedCollection[] {
  try {
    const converted = fileForTarget(collections, format);
    if (converted.converted) say(`${fileLabel(file)}: ${converted.converted}.`);
    return converted.collections;
  } catch (err) {
    if (err instanceof CollectionsFileError) throw new CliError(`${fileLabel(file)}: ${err.message}`);
    throw err;
  }
}
