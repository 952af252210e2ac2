/** @module `pbdeck diff FILE [--delete-missing] [--json]`: the CI gate, exit 0 in sync, 2 when the backend differs, 1 on error. */
import { diffSchemas } from "../../shared/schema/schema-diff.ts";
import { keptWithoutDeleteMissing } from "../../shared/schema/schema-kept.ts";
import type { TargetOptions } from "../lib/connect-target.ts";
import { fileLabel, readCollectionsFile } from "../lib/script/collections-file.ts";
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
 * Compares as `import` in the same mode would: what only the backend has is a difference only with
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
  const incoming = await readCollectionsFile(file);
  const current = await withTarget(opts, fetchCollections);
  const deleteMissing = opts.deleteMissing === true;
  const diff = diffSchemas(current, incoming, { deleteMissing });
  const kept = deleteMissing ? [] : keptWithoutDeleteMissing(current, incoming);
  if (opts.json) outJson({ ...diff, kept });
  else {
    const lines = diffText(diff, kept, incoming.length, fileLabel(file), colourOn(process.stdout));
    for (const line of lines) out(line);
  }
  if (!diff.inSync) process.exitCode = DIFFERS_EXIT_CODE;
}
