/** @module `pbdeck diff FILE [--delete-missing] [--json]`: the CI gate, exit 0 in sync, 2 when the backend differs, 1 on error. */
import { compareSchemas } from "../../shared/schema/schema-compare.ts";
import type { TargetOptions } from "../lib/connect-target.ts";
import { collectionsForTarget, fileLabel, readCollectionsFile } from "../lib/script/collections-file.ts";
import { fetchCollections } from "../lib/script/fetch-collections.ts";
import { diffText } from "../lib/script/kept-text.ts";
import { colourOn, out, outJson } from "../lib/script/output.ts";
import { withTarget } from "../lib/script/with-target.ts";

/** The exit code when the file and the backend differ. */
export const DIFFERS_EXIT_CODE = 2;

export interface DiffOptions extends TargetOptions {
  json?: boolean;
  deleteMissing?: boolean;
  /** `--migration [DIR]`: write migrations instead of printing the plan (true: the default folder). */
  migration?: string | true;
  /** `--format text|markdown`. */
  format?: string;
}

/**
 * Compares as `import` in the same mode would (in the server's format, the file converted if it is
 * in the other one): what only the backend has is a difference only with
 * --delete-missing, else it is marked as kept. Prints the plan on stdout and sets the exit code.
 */
export async function run([file = ""]: string[], opts: DiffOptions): Promise<void> {
  if (opts.migration !== undefined) {
    const { writeDiffMigrations } = await import("./diff-migration.ts");
    return writeDiffMigrations(file, opts);
  }
  if (opts.format === "markdown") {
    const { printDiffMarkdown } = await import("./diff-markdown.ts");
    const inSync = await printDiffMarkdown(file, opts, opts.deleteMissing === true);
    if (!inSync) process.exitCode = DIFFERS_EXIT_CODE;
    return;
  }
  const fromFile = await readCollectionsFile(file);
  const deleteMissing = opts.deleteMissing === true;
  const { incoming, diff, kept } = await withTarget(opts, async (target) => {
    const current = await fetchCollections(target);
    // compared in the server's format: a file exported from this server diffs clean
    const format = target.api.collections.format;
    const incoming = collectionsForTarget(file, fromFile, format);
    return { incoming, ...compareSchemas(current, incoming, format, deleteMissing) };
  });
  if (opts.json) outJson({ ...diff, kept });
  else {
    const lines = diffText(diff, kept, incoming.length, fileLabel(file), colourOn(process.stdout));
    for (const line of lines) out(line);
  }
  if (!diff.inSync) process.exitCode = DIFFERS_EXIT_CODE;
}
