/** @module `pbdeck diff FILE [--json]`: the CI gate, exit 0 in sync, 2 when the backend differs, 1 on error. */
import { diffSchemas } from "../../shared/schema-diff.ts";
import type { TargetOptions } from "../lib/connect-target.ts";
import { fileLabel, readCollectionsFile } from "../lib/script/collections-file.ts";
import { fetchCollections } from "../lib/script/fetch-collections.ts";
import { colourOn, out, outJson } from "../lib/script/output.ts";
import { planLines } from "../lib/script/schema-plan-text.ts";
import { withTarget } from "../lib/script/with-target.ts";

/** The exit code when the file and the backend differ. */
export const DIFFERS_EXIT_CODE = 2;

export interface DiffOptions extends TargetOptions {
  json?: boolean;
  /** `--migration [DIR]`: write migrations instead of printing the plan (true: the default folder). */
  migration?: string | true;
  /** `--format text|markdown`. */
  format?: string;
}

/**
 * Compares exactly: what only the backend has is a difference too (import removes it only with
 * --delete-missing). Prints the plan on stdout and sets the exit code.
 */
export async function run([file = ""]: string[], opts: DiffOptions): Promise<void> {
  if (opts.migration !== undefined) {
    const { writeDiffMigrations } = await import("./diff-migration.ts");
    return writeDiffMigrations(file, opts);
  }
  if (opts.format === "markdown") {
    const { printDiffMarkdown } = await import("./diff-markdown.ts");
    if (!(await printDiffMarkdown(file, opts, true))) process.exitCode = DIFFERS_EXIT_CODE;
    return;
  }
  const incoming = await readCollectionsFile(file);
  const current = await withTarget(opts, fetchCollections);
  const diff = diffSchemas(current, incoming, { deleteMissing: true });
  if (opts.json) outJson(diff);
  else if (diff.inSync)
    out(`In sync: the ${incoming.length} collections of ${fileLabel(file)} match the backend.`);
  else for (const line of planLines(diff, colourOn(process.stdout))) out(line);
  if (!diff.inSync) process.exitCode = DIFFERS_EXIT_CODE;
}
